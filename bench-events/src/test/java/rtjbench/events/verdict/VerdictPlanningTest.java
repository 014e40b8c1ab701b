package rtjbench.events.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.ArgsFileReader;
import rtjbench.core.bench.JavaThreadFactory;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.os.CpuList;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.run.plan.Benchmarks;
import rtjbench.core.run.plan.Plan;
import rtjbench.core.run.plan.Planner;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;
import rtjbench.core.verdict.VerdictPlan;

/**
 * The points a verdict element plans pass every check of their own testapps (context_switch, periodic, cpmd,
 * dispatch, taskset) as the runner plans them; what the element's values make impossible is refused there, before
 * anything runs, naming the element's line.
 */
class VerdictPlanningTest {
    @TempDir
    Path dir;

    private List<Plan> plan(String jvmOptions, String... args) throws Exception {
        Path set = dir.resolve("set.csv");
        Files.write(
                set,
                ("name,period,wcet,deadline,wss\na,10ms,1ms,10ms,64K\nb,20ms,2ms,20ms,256K\n")
                        .getBytes(StandardCharsets.UTF_8));
        List<String> lines = new ArrayList<>();
        lines.add("<suite name=\"v\">");
        lines.add("<jvm name=\"vm\" java=\"" + System.getProperty("java.home") + "/bin/java\" options=\"" + jvmOptions
                + "\"/>");
        lines.add("<testapp name=\"verdict\">");
        lines.add("  <arg name=\"taskset\" value=\"" + set + "\"/>");
        for (String a : args) lines.add("  " + a);
        lines.add("</testapp></suite>");
        Path file = dir.resolve("args.xml");
        Files.write(file, lines, StandardCharsets.UTF_8);
        VerdictPlan v = VerdictPlan.expand(new ArgsFileReader().read(file));
        return Planner.plan(v.document(), Benchmarks.onClasspath(), hostWithFixedCaches());
    }

    /**
     * This host's VM, CPUs and thread control, as the runner probes them, but a 16 MB last-level cache: cpmd sizes
     * its polluter and miss probe from the last-level cache, and a guest may report one of hundreds of MB (480 MB on
     * a 2-vCPU Xeon guest), which no -Xmx1g holds. The checks under test do not depend on that size.
     */
    private static RunEnvironment hostWithFixedCaches() {
        RunEnvironment host = new EnvironmentProbe().probe().environment();
        CpuList cpus = host.topology().onlineCpus();
        Map<Integer, List<Cache>> caches = new LinkedHashMap<>();
        for (int cpu : cpus.cpus()) {
            CpuList own = CpuList.of(cpu);
            caches.put(
                    cpu,
                    Arrays.asList(
                            new Cache(1, "Data", 32 << 10, 64, own),
                            new Cache(2, "Unified", 1 << 20, 64, own),
                            new Cache(3, "Unified", 16 << 20, 64, cpus)));
        }
        return new RunEnvironment(
                new CpuTopology("fixed caches", cpus, caches),
                host.allowedCpus(),
                host.threadControl(),
                Collections.<String, TestThreadFactory>singletonMap("java", new JavaThreadFactory()),
                Collections.<String, String>emptyMap(),
                host.vmFacts(),
                host.rtsj());
    }

    @Test
    void everyPlannedPointPassesItsTestappsChecks() throws Exception {
        List<Plan> plans = plan(
                "-Xmx1g",
                "<arg name=\"jvms\" value=\"vm\"/>",
                "<arg name=\"gc_load\" value=\"50MB/s\"/>",
                "<arg name=\"gc_live\" value=\"32M\"/>",
                "<arg name=\"cpus\" value=\"0\"/>",
                "<arg name=\"schedulers\" value=\"partitioned-fp,global-fp\"/>");
        List<String> names = new ArrayList<>();
        for (Plan p : plans) names.add(p.testApp.name());
        assertEquals(7, plans.size(), names.toString());
        assertEquals("verdict-global-fp.taskset", names.get(names.size() - 1));
    }

    @Test
    void aVmEntryTheElementDoesNotHaveIsRefused() {
        Exception e =
                assertThrows(ArgsException.class, () -> plan("-Xmx512m", "<arg name=\"jvms\" value=\"vm,nosuch\"/>"));
        assertTrue(e.getMessage().contains("args.xml:"), e.getMessage());
        assertTrue(e.getMessage().contains("nosuch"), e.getMessage());
    }

    @Test
    void aLoadThatCannotFitTheHeapIsRefused() {
        Exception e = assertThrows(
                ArgsException.class,
                () -> plan(
                        "-Xmx1g",
                        "<arg name=\"jvms\" value=\"vm\"/>",
                        "<arg name=\"gc_load\" value=\"50MB/s\"/>",
                        "<arg name=\"gc_live\" value=\"768M\"/>"));
        assertTrue(e.getMessage().contains("args.xml:"), e.getMessage());
        assertTrue(e.getMessage().contains("gc_live"), e.getMessage());
    }
}
