package rtjbench.tools.coldstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.stats.Unit;

/** A cold point's folder as the runner writes it, read into the table and drawn, and a curve that is not one. */
class ColdStartTest {
    @TempDir
    Path dir;

    private Path point(String curve) throws Exception {
        Path p = Files.createDirectories(dir.resolve("jvms=aot"));
        Files.writeString(p.resolve("forks.json"), """
                {"format": "rtjbench-forks/1", "testapp": "dispatch", "testapp_name": "dispatch",
                 "swept": {"jvms": "aot"}, "forks": 2, "statistics": "...",
                 "entries": [{"dir": "fork-1", "status": "failed"}, {"dir": "fork-2", "status": "failed"}],
                 "cold": {"forks": 2, "curve": "warmup-curve.csv", "vm_events": "warmup-events.csv",
                          "reference": {"dir": "warm-reference", "status": "complete", "p50_ns": 1500.0},
                          "first_event_ns": {"forks": 2, "min": 38000, "p50": 38200, "p90": 114603, "max": 114603},
                          "events_to_steady": {"forks": 2, "min": 20, "p50": 20, "p90": 31, "max": 31},
                          "ms_to_steady": {"forks": 2, "min": 1.5, "p50": 1.5, "p90": 2.25, "max": 2.25},
                          "steady_not_reached": 0}}
                """);
        Files.writeString(p.resolve("warmup-curve.csv"), curve);
        Files.writeString(
                p.resolve("warmup-events.csv"),
                "index,forks,compilations,recompilations,deoptimizations,class_loads\n0,2,0,0,0,3\n2,2,4,0,1,3\n");
        return p;
    }

    private static final String CURVE = "index,forks,p50_ns,p90_ns,max_ns,median_time_since_start_ms\n"
            + "0,2,38200,114603,114603,5332.713\n1,2,9000,12000,12000,5332.800\n2,2,1500,1700,1700,5332.810\n";

    @Test
    void theTableHoldsTheRunnersFigures() throws Exception {
        ColdStart c = ColdStart.of(ResultTree.load(point(CURVE)));
        assertEquals(1, c.points().size());
        List<String> row = c.csv().rows().get(0);
        assertEquals(
                List.of("dispatch", "aot", "2", "38200", "114603", "", "20", "31", "1.500", "2.250", "0", "1500"), row);
        assertEquals(3, c.points().get(0).curve().size());
        assertEquals(5_332_713L, c.points().get(0).curve().get(0)[5], "ms read in us");
        assertEquals(List.of("warmup-dispatch", "warmup-dispatch-aot"), c.chartNames());
    }

    @Test
    void aRunOnOneVmEntryNamesItWhereNothingIsSwept() throws Exception {
        Path p = point(CURVE);
        Files.writeString(
                p.resolve("forks.json"),
                Files.readString(p.resolve("forks.json")).replace("\"swept\": {\"jvms\": \"aot\"}, ", ""));
        Files.createDirectories(p.resolve("fork-1"));
        Files.writeString(
                p.resolve("fork-1").resolve("metadata.json"),
                "{\"format\": \"rtjbench-run/1\", \"testapp\": \"dispatch\", \"complete\": false,"
                        + " \"args\": {\"jvms\": \"c1\"}, \"jvm_entry\": {\"name\": \"c1\"},"
                        + " \"threads\": [{\"index\": 0, \"name\": \"thread-0\", \"file\": \"thread-0.txt\"}]}");
        Files.writeString(p.resolve("fork-1").resolve("thread-0.txt"), "1200\n");
        ColdStart c = ColdStart.of(ResultTree.load(p));
        assertEquals("c1", c.csv().rows().get(0).get(1), "the entry, not an empty cell");
        assertEquals("c1", c.points().get(0).label(), "not called the runner");
        assertEquals(List.of("warmup-dispatch", "warmup-dispatch-c1"), c.chartNames());
    }

    @Test
    void itDrawsAChartATestappAndAPoint() throws Exception {
        Path p = point(CURVE);
        Outputs outputs = new Outputs(false);
        ColdStart.claim(ResultTree.load(p), outputs);
        outputs.check();
        ColdStart.write(ResultTree.load(p), Unit.US, outputs, false);
        assertTrue(Files.readString(p.resolve(ColdStart.FILE)).startsWith("testapp,jvm,forks,first_event_p50_ns"));
        String svg = Files.readString(p.resolve("plots/warmup-dispatch-aot.svg"));
        assertTrue(svg.contains("steady state: warm p50 + 10%"), "the band is drawn");
        assertTrue(Files.exists(p.resolve("plots/warmup-dispatch.png")));
    }

    @Test
    void aCurveWithAnotherHeaderOrAGarbledValueIsNamedByFileAndLine() throws Exception {
        Path p = point("index,forks,p50_ns\n0,2,1\n");
        ToolException e = assertThrows(ToolException.class, () -> ColdStart.of(ResultTree.load(p)));
        assertTrue(e.getMessage().contains("warmup-curve.csv:1: the header is not"), e.getMessage());
        Path q = point(CURVE.replace("9000", "9k"));
        e = assertThrows(ToolException.class, () -> ColdStart.of(ResultTree.load(q)));
        assertTrue(e.getMessage().contains("warmup-curve.csv:3: p50_ns '9k' is not a number"), e.getMessage());
    }
}
