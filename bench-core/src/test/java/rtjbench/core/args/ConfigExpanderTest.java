package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.os.CpuList;

class ConfigExpanderTest {
    @TempDir
    Path dir;

    private static final ArgSpec<Long> ALLOCSIZE = ArgSpec.of("allocsize", ArgType.size(0, 1L << 30), "1K", "size");
    private static final ArgSpec<Double> FRACTION =
            ArgSpec.of("fraction", ArgType.fraction(1.0 / 4096, 1), "1", "fraction");
    private static final ArgSpec<Long> PERIOD =
            ArgSpec.of("period", ArgType.time(1000, 1_000_000_000), "1ms", "period");
    private static final ArgSpec<String> MEMTYPE = ArgSpec.of("memtype", ArgType.choice("heap", "LT"), "heap", "type");
    private static final List<ArgSpec<?>> SPECS =
            CommonArgs.with(Arrays.<ArgSpec<?>>asList(ALLOCSIZE, FRACTION, PERIOD, MEMTYPE));

    private List<Config> expand(String args) throws Exception {
        Path file = dir.resolve("args" + System.nanoTime() + ".xml");
        Files.write(
                file, ("<testapp name=\"x.y.memalloc\">\n" + args + "\n</testapp>").getBytes(StandardCharsets.UTF_8));
        ArgsDocument doc = new ArgsFileReader().read(file);
        return new ConfigExpander(SPECS).expand(doc, doc.testApps().get(0));
    }

    private static List<String> texts(List<Config> configs, ArgSpec<?> spec) {
        List<String> out = new ArrayList<>();
        for (Config c : configs) out.add(c.text(spec));
        return out;
    }

    @Test
    void withoutSweepsOnePointWithDefaults() throws Exception {
        List<Config> points = expand("<arg name=\"count\" value=\"77\"/>");
        assertEquals(1, points.size());
        Config c = points.get(0);
        assertEquals(77, c.getInt(CommonArgs.COUNT));
        assertEquals(1024, c.getLong(ALLOCSIZE));
        assertEquals(1_000_000, c.getLong(PERIOD));
        assertEquals("other", c.getString(CommonArgs.POLICY));
        assertTrue(c.sweptValues().isEmpty());
        assertEquals("memalloc", c.benchmarkName());
        assertEquals("x.y.memalloc", c.testAppName());
    }

    /** A benchmark tells an argument the file gave from its default, even where the value is the default's. */
    @Test
    void eachPointKnowsWhichArgumentsTheFileGave() throws Exception {
        List<Config> points = expand(
                "<arg name=\"scheduling_policy\" value=\"other\"/>\n" + "<arg name=\"allocsize\" value=\"1K,2K\"/>");
        assertEquals(2, points.size());
        for (Config c : points) {
            assertTrue(c.given(CommonArgs.POLICY));
            assertTrue(c.given(ALLOCSIZE));
            assertFalse(c.given(CommonArgs.COUNT));
            assertFalse(c.with(CommonArgs.COUNT, 5L).given(CommonArgs.COUNT), "a derived value is not given");
            assertTrue(c.with(CommonArgs.COUNT, 5L).given(CommonArgs.POLICY));
        }
        Config direct = Config.of("x", SPECS, java.util.Collections.singletonMap("count", "10"));
        assertTrue(direct.given(CommonArgs.COUNT));
        assertFalse(direct.given(CommonArgs.POLICY));
    }

    @Test
    void theSeedsRangeSweep() throws Exception {
        List<Config> points = expand("<arg name=\"allocsize\" value=\"1K..10K:1K\"/>");
        assertEquals(
                Arrays.asList("1K", "2K", "3K", "4K", "5K", "6K", "7K", "8K", "9K", "10K"), texts(points, ALLOCSIZE));
        assertEquals("3K", points.get(2).sweptValues().get("allocsize"));
    }

    @Test
    void rtjperfsPowersOfTwo() throws Exception {
        List<Config> points = expand("<arg name=\"allocsize\" value=\"32..16K:*2\"/>");
        assertEquals(10, points.size());
        assertEquals(32, points.get(0).getLong(ALLOCSIZE));
        assertEquals(16 * 1024, points.get(9).getLong(ALLOCSIZE));
    }

    @Test
    void fractionsHalveDown() throws Exception {
        List<Config> points = expand("<arg name=\"fraction\" value=\"1..1/1024:/2\"/>");
        assertEquals(11, points.size());
        assertEquals("1/1024", points.get(10).text(FRACTION));
        assertEquals("1/2", texts(points, FRACTION).get(1));
    }

    @Test
    void listsAndCombinationsFirstArgumentSlowest() throws Exception {
        List<Config> points =
                expand("<arg name=\"memtype\" value=\"heap,LT\"/><arg name=\"no_of_threads\" value=\"1,2,4\"/>");
        assertEquals(6, points.size());
        assertEquals(Arrays.asList("heap", "heap", "heap", "LT", "LT", "LT"), texts(points, MEMTYPE));
        assertEquals(Arrays.asList("1", "2", "4", "1", "2", "4"), texts(points, CommonArgs.THREADS));
        assertEquals(
                "[memtype, no_of_threads]", points.get(4).sweptValues().keySet().toString());
    }

    @Test
    void cpuListsSweepWithSemicolons() throws Exception {
        assumeTrue(MachineCpus.get().highest() >= 1, "a CPU list names only CPUs this machine has");
        List<Config> points = expand("<arg name=\"cpus\" value=\"0,1;1\"/>");
        assertEquals(2, points.size());
        assertEquals(CpuList.of(0, 1), points.get(0).getCpus(CommonArgs.CPUS));
        assertEquals(CpuList.of(1), points.get(1).getCpus(CommonArgs.CPUS));
    }

    @Test
    void unknownArgumentNamesFileLineAndKnownOnes() {
        ArgsException e = assertThrows(
                ArgsException.class,
                () -> expand("<arg name=\"count\" value=\"1\"/>\n<arg name=\"nthreads\" value=\"4\"/>"));
        assertTrue(e.getMessage().contains(":3: unknown argument 'nthreads'"), e.getMessage());
        assertTrue(e.getMessage().contains("no_of_threads"), e.getMessage());
    }

    @Test
    void wrongTypeOrRangeNamesArgumentValueAndAllowed() {
        ArgsException e = assertThrows(ArgsException.class, () -> expand("<arg name=\"count\" value=\"many\"/>"));
        assertTrue(
                e.getMessage().contains("'count'")
                        && e.getMessage().contains("'many'")
                        && e.getMessage().contains("allowed: an integer from 1 to"),
                e.getMessage());
        e = assertThrows(ArgsException.class, () -> expand("<arg name=\"priority\" value=\"120\"/>"));
        assertTrue(e.getMessage().contains("out of range") && e.getMessage().contains("1 to 99"), e.getMessage());
        e = assertThrows(ArgsException.class, () -> expand("<arg name=\"scheduling_policy\" value=\"deadline\"/>"));
        assertTrue(e.getMessage().contains("one of other, fifo, rr"), e.getMessage());
        e = assertThrows(ArgsException.class, () -> expand("<arg name=\"period\" value=\"5\"/>"));
        assertTrue(e.getMessage().contains("needs a unit"), e.getMessage());
    }

    @Test
    void badSweepsAreRefused() {
        assertThrows(ArgsException.class, () -> expand("<arg name=\"allocsize\" value=\"1K..10K\"/>"));
        assertThrows(ArgsException.class, () -> expand("<arg name=\"allocsize\" value=\"10K..1K:1K\"/>"));
        assertThrows(ArgsException.class, () -> expand("<arg name=\"allocsize\" value=\"1..1G:1\"/>"));
        assertThrows(ArgsException.class, () -> expand("<arg name=\"allocsize\" value=\"1K,,2K\"/>"));
        assertThrows(ArgsException.class, () -> expand("<arg name=\"memtype\" value=\"heap..LT:1\"/>"));
    }
}
