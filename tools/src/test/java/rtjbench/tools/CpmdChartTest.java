package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.plot.CpmdCharts;
import rtjbench.tools.plot.NamedChart;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.stats.Unit;

/** Seed 004 fig. 11 from cpmd runs: CPMD against the working set, a line per disturbance and the bound. */
class CpmdChartTest {
    /** A cpmd sweep over wss; each point's workload facts as the harness writes them. avg of 0 or less: noise. */
    private static Path cpmdSweep(Path dir, String disturbance, String[] sizes, long[] bytes, double[] avg)
            throws Exception {
        Files.createDirectories(dir);
        for (int i = 0; i < sizes.length; i++) {
            Path run = Fixtures.run(
                    dir.resolve("wss=" + sizes[i]),
                    "cpmd",
                    Map.of("wss", sizes[i]),
                    List.of(new long[] {1000, 1100}),
                    "Test VM",
                    null);
            String workload =
                    """
                    "workload": {"disturbance": "%s", "wss_bytes": %d, "lines": %d, "bound_ns": %.1f,
                                 "cpmd_ns": {"jobs": 2, "avg": %.1f, "max": %.1f}},
                    """.formatted(disturbance, bytes[i], bytes[i] / 64, bytes[i] / 64 * 100.0, avg[i], avg[i] * 2 + 1);
            Path meta = run.resolve("metadata.json");
            Files.writeString(
                    meta, Files.readString(meta).replace("\"workload\": {\"timed\": \"nothing\"},", workload));
        }
        Fixtures.sweepIndex(dir, "cpmd", "wss", List.of(sizes), "");
        return dir;
    }

    private static Path suite(Path dir) throws Exception {
        String[] sizes = {"4K", "64K", "1M"};
        long[] bytes = {4096, 65536, 1 << 20};
        cpmdSweep(dir.resolve("01-cpmd"), "none", sizes, bytes, new double[] {-5, 12, 0});
        cpmdSweep(dir.resolve("02-cpmd"), "preempt", sizes, bytes, new double[] {900, 9000, 90000});
        Fixtures.suiteIndex(
                dir,
                "cpmd",
                Fixtures.suiteEntry("cpmd", "cpmd", "01-cpmd", "sweep", null),
                Fixtures.suiteEntry("cpmd", "cpmd", "02-cpmd", "sweep", null),
                Fixtures.suiteEntry(
                        "cpmd",
                        "cpmd",
                        null,
                        "sweep",
                        "disturbance=migrate_far needs a CPU that does not share CPU 0's last-level cache"));
        return dir;
    }

    @Test
    void aLinePerDisturbanceAndTheBoundAgainstTheWorkingSet(@TempDir Path tmp) throws Exception {
        List<NamedChart> charts = CpmdCharts.forRoot(ResultTree.load(suite(tmp.resolve("suite"))), Unit.NS);
        assertEquals(1, charts.size());
        assertEquals("cpmd", charts.get(0).name());
        XYSeriesCollection data =
                (XYSeriesCollection) ((XYPlot) charts.get(0).chart().getPlot()).getDataset();
        assertEquals(
                List.of("none avg", "none max", "preempt avg", "preempt max", "bound (every line a miss)"),
                data.getSeries().stream()
                        .map(s -> ((org.jfree.data.xy.XYSeries) s).getKey().toString())
                        .toList());
        assertEquals(1, data.getSeries("none avg").getItemCount(), "-5 and 0 are noise, not drawn on the log axis");
        assertEquals(3, data.getSeries("preempt avg").getItemCount());
        assertEquals(65536.0, data.getSeries("preempt avg").getX(1).doubleValue());
        assertEquals(9000.0, data.getSeries("preempt avg").getY(1).doubleValue());
        assertEquals(
                1024 * 100.0,
                data.getSeries("bound (every line a miss)").getY(1).doubleValue(),
                "1024 lines x 100 ns");
    }

    @Test
    void plotDrawsItInTheFolderGivenAndOnlyForCpmd(@TempDir Path tmp) throws Exception {
        Path suite = suite(tmp.resolve("suite"));
        Fixtures.Result r = Fixtures.cli("plot", "--quiet", suite.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.exists(suite.resolve("plots/cpmd.png")));
        assertTrue(Files.exists(suite.resolve("plots/cpmd.svg")));
        Path other = Fixtures.sweep(tmp.resolve("memalloc"), "memalloc", List.of("1K", "4K"), 3);
        assertEquals(0, Fixtures.cli("plot", "--quiet", other.toString()).exit());
        assertFalse(Files.exists(other.resolve("plots/cpmd.png")));
    }
}
