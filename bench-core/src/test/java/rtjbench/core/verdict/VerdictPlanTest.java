package rtjbench.core.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.testing.ArgsFiles;

/** A verdict element planned as ordinary points, and each refusal at plan time naming the file and line. */
class VerdictPlanTest {
    @TempDir
    Path dir;

    private static final String LIGHT = "name,period,wcet,deadline,wss\n"
            + "a,10ms,1ms,10ms,64K\n"
            + "b,20ms,2ms,15ms,1M\n"
            + "c,40ms,4ms,40ms,64K\n";

    private Path set(String text) throws Exception {
        Path f = dir.resolve("set-" + text.hashCode() + ".csv");
        Files.write(f, text.getBytes(StandardCharsets.UTF_8));
        return f;
    }

    private VerdictPlan plan(String... args) throws Exception {
        List<String> lines = new ArrayList<>();
        lines.add("<suite name=\"v\">");
        lines.add("<jvm name=\"p\" java=\"/usr/bin/java\" options=\"-XX:+UseParallelGC\"/>");
        lines.add("<jvm name=\"z\" java=\"/usr/bin/java\" options=\"-XX:+UseZGC\"/>");
        lines.add("<testapp name=\"verdict\">");
        for (String a : args) lines.add("  " + a);
        lines.add("</testapp></suite>");
        return VerdictPlan.expand(ArgsFiles.read(dir.resolve("args.xml"), lines.toArray(new String[0])));
    }

    private static String arg(String name, Object value) {
        return "<arg name=\"" + name + "\" value=\"" + value + "\"/>";
    }

    private static Map<String, String> args(ArgsDocument.TestApp app) {
        Map<String, String> m = new LinkedHashMap<>();
        for (ArgsDocument.Arg a : app.args()) m.put(a.name(), a.value());
        return m;
    }

    @Test
    void theElementBecomesTheOverheadMmuAndTaskSetPointsSweptOverItsVmEntries() throws Exception {
        VerdictPlan p = plan(
                arg("taskset", set(LIGHT)),
                arg("jvms", "p,z"),
                arg("gc_load", "100MB/s"),
                arg("gc_live", "64M"),
                arg("cpus", "0-1"));
        List<String> names = new ArrayList<>();
        for (ArgsDocument.TestApp a : p.document().testApps()) names.add(a.name());
        assertEquals(
                Arrays.asList(
                        "verdict-switch.context_switch",
                        "verdict-release.periodic",
                        "verdict-cpmd-preempt.cpmd",
                        "verdict-cpmd-migrate.cpmd",
                        "verdict-wakeup.dispatch",
                        "verdict-mmu.periodic",
                        "verdict-partitioned-fp.taskset",
                        "verdict-global-fp.taskset",
                        "verdict-global-edf.taskset"),
                names);
        for (ArgsDocument.TestApp a : p.document().testApps()) assertEquals("p,z", args(a).get("jvms"), a.name());
        List<ArgsDocument.TestApp> apps = p.document().testApps();
        assertEquals("0,1", args(apps.get(0)).get("extra_threads"), "2 and the set's 3 threads on the CPU");
        assertEquals("1,3", args(apps.get(1)).get("no_of_threads"), "one release, and the set's 3 at once");
        assertEquals("65536,1048576", args(apps.get(2)).get("wss"), "the set's working-set sizes");
        assertEquals("100MB/s", args(apps.get(5)).get("gc_load"));
        Map<String, String> taskset = args(apps.get(6));
        assertEquals("partitioned-fp", taskset.get("scheduler"));
        assertEquals("global-edf", args(apps.get(8)).get("scheduler"));
        assertEquals("64M", taskset.get("gc_live"));
        assertEquals("500", taskset.get("count"), "5 s of the 10 ms task's periods");
        assertEquals("10000000ns", taskset.get("explain_above"), "every job past the shortest deadline explained");
        assertTrue(p.document().isSuite());
        Map<String, Object> file = p.planFile();
        assertEquals(VerdictPlan.PLAN_FORMAT, file.get("format"));
        assertEquals(2, file.get("cpus"));
        assertEquals(Arrays.asList("p", "z"), file.get("jvms"));
        assertEquals("taskset", ((Map<?, ?>) file.get("points")).get("verdict-global-fp.taskset"));
        assertEquals("global-fp", ((Map<?, ?>) file.get("taskset_points")).get("verdict-global-fp.taskset"));
        assertEquals("overheads", ((Map<?, ?>) file.get("points")).get("verdict-wakeup.dispatch"));
        assertEquals(3, ((List<?>) file.get("tasks")).size());
    }

    @Test
    void withoutALoadThereIsNoMmuPointAndThePlanSaysSo() throws Exception {
        VerdictPlan p = plan(arg("taskset", set(LIGHT)), arg("cpus", "0-1"), arg("hyperperiods", "2"));
        for (ArgsDocument.TestApp a : p.document().testApps())
            assertTrue(!a.name().startsWith("verdict-mmu"));
        assertTrue(p.notes().get(0).contains("no gc_load given"), p.notes().toString());
        assertEquals("2", args(last(p)).get("hyperperiods"));
        assertNull(args(last(p)).get("count"));
    }

    @Test
    void aPartitionedSchedulerThatCannotPlaceTheSetIsLeftOutWithTheReason() throws Exception {
        String overload = "name,period,wcet,deadline\na,10ms,6ms,10ms\nb,10ms,6ms,10ms\nc,10ms,6ms,10ms\n";
        VerdictPlan p = plan(arg("taskset", set(overload)), arg("cpus", "0-1"));
        assertEquals("global-edf", args(last(p)).get("scheduler"));
        assertEquals(
                "verdict-global-fp.taskset", apps(p).get(apps(p).size() - 2).name());
        List<?> notRun = (List<?>) p.planFile().get("not_run");
        assertEquals(1, notRun.size());
        String reason = (String) ((Map<?, ?>) notRun.get(0)).get("reason");
        assertTrue(reason.startsWith("FFD places task c (utilisation 0.600) on none of the 2 CPUs"), reason);
        assertTrue(
                p.notes().toString().contains("partitioned-fp is not run"),
                p.notes().toString());
    }

    @Test
    void aliasesAreWrittenAsTheNamesTheyStandFor() throws Exception {
        VerdictPlan p = plan(arg("taskset", set(LIGHT)), arg("cpus", "0-1"), arg("schedulers", "gedf,pfp"));
        assertEquals("partitioned-fp", args(last(p)).get("scheduler"));
        assertEquals(
                "verdict-global-edf.taskset", apps(p).get(apps(p).size() - 2).name());
        assertEquals(Arrays.asList("global-edf", "partitioned-fp"), p.planFile().get("schedulers"));
    }

    @Test
    void aDocumentWithoutAVerdictIsPlannedAsItIs() throws Exception {
        ArgsDocument doc = ArgsFiles.read(
                dir.resolve("plain.xml"), "<testapp name=\"memalloc\"><arg name=\"count\" value=\"10\"/></testapp>");
        VerdictPlan p = VerdictPlan.expand(doc);
        assertTrue(p.document() == doc);
        assertNull(p.planFile());
    }

    @Test
    void badInputIsRefusedNamingTheFileLineAndArgument() throws Exception {
        assertRefused("taskset is required", arg("jvms", "p"));
        assertRefused(
                "verdict: colour is not an argument of a verdict; it takes: taskset, jvms",
                arg("taskset", set(LIGHT)),
                arg("colour", "red"));
        assertRefused(
                "hyperperiods and count both say how long",
                arg("taskset", set(LIGHT)),
                arg("hyperperiods", "1"),
                arg("count", "10"));
        assertRefused(
                "schedulers: 'edf' is not a scheduler", arg("taskset", set(LIGHT)), arg("schedulers", "global-fp,edf"));
        assertRefused(
                "schedulers: clustered-edf cannot run as a task set",
                arg("taskset", set(LIGHT)),
                arg("schedulers", "cedf"));
        assertRefused("verdict: taskset: ", arg("taskset", dir.resolve("missing.csv")));
        assertRefused(
                ":3: field wcet: 12ms is above the deadline 10ms",
                arg("taskset", set("name,period,wcet,deadline\na,10ms,1ms,10ms\nb,20ms,12ms,10ms\n")));
        assertRefused("verdict: priority: ", arg("taskset", set(LIGHT)), arg("priority", "100"));
    }

    private void assertRefused(String expected, String... args) {
        ArgsException e = assertThrows(ArgsException.class, () -> plan(args));
        assertTrue(e.getMessage().contains("args.xml:"), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    private static List<ArgsDocument.TestApp> apps(VerdictPlan p) {
        return p.document().testApps();
    }

    private static ArgsDocument.TestApp last(VerdictPlan p) {
        List<ArgsDocument.TestApp> apps = p.document().testApps();
        return apps.get(apps.size() - 1);
    }
}
