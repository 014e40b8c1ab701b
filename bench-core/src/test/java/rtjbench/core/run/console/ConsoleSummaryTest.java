package rtjbench.core.run.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.testing.StepSamples;
import rtjbench.stats.Finding;
import rtjbench.stats.SampleDistribution;

/** The console's last tables: one a testapp, a row a point, its finding on the title line. */
class ConsoleSummaryTest {
    private static Map<String, String> lock(String kind) {
        return Collections.singletonMap("lock", kind);
    }

    @Test
    void oneTableARowAPointThenTheFindings() {
        ConsoleSummary s = new ConsoleSummary();
        s.testApp(
                "prio_inversion",
                Finding.ratio(
                        "without vs with priority inheritance",
                        "p50",
                        lock("posix-none"),
                        lock("posix-inherit"),
                        null));
        s.point(
                "lock=posix-none",
                lock("posix-none"),
                Double.NaN,
                new PointFigures(20, 5_053_871.8, 5_057_164, 5_079_322, 5_079_322, 5_079_322),
                null);
        s.point(
                "lock=posix-inherit",
                lock("posix-inherit"),
                Double.NaN,
                new PointFigures(20, 197_706.9, 197_224, 214_331, 214_331, 214_331),
                null);
        s.point("lock=reentrantlock", lock("reentrantlock"), Double.NaN, null, "incomplete: thread 0 failed");
        s.testApp("timer", null);
        s.point(
                "",
                Collections.<String, String>emptyMap(),
                Double.NaN,
                new PointFigures(10000, 49.8, 56, 65, 130, 2957),
                null);
        s.testApp("lt.memalloc", null); // skipped: no table
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        s.print(new PrintStream(bytes, true));
        assertEquals(
                Arrays.asList(
                        "                                      count    p50[us]    p99[us]  p99.9[us]    max[us]",
                        "prio_inversion lock=posix-none           20   5057.164   5079.322   5079.322   5079.322",
                        "prio_inversion lock=posix-inherit        20    197.224    214.331    214.331    214.331",
                        "prio_inversion lock=reentrantlock         - incomplete: thread 0 failed",
                        "timer                                 10000      0.056      0.065      0.130      2.957",
                        "prio_inversion: without vs with priority inheritance: 25.6x (p50 5057.164 us at lock=posix-none"
                                + " against 197.224 us at lock=posix-inherit)"),
                Arrays.asList(new String(bytes.toByteArray(), StandardCharsets.UTF_8).split("\n")));
    }

    @Test
    void aFindingBetweenFiguresWithinOneClockStepSaysTheClockDoesNotResolveIt() {
        ConsoleSummary s = new ConsoleSummary();
        s.testApp("spinlock", Finding.extremes("worst vs best lock", "p50", "lock"));
        for (String lock : new String[] {"tas", "ttas", "mcs"}) {
            PointFigures f = PointFigures.of(SampleDistribution.of(StepSamples.oneOrTwoSteps(2000, lock.hashCode())));
            assertEquals(10, f.step, "the step the planted samples show");
            assertEquals(f.step, PointFigures.parse(f.line()).step, "the step crosses from the fork");
            s.point("lock=" + lock, lock(lock), Double.NaN, f, null);
        }
        s.testApp("memalloc", Finding.slope("growth of new per KB allocated", "p50", "allocsize", "KB", 1024));
        long[] small = StepSamples.oneOrTwoSteps(2000, 7);
        for (int i = 0; i < small.length; i++) small[i] += 20; // three steps mostly
        s.point("allocsize=1K", Collections.singletonMap("allocsize", "1K"), 1024, figures(small), null);
        long[] large = StepSamples.oneOrTwoSteps(2000, 8);
        for (int i = 0; i < large.length; i++) large[i] += 640;
        s.point("allocsize=16K", Collections.singletonMap("allocsize", "16K"), 16384, figures(large), null);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        s.print(new PrintStream(bytes, true));
        java.util.List<String> lines =
                Arrays.asList(new String(bytes.toByteArray(), StandardCharsets.UTF_8).split("\n"));
        assertEquals(
                "spinlock: worst vs best lock: not resolved by this clock (p50 0.010 us at lock=mcs and 0.010 us at"
                        + " lock=tas: within one step of this clock, 0.010 us)",
                lines.get(lines.size() - 2));
        assertEquals(
                "memalloc: growth of new per KB allocated: 41.3 ns per KB (p50 0.030 us (3 steps of the clock's 0.010"
                        + " us) at allocsize=1K, 0.650 us at allocsize=16K)",
                lines.get(lines.size() - 1));
    }

    private static PointFigures figures(long[] samples) {
        return PointFigures.of(SampleDistribution.of(samples));
    }
}
