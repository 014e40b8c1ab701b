package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.ArgsFileReader;
import rtjbench.core.args.Config;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.run.plan.Benchmarks;
import rtjbench.core.run.plan.Plan;
import rtjbench.core.run.plan.Planner;

/** The point a fork runs is the very point the runner planned, rebuilt from the lines handed to it. */
class PointHandoverTest {
    @Test
    void everyPointOfASweepComesBackAsThePlanHasIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("args.xml");
        Path datadir = dir.resolve("results with a space \\ and a backslash");
        Files.write(
                file,
                Arrays.asList(
                        "<testapp name=\"testop\">",
                        "  <arg name=\"count\" value=\"1000,2000\"/>",
                        "  <arg name=\"instr_load\" value=\"7\"/>",
                        "  <arg name=\"mlockall\" value=\"false\"/>",
                        "  <arg name=\"datadir\" value=\"" + datadir + "\"/>",
                        "</testapp>"),
                StandardCharsets.UTF_8);
        ArgsDocument doc = new ArgsFileReader().read(file);
        List<Plan> plans = Planner.plan(
                doc, Benchmarks.onClasspath(), new EnvironmentProbe().probe().environment());
        List<Config> points = plans.get(0).points;
        assertEquals(2, points.size());
        for (Config planned : points) {
            List<String> lines = PointHandover.lines(plans.get(0).benchmark, planned);
            assertEquals(PointHandover.END, lines.get(lines.size() - 1));
            PointHandover.Point handed = PointHandover.read(lines.subList(0, lines.size() - 1));
            assertSame(plans.get(0).benchmark.getClass(), handed.benchmark.getClass());
            assertEquals(planned.testAppName(), handed.config.testAppName());
            assertEquals(planned.benchmarkName(), handed.config.benchmarkName());
            assertEquals(planned.asText(), handed.config.asText(), "every argument, defaults and settled ones too");
            assertEquals(planned.sweptValues(), handed.config.sweptValues());
        }
        assertEquals(
                "2000",
                PointHandover.read(withoutEnd(plans.get(0), points.get(1)))
                        .config
                        .asText()
                        .get("count"));
        assertEquals(
                datadir.toString(),
                PointHandover.read(withoutEnd(plans.get(0), points.get(0)))
                        .config
                        .asText()
                        .get("datadir"));
    }

    private static List<String> withoutEnd(Plan plan, Config config) {
        List<String> lines = new ArrayList<>(PointHandover.lines(plan.benchmark, config));
        lines.remove(lines.size() - 1);
        return lines;
    }

    @Test
    void aValueKeepsItsLineBreaksAndBackslashesOnOneLine() {
        String value = "a\\b\nc\r\\n";
        String escaped = PointHandover.escape(value);
        assertFalse(escaped.contains("\n") || escaped.contains("\r"), escaped);
        assertEquals(value, PointHandover.unescape(escaped));
    }

    @Test
    void aHandoverThisForkCannotReadIsRefusedNamingWhatIsWrong() {
        String testop = "rtjbench.core.testing.TestOpBenchmark";
        ArgsException unknownLine = assertThrows(
                ArgsException.class,
                () -> PointHandover.read(Arrays.asList("point " + testop, "testapp testop", "colour blue")));
        assertTrue(unknownLine.getMessage().contains("'colour blue'"), unknownLine.getMessage());
        ArgsException noClass = assertThrows(
                ArgsException.class,
                () -> PointHandover.read(Arrays.asList("point no.such.Bench", "testapp x", "benchmark x")));
        assertTrue(noClass.getMessage().contains("no.such.Bench"), noClass.getMessage());
        ArgsException unknownArg = assertThrows(
                ArgsException.class,
                () -> PointHandover.read(
                        Arrays.asList("point " + testop, "testapp testop", "benchmark testop", "arg colour=blue")));
        assertTrue(unknownArg.getMessage().contains("colour"), unknownArg.getMessage());
        ArgsException badValue = assertThrows(
                ArgsException.class,
                () -> PointHandover.read(
                        Arrays.asList("point " + testop, "testapp testop", "benchmark testop", "arg count=many")));
        assertTrue(badValue.getMessage().contains("testop"), badValue.getMessage());
        ArgsException noTestapp = assertThrows(
                ArgsException.class, () -> PointHandover.read(Arrays.asList("point " + testop, "benchmark testop")));
        assertTrue(noTestapp.getMessage().contains("names no testapp"), noTestapp.getMessage());
    }
}
