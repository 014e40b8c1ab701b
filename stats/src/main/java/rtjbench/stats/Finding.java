package rtjbench.stats;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The comparison a testapp's docs call its finding, declared once by the testapp and worked out the same way
 * by the runner's console summary and the report's headline card, from the points of one run of it:
 * <ul>
 * <li>{@link #ratio}: a statistic of one point against another's (priority inheritance against none), where
 * an argument is named, at its largest value only (release order at the most low handlers);</li>
 * <li>{@link #slope}: how the statistic grows per unit of a swept size, from the smallest point to the largest
 * (memalloc's growth per KB, arraycopy's cost per byte);</li>
 * <li>{@link #extremes}: the point with the lowest statistic against the one with the highest (spinlock's best
 * and worst lock);</li>
 * <li>{@link #limit}: a point's statistic against the value of one of its own arguments (periodic's p99.9
 * against its deadline); the point closest to its limit where there are several.</li>
 * </ul>
 * A declaration is plain data ({@link #toMap}, {@link #fromMap}): the runner writes it into each run's
 * metadata.json ({@code finding}), so the tools read it from the results folder. Times are in ns; sizes in B.
 * <p>
 * <b>What the clock can say.</b> Each point carries the step its clock's readings move in, as its own latencies
 * show it ({@link ClockStep#ofPoint}; 1 where they show none). Two figures within one step of each other are
 * not told apart by that clock: a ratio, a worst-against-best or a growth between them is then <i>not resolved
 * by this clock</i>, and says so instead of a number. A figure of at most {@link #FEW_STEPS} steps is shown with
 * its step ({@code 10 ns (the clock's step here)}, {@code 30 ns (3 steps of the clock's 10 ns)}), so a reader
 * sees how coarse it is.
 */
public final class Finding {
    /** What is compared. */
    public enum Kind {
        RATIO,
        SLOPE,
        EXTREMES,
        LIMIT
    }

    /** A figure of at most this many clock steps is shown with its step. */
    public static final int FEW_STEPS = 5;

    /** The statistics a finding may compare, by name: what each point's figures hold. */
    public static final List<String> STATISTICS =
            Collections.unmodifiableList(Arrays.asList("mean", "p50", "p99", "p99.9", "max"));

    private final Kind kind;
    private final String title;
    private final String statistic;
    private final Map<String, String> a;
    private final Map<String, String> b;
    private final String arg;
    private final String unit;
    private final double unitSize;

    private Finding(
            Kind kind,
            String title,
            String statistic,
            Map<String, String> a,
            Map<String, String> b,
            String arg,
            String unit,
            double unitSize) {
        if (!STATISTICS.contains(statistic)) {
            throw new IllegalArgumentException("statistic '" + statistic + "' is not one of " + STATISTICS);
        }
        this.kind = kind;
        this.title = title;
        this.statistic = statistic;
        this.a = Collections.unmodifiableMap(new LinkedHashMap<>(a));
        this.b = Collections.unmodifiableMap(new LinkedHashMap<>(b));
        this.arg = arg;
        this.unit = unit;
        this.unitSize = unitSize;
    }

    /**
     * {@code statistic} of the point whose arguments are {@code a} against the one whose arguments are {@code b};
     * where {@code atLargest} names an argument (else null), only the points at its largest value count.
     */
    public static Finding ratio(
            String title, String statistic, Map<String, String> a, Map<String, String> b, String atLargest) {
        return new Finding(Kind.RATIO, title, statistic, a, b, atLargest, "", 1);
    }

    /**
     * How {@code statistic} grows per {@code unit} ({@code unitSize} of {@code arg}'s value) from its smallest point to
     * its largest.
     */
    public static Finding slope(String title, String statistic, String arg, String unit, double unitSize) {
        return overArg(Kind.SLOPE, title, statistic, arg, unit, unitSize);
    }

    /** The point of lowest {@code statistic} against the one of highest, across {@code arg}'s values. */
    public static Finding extremes(String title, String statistic, String arg) {
        return overArg(Kind.EXTREMES, title, statistic, arg, "", 1);
    }

    /** {@code statistic} against the value of the point's own argument {@code arg} (a time, in ns). */
    public static Finding limit(String title, String statistic, String arg) {
        return overArg(Kind.LIMIT, title, statistic, arg, "", 1);
    }

    /** A finding over the values of one argument, {@code arg}, rather than between two named points. */
    private static Finding overArg(
            Kind kind, String title, String statistic, String arg, String unit, double unitSize) {
        Map<String, String> none = Collections.emptyMap();
        return new Finding(kind, title, statistic, none, none, arg, unit, unitSize);
    }

    public Kind kind() {
        return kind;
    }

    public String title() {
        return title;
    }

    public String statistic() {
        return statistic;
    }

    /** The argument whose value a point gives as a number ({@link Point#argValue}); null where none is named. */
    public String arg() {
        return arg;
    }

    /** The declaration as plain data, for metadata.json's {@code finding}. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind.name().toLowerCase(Locale.ROOT));
        m.put("title", title);
        m.put("statistic", statistic);
        if (kind == Kind.RATIO) {
            m.put("a", a);
            m.put("b", b);
        }
        if (arg != null) {
            m.put("arg", arg);
        }
        if (kind == Kind.SLOPE) {
            m.put("unit", unit);
            m.put("unit_size", unitSize);
        }
        return m;
    }

    /** A declaration read back from {@link #toMap}'s data; IllegalArgumentException naming what is wrong. */
    public static Finding fromMap(Map<?, ?> m) {
        String kindText = text(m, "kind");
        Kind kind;
        try {
            kind = Kind.valueOf(kindText.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "finding kind '" + kindText + "' is not one of ratio, slope, extremes, limit");
        }
        Object unitSize = m.get("unit_size");
        return new Finding(
                kind,
                text(m, "title"),
                text(m, "statistic"),
                texts(m.get("a")),
                texts(m.get("b")),
                m.get("arg") == null ? null : String.valueOf(m.get("arg")),
                m.get("unit") == null ? "" : String.valueOf(m.get("unit")),
                unitSize instanceof Number ? ((Number) unitSize).doubleValue() : 1);
    }

    private static String text(Map<?, ?> m, String key) {
        Object v = m.get(key);
        if (v == null) {
            throw new IllegalArgumentException("a finding needs '" + key + "'");
        }
        return String.valueOf(v);
    }

    private static Map<String, String> texts(Object o) {
        Map<String, String> m = new LinkedHashMap<>();
        if (o instanceof Map) {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                m.put(String.valueOf(e.getKey()), String.valueOf(e.getValue()));
            }
        }
        return m;
    }

    /**
     * One complete point of the run: its label, its arguments as given, the named argument's value, its figures,
     * and its clock's step.
     */
    public static final class Point {
        final String label;
        final Map<String, String> args;
        final double argValue;
        final Map<String, Double> figures;
        final double step;

        /**
         * {@code args}: the point's arguments as text (as the args file gives them); {@code argValue}: the
         * finding's argument as a number (B, ns or a count; NaN where none); {@code figures}: the statistics of
         * {@link #STATISTICS} in ns. Its clock's step is not known.
         */
        public Point(String label, Map<String, String> args, double argValue, Map<String, Double> figures) {
            this(label, args, argValue, figures, 1);
        }

        /** As above, with the step in ns its latencies show ({@link ClockStep#ofPoint}; 1 or less: none). */
        public Point(
                String label, Map<String, String> args, double argValue, Map<String, Double> figures, double step) {
            this.label = label;
            this.args = args;
            this.argValue = argValue;
            this.figures = figures;
            this.step = step > 1 ? step : 1;
        }

        /** The point's swept values, as its label shows them. */
        public String label() {
            return label;
        }

        double stat(String name) {
            Double v = figures.get(name);
            return v == null ? Double.NaN : v;
        }

        boolean matches(Map<String, String> selector) {
            for (Map.Entry<String, String> e : selector.entrySet()) {
                if (!e.getValue().equals(args.get(e.getKey()))) {
                    return false;
                }
            }
            return true;
        }
    }

    /** How a time is shown: the console's µs to the stats files' digit, the report's readable units. */
    public interface TimeFormat {
        String format(double nanos);
    }

    /**
     * What the finding came to: the value ({@code x} for a ratio, ns a unit for a slope) and a sentence; or, where
     * the figures it compares lie within one step of their clock, that the clock does not resolve them.
     */
    public static final class Result {
        final Finding finding;
        final double value;
        final Point left;
        final Point right;
        /** The coarser step of the points compared, ns (1: none known). */
        final double step;

        final boolean resolved;

        Result(Finding finding, double value, Point left, Point right) {
            this.finding = finding;
            this.value = value;
            this.left = left;
            this.right = right;
            this.step = right == null ? left.step : Math.max(left.step, right.step);
            // A limit holds a figure against an argument's value, not against another figure: nothing to resolve.
            this.resolved = right == null
                    || !(step > 1 && Math.abs(left.stat(finding.statistic) - right.stat(finding.statistic)) <= step);
        }

        /** The ratio (ratio, extremes, limit) or the growth in ns per unit (slope), as computed from the figures. */
        public double value() {
            return value;
        }

        /** False where the two figures compared lie within one step of their clock: the value means nothing then. */
        public boolean resolved() {
            return resolved;
        }

        public Finding finding() {
            return finding;
        }

        /**
         * The value as a card shows it: {@code 25.6x}, {@code 26.4 ns per KB}, {@code 35% of deadline}, or {@code
         * not resolved by this clock}.
         */
        public String headline() {
            if (!resolved) {
                return "not resolved by this clock";
            }
            switch (finding.kind) {
                case SLOPE:
                    return threeDigits(value) + " ns per " + finding.unit;
                case LIMIT:
                    return String.format(Locale.ROOT, "%.0f%% of %s", 100 * value, finding.arg);
                default:
                    return ratioText(value);
            }
        }

        /**
         * The sentence: the points compared and their figures, a figure of a few clock steps with its step; where
         * not resolved, both figures and the step they lie within.
         */
        public String details(TimeFormat time) {
            String s = finding.statistic;
            if (!resolved) {
                return String.format(
                        Locale.ROOT,
                        "%s %s at %s and %s at %s: within one step of this clock, %s",
                        s,
                        time.format(left.stat(s)),
                        left.label,
                        time.format(right.stat(s)),
                        right.label,
                        time.format(step));
            }
            if (finding.kind == Kind.LIMIT) {
                return String.format(
                        Locale.ROOT,
                        "%s %s against %s %s%s",
                        s,
                        withStep(time, left.stat(s), left.step),
                        finding.arg,
                        time.format(left.argValue),
                        left.label.isEmpty() ? "" : " at " + left.label);
            }
            // a slope runs from one point to the other; a ratio sets one against the other
            return String.format(
                    Locale.ROOT,
                    "%s %s at %s" + (finding.kind == Kind.SLOPE ? ", " : " against ") + "%s at %s",
                    s,
                    withStep(time, left.stat(s), left.step),
                    left.label,
                    withStep(time, right.stat(s), right.step),
                    right.label);
        }

        /** Three significant digits, without an exponent: {@code 0.105}, {@code 26.4}, {@code 1050}. */
        static String threeDigits(double v) {
            if (v == 0 || Double.isNaN(v) || Double.isInfinite(v)) {
                return String.valueOf(v == 0 ? 0 : v);
            }
            BigDecimal d = new BigDecimal(v).round(new MathContext(3));
            return d.stripTrailingZeros().toPlainString();
        }

        private static String ratioText(double r) {
            return String.format(Locale.ROOT, r >= 100 ? "%.0fx" : r >= 10 ? "%.1fx" : r >= 0.1 ? "%.2fx" : "%.3fx", r);
        }
    }

    /**
     * {@code nanos} as {@code time} writes it, with its clock's step where it is at most {@link #FEW_STEPS} steps
     * long: {@code 10 ns (the clock's step here)}, {@code 30 ns (3 steps of the clock's 10 ns)}, {@code 0 ns (under
     * the clock's step, 10 ns)}; as it is where the step is 1 (none known) or the figure is longer. What the
     * console's summary and the report's cards write beside a short figure.
     */
    public static String withStep(TimeFormat time, double nanos, double step) {
        String t = time.format(nanos);
        if (!(step > 1) || Double.isNaN(nanos) || nanos > FEW_STEPS * step) {
            return t;
        }
        long steps = Math.round(nanos / step);
        if (steps == 0) {
            return t + " (under the clock's step, " + time.format(step) + ")";
        }
        if (steps == 1) {
            return t + " (the clock's step here)";
        }
        return t + " (" + steps + " steps of the clock's " + time.format(step) + ")";
    }

    /**
     * The finding of {@code points} (complete points of one run of the testapp), or null where they do not hold
     * what it compares (a point missing, a statistic unknown): the caller then shows the points as they are.
     */
    public Result evaluate(List<Point> points) {
        List<Point> usable = new ArrayList<>();
        for (Point p : points) {
            if (!Double.isNaN(p.stat(statistic))) {
                usable.add(p);
            }
        }
        switch (kind) {
            case RATIO:
                return ratio(usable);
            case SLOPE:
                return slope(usable);
            case EXTREMES:
                return extremes(usable);
            default:
                return limit(usable);
        }
    }

    private Result ratio(List<Point> points) {
        List<Point> at = arg == null ? points : atLargest(points);
        Point pa = only(at, a);
        Point pb = only(at, b);
        if (pa == null || pb == null || pb.stat(statistic) == 0) {
            return null;
        }
        return new Result(this, pa.stat(statistic) / pb.stat(statistic), pa, pb);
    }

    private List<Point> atLargest(List<Point> points) {
        double largest = Double.NEGATIVE_INFINITY;
        for (Point p : points) {
            largest = Math.max(largest, p.argValue);
        }
        List<Point> at = new ArrayList<>();
        for (Point p : points) {
            if (p.argValue == largest) {
                at.add(p);
            }
        }
        return at;
    }

    private static Point only(List<Point> points, Map<String, String> selector) {
        Point found = null;
        for (Point p : points) {
            if (p.matches(selector)) {
                if (found != null) {
                    return null; // ambiguous: another swept argument tells them apart, not this declaration
                }
                found = p;
            }
        }
        return found;
    }

    private Result slope(List<Point> points) {
        Point low = null;
        Point high = null;
        for (Point p : points) {
            if (Double.isNaN(p.argValue)) {
                continue;
            }
            if (low == null || p.argValue < low.argValue) low = p;
            if (high == null || p.argValue > high.argValue) high = p;
        }
        if (low == null || high.argValue == low.argValue) {
            return null;
        }
        double units = (high.argValue - low.argValue) / unitSize;
        return new Result(this, (high.stat(statistic) - low.stat(statistic)) / units, low, high);
    }

    private Result extremes(List<Point> points) {
        if (points.size() < 2) {
            return null;
        }
        Point best = points.get(0);
        Point worst = points.get(0);
        for (Point p : points) {
            if (p.stat(statistic) < best.stat(statistic)) best = p;
            if (p.stat(statistic) >= worst.stat(statistic)) worst = p; // the last of equals: two points named
        }
        if (best.stat(statistic) == 0) {
            return null;
        }
        return new Result(this, worst.stat(statistic) / best.stat(statistic), worst, best);
    }

    private Result limit(List<Point> points) {
        Point closest = null;
        double share = Double.NEGATIVE_INFINITY;
        for (Point p : points) {
            if (Double.isNaN(p.argValue) || p.argValue <= 0) {
                continue;
            }
            double s = p.stat(statistic) / p.argValue;
            if (s > share) {
                share = s;
                closest = p;
            }
        }
        return closest == null ? null : new Result(this, share, closest, null);
    }
}
