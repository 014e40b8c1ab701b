package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each kind of finding worked out on points made by hand, and a declaration that survives its plain data. */
class FindingTest {
    private static final Finding.TimeFormat NS = nanos -> String.format(Locale.ROOT, "%.0f ns", nanos);

    private static Finding.Point point(String label, Map<String, String> args, double value, double p50) {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("p50", p50);
        figures.put("p99.9", 2 * p50);
        return new Finding.Point(label, args, value, figures);
    }

    /** A point whose latencies were planted on a 10 ns step: its figures and its step come from them. */
    private static Finding.Point stepped(String label, Map<String, String> args, double value, long[] latencies) {
        SampleDistribution d = SampleDistribution.of(latencies);
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("p50", (double) d.percentile(50));
        return new Finding.Point(label, args, value, figures, ClockStep.ofPoint(d));
    }

    /** {@code n} latencies on multiples of 10 ns, {@code base} steps and up to three more. */
    static long[] onATenNanosecondStep(int n, int base, long seed) {
        java.util.Random rnd = new java.util.Random(seed);
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            int extra = rnd.nextInt(10);
            v[i] = 10L * (base + (extra < 6 ? 0 : extra < 9 ? 1 : 2 + rnd.nextInt(2)));
        }
        return v;
    }

    private static Map<String, String> args(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }

    @Test
    void aRatioComparesTheTwoPointsItNames() {
        Finding f = Finding.ratio(
                "without vs with inheritance",
                "p50",
                Collections.singletonMap("lock", "posix-none"),
                Collections.singletonMap("lock", "posix-inherit"),
                null);
        List<Finding.Point> points = new ArrayList<>();
        points.add(point("lock=synchronized", args("lock", "synchronized"), Double.NaN, 5_000_000));
        points.add(point("lock=posix-none", args("lock", "posix-none"), Double.NaN, 5_057_164));
        points.add(point("lock=posix-inherit", args("lock", "posix-inherit"), Double.NaN, 197_224));
        Finding.Result r = f.evaluate(points);
        assertEquals(5_057_164.0 / 197_224, r.value(), 1e-12);
        assertEquals("25.6x", r.headline());
        assertEquals("p50 5057164 ns at lock=posix-none against 197224 ns at lock=posix-inherit", r.details(NS));
        assertNull(f.evaluate(points.subList(0, 2)), "a point it names is missing: no finding");
    }

    @Test
    void aRatioAtTheLargestValueOfAnArgumentIgnoresTheOthers() {
        Finding f = Finding.ratio(
                "registration vs priority",
                "p50",
                Collections.singletonMap("release_order", "registration"),
                Collections.singletonMap("release_order", "priority"),
                "low_handlers");
        List<Finding.Point> points = new ArrayList<>();
        points.add(point("0 priority", args("release_order", "priority"), 0, 1500));
        points.add(point("0 registration", args("release_order", "registration"), 0, 2700));
        points.add(point("100 priority", args("release_order", "priority"), 100, 1700));
        points.add(point("100 registration", args("release_order", "registration"), 100, 65_452));
        assertEquals(65_452.0 / 1700, f.evaluate(points).value(), 1e-12);
    }

    @Test
    void aSlopeIsTheGrowthPerUnitFromTheSmallestPointToTheLargest() {
        Finding f = Finding.slope("growth per KB", "p50", "allocsize", "KB", 1024);
        List<Finding.Point> points = new ArrayList<>();
        points.add(point("allocsize=4K", args(), 4096, 367));
        points.add(point("allocsize=16K", args(), 16384, 1712));
        points.add(point("allocsize=1K", args(), 1024, 43));
        Finding.Result r = f.evaluate(points);
        assertEquals((1712.0 - 43) / 15, r.value(), 1e-9);
        assertEquals("111 ns per KB", r.headline());
        assertEquals("p50 43 ns at allocsize=1K, 1712 ns at allocsize=16K", r.details(NS));
        assertNull(f.evaluate(points.subList(0, 1)), "one point has no slope");
    }

    @Test
    void extremesAreTheWorstPointAgainstTheBest() {
        Finding f = Finding.extremes("worst vs best lock", "p50", "lock");
        List<Finding.Point> points = new ArrayList<>();
        points.add(point("lock=tas", args(), Double.NaN, 336));
        points.add(point("lock=mcs", args(), Double.NaN, 46));
        points.add(point("lock=ttas", args(), Double.NaN, 51));
        Finding.Result r = f.evaluate(points);
        assertEquals(336.0 / 46, r.value(), 1e-12);
        assertTrue(r.details(NS).contains("336 ns at lock=tas against 46 ns at lock=mcs"), r.details(NS));
    }

    @Test
    void aLimitIsTheStatisticAsAShareOfTheArgumentsValueAtTheClosestPoint() {
        Finding f = Finding.limit("p99.9 against the deadline", "p99.9", "deadline");
        List<Finding.Point> points = new ArrayList<>();
        points.add(point("", args(), 200_000, 40_000));
        Finding.Result r = f.evaluate(points);
        assertEquals(0.4, r.value(), 1e-12);
        assertEquals("40% of deadline", r.headline());
        assertEquals("p99.9 80000 ns against deadline 200000 ns", r.details(NS));
    }

    @Test
    void figuresWithinOneClockStepAreNotResolvedByIt() {
        // Two locks whose every acquire is one or two steps of a 10 ns clock: their p50s are the same step.
        Finding f = Finding.extremes("worst vs best lock", "p50", "lock");
        List<Finding.Point> points = new ArrayList<>();
        points.add(stepped("lock=tas", args("lock", "tas"), Double.NaN, onATenNanosecondStep(400, 1, 1)));
        points.add(stepped("lock=mcs", args("lock", "mcs"), Double.NaN, onATenNanosecondStep(400, 1, 2)));
        Finding.Result r = f.evaluate(points);
        assertFalse(r.resolved());
        assertEquals("not resolved by this clock", r.headline());
        assertEquals(
                "p50 10 ns at lock=mcs and 10 ns at lock=tas: within one step of this clock, 10 ns", r.details(NS));

        // One step apart is still within it; a ratio of 2.00x between 10 and 20 ns would be the clock's, not the
        // locks'.
        Finding ratio = Finding.ratio("a vs b", "p50", args("lock", "b"), args("lock", "a"), null);
        List<Finding.Point> close = new ArrayList<>();
        close.add(stepped("lock=a", args("lock", "a"), Double.NaN, onATenNanosecondStep(400, 1, 3)));
        close.add(stepped("lock=b", args("lock", "b"), Double.NaN, onATenNanosecondStep(400, 2, 4)));
        assertEquals("not resolved by this clock", ratio.evaluate(close).headline());

        // A point planted on no step (1 ns apart) keeps its ratio: nothing says the clock is coarse.
        List<Finding.Point> fine = new ArrayList<>();
        fine.add(point("lock=a", args("lock", "a"), Double.NaN, 10));
        fine.add(point("lock=b", args("lock", "b"), Double.NaN, 20));
        assertEquals("2.00x", ratio.evaluate(fine).headline());
    }

    @Test
    void aFigureOfAFewClockStepsIsShownWithItsStep() {
        Finding f = Finding.slope("growth per KB", "p50", "allocsize", "KB", 1024);
        List<Finding.Point> points = new ArrayList<>();
        points.add(stepped("allocsize=1K", args(), 1024, onATenNanosecondStep(400, 3, 5)));
        points.add(stepped("allocsize=16K", args(), 16384, onATenNanosecondStep(400, 65, 6)));
        Finding.Result r = f.evaluate(points);
        assertTrue(r.resolved());
        assertEquals(
                "p50 30 ns (3 steps of the clock's 10 ns) at allocsize=1K, 650 ns at allocsize=16K", r.details(NS));
        assertEquals("10 ns (the clock's step here)", Finding.withStep(NS, 10, 10));
        assertEquals("0 ns (under the clock's step, 10 ns)", Finding.withStep(NS, 0, 10));
        assertEquals("50 ns (5 steps of the clock's 10 ns)", Finding.withStep(NS, 50, 10));
        assertEquals("60 ns", Finding.withStep(NS, 60, 10), "past a few steps a figure stands alone");
        assertEquals("10 ns", Finding.withStep(NS, 10, 1), "no step known");

        // The growth between two points one step apart is the clock's.
        List<Finding.Point> flat = new ArrayList<>();
        flat.add(stepped("allocsize=1K", args(), 1024, onATenNanosecondStep(400, 2, 7)));
        flat.add(stepped("allocsize=4K", args(), 4096, onATenNanosecondStep(400, 3, 8)));
        assertEquals("not resolved by this clock", f.evaluate(flat).headline());
    }

    @Test
    void extremesOfEqualFiguresNameTwoPoints() {
        Finding f = Finding.extremes("worst vs best lock", "p50", "lock");
        List<Finding.Point> points = new ArrayList<>();
        points.add(point("lock=tas", args(), Double.NaN, 40));
        points.add(point("lock=ttas", args(), Double.NaN, 40));
        assertEquals(
                "p50 40 ns at lock=ttas against 40 ns at lock=tas",
                f.evaluate(points).details(NS));
    }

    @Test
    void aDeclarationSurvivesItsPlainData() {
        Finding f =
                Finding.ratio("t", "p50", Collections.singletonMap("a", "1"), Collections.singletonMap("a", "2"), "n");
        Finding back = Finding.fromMap(f.toMap());
        assertEquals(f.toMap(), back.toMap());
        Finding slope =
                Finding.fromMap(Finding.slope("s", "p99", "copysize", "byte", 1).toMap());
        assertEquals(Finding.Kind.SLOPE, slope.kind());
        assertEquals("copysize", slope.arg());
        assertThrows(IllegalArgumentException.class, () -> Finding.fromMap(Collections.singletonMap("kind", "odd")));
        assertThrows(IllegalArgumentException.class, () -> Finding.slope("s", "p42", "x", "KB", 1024));
    }
}
