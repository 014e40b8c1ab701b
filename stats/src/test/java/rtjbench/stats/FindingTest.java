package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
