package rtjbench.core.run.plan;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsFileReader;
import rtjbench.core.run.pipeline.EnvironmentProbe;

/** The point a runner runs after another, as the fork started ahead of its turn is chosen. */
class PointOrderTest {
    @Test
    void theNextPointOfTheTestappThenTheFirstOfTheNextTestappNotSkipped(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("args.xml");
        String datadir = "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>";
        Files.write(
                file,
                Arrays.asList(
                        "<suite name=\"order\">",
                        "<testapp name=\"testop\">",
                        "  <arg name=\"count\" value=\"100,200\"/>",
                        datadir,
                        "</testapp>",
                        "<testapp name=\"testop\">",
                        "  <arg name=\"count\" value=\"250\"/>",
                        datadir,
                        "</testapp>",
                        "<testapp name=\"testop\">",
                        "  <arg name=\"count\" value=\"300\"/>",
                        datadir,
                        "</testapp>",
                        "</suite>"),
                StandardCharsets.UTF_8);
        ArgsDocument doc = new ArgsFileReader().read(file);
        List<Plan> planned = Planner.plan(
                doc, Benchmarks.onClasspath(), new EnvironmentProbe().probe().environment());
        Plan skipped = planned.get(1);
        List<Plan> plans = Arrays.asList(
                planned.get(0),
                new Plan(skipped.testApp, skipped.benchmark, skipped.points, "not available here"),
                planned.get(2));
        assertTrue(plans.get(1).skipped());
        assertSame(
                plans.get(0).points.get(1),
                Plan.pointAfter(plans, plans.get(0).points.get(0)));
        assertSame(
                plans.get(2).points.get(0),
                Plan.pointAfter(plans, plans.get(0).points.get(1)),
                "over the skipped testapp");
        assertNull(Plan.pointAfter(plans, plans.get(2).points.get(0)), "nothing after the last");
    }
}
