package rtjbench.core.probe;

import java.io.PrintStream;
import rtjbench.core.probe.ProbeTable.Verdict;
import rtjbench.stats.ExitStatus;

/**
 * {@code rtjbench --probe}: what this suite can do on the VM it runs on, and why not where not, in one table
 * (Java level; RTSJ presence, version shape, the classes the suite uses and whether each RTSJ path links;
 * JNA; each clock and call path; affinity, SCHED_FIFO, mlockall and PM QoS permissions). Nothing real-time
 * runs: RTSJ classes are resolved, not initialised; permissions are tried on a throw-away thread and undone.
 * Exit 0 when everything the default suite (args/quick.xml) needs works, 1 otherwise.
 */
public final class VmProbe {
    /** Class-file major version of Java 8, the level the suite's VM-side code is built for. */
    private static final double JAVA_8_CLASS_VERSION = 52.0;

    private VmProbe() {}

    public static int run(PrintStream out) {
        ProbeTable table = new ProbeTable();
        addJavaRow(table);
        new RtsjProbe(VmProbe.class.getClassLoader()).addRows(table);
        new PlatformProbe().addRows(table);
        out.println("rtjbench VM probe: " + System.getProperty("java.vm.name") + " "
                + System.getProperty("java.vm.version") + " (" + System.getProperty("java.vm.vendor") + "), java.home "
                + System.getProperty("java.home"));
        table.print(out);
        boolean failed = table.anyFailed();
        out.println(
                failed
                        ? "result: something the default suite needs does not work here (rows marked FAIL); exit 1"
                        : "result: everything the default suite needs works here; exit 0");
        return failed ? ExitStatus.BAD_DATA : ExitStatus.OK;
    }

    /** The RTSJ rows alone, for the VM that {@code vm} (a class loader) stands for; tests build such VMs. */
    public static void printRtsjRows(ClassLoader vm, PrintStream out) {
        ProbeTable table = new ProbeTable();
        new RtsjProbe(vm).addRows(table);
        table.print(out);
    }

    private static void addJavaRow(ProbeTable table) {
        String classVersion = System.getProperty("java.class.version", "0");
        boolean java8 = Double.parseDouble(classVersion) >= JAVA_8_CLASS_VERSION;
        table.add(
                "java",
                "level",
                java8 ? Verdict.OK : Verdict.FAIL,
                "Java " + System.getProperty("java.specification.version") + " ("
                        + System.getProperty("java.runtime.version") + ", class files up to " + classVersion
                        + "); the suite needs 8+");
    }
}
