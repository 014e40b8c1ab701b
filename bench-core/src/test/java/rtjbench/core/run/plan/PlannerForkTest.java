package rtjbench.core.run.plan;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.support.ConfigException;
import rtjbench.core.testing.ArgsFiles;

/** A heap too small for a point is refused before anything runs; a fork checks the point it runs, and only it. */
class PlannerForkTest {
    @Test
    void aHeapTooSmallIsRefusedByTheRunnerAndByTheForkOfThatPointOnly(@TempDir Path dir) throws Exception {
        ArgsDocument doc = ArgsFiles.read(
                dir.resolve("args.xml"),
                "<testapp name=\"testop\">",
                "  <arg name=\"heap\" value=\"64M\"/>",
                "  <arg name=\"count\" value=\"1000,5000000\"/>",
                "  <arg name=\"mlockall\" value=\"false\"/>",
                "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>",
                "</testapp>");
        RunEnvironment env = new EnvironmentProbe().probe().environment();
        ConfigException e = assertThrows(ConfigException.class, () -> Planner.plan(doc, Benchmarks.onClasspath(), env));
        assertTrue(
                e.getMessage().contains("this point needs a heap of at least 458 MB")
                        && e.getMessage().contains("samples 38.1 MB (1 thread x 5,000,000 x 8 B)")
                        && e.getMessage().contains("but heap=64M gives the runner's VM")
                        && e.getMessage().contains("raise heap to at least 464M, use heap=auto"),
                e.getMessage());
        Benchmark testop = Benchmarks.onClasspath().get("testop", "here");
        Planner.checkPoint(testop, point(testop, "1000"), env, null); // the fork of the small point runs
        ConfigException big = assertThrows(
                ConfigException.class, () -> Planner.checkPoint(testop, point(testop, "5000000"), env, null));
        assertTrue(big.getMessage().contains("this point needs a heap of at least 458 MB"), big.getMessage());
    }

    private static Config point(Benchmark testop, String count) {
        Map<String, String> texts = new HashMap<>();
        texts.put("heap", "64M");
        texts.put("count", count);
        texts.put("mlockall", "false");
        return Config.of("testop", CommonArgs.with(testop.arguments()), texts);
    }
}
