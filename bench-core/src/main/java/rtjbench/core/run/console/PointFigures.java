package rtjbench.core.run.console;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import rtjbench.stats.ClockStep;
import rtjbench.stats.SampleDistribution;

/**
 * A point's headline figures over all its threads, in ns, as {@link SampleDistribution} defines them (so they
 * are the figures {@code tools stats} writes): the count, mean, p50, p99, p99.9 and max; and the step its clock's
 * readings move in, as its latencies show it ({@link ClockStep#ofPoint}, as the report works it out from the
 * same samples; 1 where they show none), against which the console's finding reads the figures. What its progress line
 * says and the console's summary tables list; a fork hands them to the runner as one line on its error stream
 * ({@link #line()}, {@link #parse}).
 */
public final class PointFigures {
    /** How a fork's figures line starts; never shown on the runner's console. */
    public static final String LINE = "rtjbench-fork: figures ";

    public final long count;
    public final double mean;
    public final double p50;
    public final double p99;
    public final double p999;
    public final double max;
    /** The clock's step near the p50, ns; 1 where the latencies show none. */
    public final long step;

    public PointFigures(long count, double mean, double p50, double p99, double p999, double max) {
        this(count, mean, p50, p99, p999, max, 1);
    }

    public PointFigures(long count, double mean, double p50, double p99, double p999, double max, long step) {
        this.count = count;
        this.mean = mean;
        this.p50 = p50;
        this.p99 = p99;
        this.p999 = p999;
        this.max = max;
        this.step = Math.max(1, step);
    }

    /** The figures of a distribution; null where it has no samples. */
    public static PointFigures of(SampleDistribution all) {
        if (all.isEmpty()) {
            return null;
        }
        return new PointFigures(
                all.count(),
                all.mean(),
                all.percentile(50),
                all.percentile(99),
                all.percentile(99.9),
                all.max(),
                ClockStep.ofPoint(all));
    }

    /** {@code p50 0.043 us, p99 0.250 us, max 23.891 us}: µs to the digit the stats files hold. */
    public String text() {
        return String.format(Locale.ROOT, "p50 %s, p99 %s, max %s us", us(p50), us(p99), us(max));
    }

    /** A time in µs to three decimals, as the console's tables and {@code stats.csv} print it. */
    public static String us(double nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e3);
    }

    /** The statistics a finding compares, by the names of {@code rtjbench.stats.Finding.STATISTICS}. */
    public Map<String, Double> byName() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("mean", mean);
        m.put("p50", p50);
        m.put("p99", p99);
        m.put("p99.9", p999);
        m.put("max", max);
        return m;
    }

    /** The line a fork prints for the runner. */
    public String line() {
        return LINE
                + String.format(
                        Locale.ROOT,
                        "count=%d mean=%s p50=%s p99=%s p99.9=%s max=%s step=%d",
                        count,
                        mean,
                        p50,
                        p99,
                        p999,
                        max,
                        step);
    }

    /** The figures of a fork's {@link #line()}; null where the line is not one. */
    public static PointFigures parse(String line) {
        if (!line.startsWith(LINE)) {
            return null;
        }
        Map<String, String> m = new LinkedHashMap<>();
        for (String pair : line.substring(LINE.length()).trim().split(" ")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                m.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        try {
            return new PointFigures(
                    Long.parseLong(m.get("count")),
                    Double.parseDouble(m.get("mean")),
                    Double.parseDouble(m.get("p50")),
                    Double.parseDouble(m.get("p99")),
                    Double.parseDouble(m.get("p99.9")),
                    Double.parseDouble(m.get("max")),
                    m.containsKey("step") ? Long.parseLong(m.get("step")) : 1);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
