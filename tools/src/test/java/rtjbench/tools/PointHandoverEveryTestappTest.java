package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.ArgsFileReader;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.run.fork.PointHandover;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.run.plan.Benchmarks;
import rtjbench.core.run.plan.Plan;
import rtjbench.core.run.plan.Planner;

/**
 * A fork rebuilds its point from the lines the runner hands it: for every testapp of the suite, whatever its
 * arguments' types (sizes, times, CPU lists, choices, rates), the point comes back as it was planned.
 */
class PointHandoverEveryTestappTest {
    @Test
    void everyTestappsDefaultsComeBackAsTheyWere() throws Exception {
        Benchmarks benchmarks = Benchmarks.onClasspath();
        assertTrue(benchmarks.all().size() > 10, benchmarks.all().keySet().toString());
        for (Benchmark b : benchmarks.all().values()) {
            assertHandedBack(b, Config.of(b.name(), CommonArgs.with(b.arguments()), new LinkedHashMap<>()));
        }
    }

    @Test
    void everyPointOfTheQuickSuiteComesBackAsPlanned() throws Exception {
        List<Plan> plans = Planner.plan(
                new ArgsFileReader().read(Paths.get("..", "args", "quick.xml")),
                Benchmarks.onClasspath(),
                new EnvironmentProbe().probe().environment());
        int points = 0;
        for (Plan plan : plans) {
            for (Config config : plan.points) {
                assertHandedBack(plan.benchmark, config);
                points++;
            }
        }
        assertTrue(points >= 30, points + " points");
    }

    private static void assertHandedBack(Benchmark b, Config planned) throws Exception {
        List<String> lines = new ArrayList<>(PointHandover.lines(b, planned));
        assertEquals(PointHandover.END, lines.remove(lines.size() - 1));
        PointHandover.Point handed = PointHandover.read(lines);
        String what = planned.testAppName() + " " + planned.sweptValues();
        assertSame(b.getClass(), handed.benchmark.getClass(), what);
        assertEquals(planned.testAppName(), handed.config.testAppName(), what);
        assertEquals(planned.asText(), handed.config.asText(), what);
        assertEquals(planned.sweptValues(), handed.config.sweptValues(), what);
    }
}
