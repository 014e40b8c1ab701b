package rtjbench.core.jvm;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * Which collector a VM runs, in the words a user chooses it by (Serial, Parallel, G1, ZGC, Shenandoah, Epsilon):
 * from the collector beans' names, and from the {@code -XX:+Use...GC} flag a list of options asks for.
 */
public final class Collectors {
    private static final String[][] BY_FLAG = {
        {"-XX:+UseSerialGC", "Serial"},
        {"-XX:+UseParallelGC", "Parallel"},
        {"-XX:+UseParallelOldGC", "Parallel"},
        {"-XX:+UseG1GC", "G1"},
        {"-XX:+UseZGC", "ZGC"},
        {"-XX:+UseShenandoahGC", "Shenandoah"},
        {"-XX:+UseEpsilonGC", "Epsilon"},
        {"-XX:+UseConcMarkSweepGC", "CMS"},
    };

    private Collectors() {}

    /** The collector the options ask for (the last flag wins, as in HotSpot's own parsing); null where none. */
    public static String asked(List<String> options) {
        String asked = null;
        for (String o : options) {
            for (String[] f : BY_FLAG) {
                if (o.equals(f[0])) {
                    asked = f[1];
                }
            }
        }
        return asked;
    }

    /** This VM's collector bean names. */
    public static List<String> beanNames() {
        List<String> names = new ArrayList<>();
        try {
            for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
                names.add(bean.getName());
            }
        } catch (RuntimeException | LinkageError e) {
            // a VM without management beans: no names, the collector is unknown
        }
        return names;
    }

    /** The collector the bean names belong to, or the names joined where they are of none known here. */
    public static String named(List<String> beans) {
        for (String b : beans) {
            if (b.equals("Copy") || b.equals("MarkSweepCompact")) return "Serial";
            if (b.startsWith("PS ")) return "Parallel";
            if (b.startsWith("G1 ")) return "G1";
            if (b.startsWith("ZGC")) return "ZGC";
            if (b.startsWith("Shenandoah")) return "Shenandoah";
            if (b.startsWith("Epsilon")) return "Epsilon";
            if (b.equals("ConcurrentMarkSweep") || b.equals("ParNew")) return "CMS";
        }
        return beans.isEmpty() ? "unknown" : String.join("+", beans);
    }
}
