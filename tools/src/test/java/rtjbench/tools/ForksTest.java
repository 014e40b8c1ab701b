package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every tool reads the fork level: stats, plot, merge, report and compare on points run in several VMs. */
class ForksTest {
    @TempDir
    Path tmp;

    @Test
    void statsWriteEachForkAndTheSpreadAsTheRunnerRecordedIt() throws Exception {
        Path sweep = ForkFixtures.forkedSweep(tmp.resolve("sweep"), "Test VM", 0, 0);
        Fixtures.Result r = Fixtures.cli("stats", "--unit", "ns", sweep.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("memalloc allocsize=1K fork 2/3"), r.out());
        assertTrue(r.out().contains("memalloc allocsize=4K: 3 forks, spread"), r.out());
        List<String> csv = Fixtures.lines(sweep.resolve("allocsize=1K/forks-stats.csv"));
        assertEquals("statistic_ns,fork-1,fork-2,fork-3,min,median,max,mean_ci99_low,mean_ci99_high", csv.get(0));
        assertEquals("mean,100.0,110.0,120.0,100.0,110.0,120.0,70.0,150.0", csv.get(1));
        assertEquals("p50,50.0,52.0,54.0,50.0,50.0,54.0,,", csv.get(2));
        assertTrue(Files.exists(sweep.resolve("allocsize=4K/fork-3/stats.csv")), "each fork is a run");
        List<String> points = Fixtures.lines(sweep.resolve("sweep-stats.csv"));
        assertEquals(3, points.size());
        assertTrue(
                points.get(1).startsWith("1K,complete,1800,"),
                "a forked point's row holds every fork's samples: " + points.get(1));
    }

    @Test
    void mergePlotAndReportGoDownToTheForks() throws Exception {
        Path sweep = ForkFixtures.forkedSweep(tmp.resolve("sweep"), "Test VM", 0, 0);
        assertEquals(0, Fixtures.cli("merge", sweep.toString()).exit());
        assertTrue(Files.exists(sweep.resolve("allocsize=1K/fork-2/merged.csv")));
        Fixtures.Result plot = Fixtures.cli("plot", sweep.toString());
        assertEquals(0, plot.exit(), plot.err());
        assertTrue(Files.exists(sweep.resolve("plots/sweep.png")), "the sweep chart has the forked points");
        Fixtures.Result report = Fixtures.cli("report", sweep.toString());
        assertEquals(0, report.exit(), report.err());
        String html = Files.readString(sweep.resolve("report.html"));
        assertTrue(html.contains("memalloc allocsize=4K: 3 forks"), "a section a forked point");
        assertTrue(html.contains("mean_ci99_low"), "with the spread table");
        assertTrue(html.contains("memalloc allocsize=4K fork 3/3"), "and each fork as a run");
    }

    @Test
    void compareMarksADifferenceWithinTheForksSpreadAsNotSignificant() throws Exception {
        // Means: A 100..150 (interval 70..150), B 130..150 (interval 100..180): they overlap.
        // p50: A 50..54, B 80..84: apart.
        Path a = ForkFixtures.forkedSweep(tmp.resolve("a"), "VM A", 0, 0);
        Path b = ForkFixtures.forkedSweep(tmp.resolve("b"), "VM B", 30, 30);
        Path out = tmp.resolve("cmp");
        Fixtures.Result r =
                Fixtures.cli("compare", "--unit", "ns", "--out", out.toString(), a.toString(), b.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("spread across forks"), r.out());
        List<String> rows = Fixtures.lines(out.resolve("compare-forks.csv"));
        String mean1K = rows.stream()
                .filter(l -> l.startsWith("memalloc allocsize=1K,mean,"))
                .findFirst()
                .orElseThrow();
        assertTrue(mean1K.contains("70.0 .. 150.0") && mean1K.contains("100.0 .. 180.0"), mean1K);
        assertTrue(mean1K.endsWith("not significant (spreads overlap)"), mean1K);
        String p501K = rows.stream()
                .filter(l -> l.startsWith("memalloc allocsize=1K,p50,"))
                .findFirst()
                .orElseThrow();
        assertTrue(p501K.endsWith(",apart"), p501K);
        List<String> pooled = Fixtures.lines(out.resolve("compare.csv"));
        assertFalse(
                pooled.stream().anyMatch(l -> l.contains("fork")),
                "one row a test and folder, the forks together: " + pooled);
        assertEquals(1 + 2 * 2, pooled.size(), "two points, two folders");
    }
}
