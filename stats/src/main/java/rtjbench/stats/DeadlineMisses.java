package rtjbench.stats;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Deadline misses of a sequence of releases, defined once for the testapps that take a {@code deadline}
 * ({@code periodic}'s lateness, {@code dispatch}'s response) and for the tools that read their samples back.
 * <ul>
 * <li><b>miss</b>: a sample (a release's lateness, a response time) strictly greater than the deadline.</li>
 * <li><b>miss ratio</b>: misses over samples (0 of no samples).</li>
 * <li><b>longest run</b>: the most misses in a row, in sample order (a stall shows as one long run; scattered
 * misses as many runs of 1).</li>
 * <li><b>lateness fraction</b>: the largest sample over the deadline (1.0: at the deadline; 3.5: three and a half
 * deadlines late); below 0 where every sample was early.</li>
 * </ul>
 * {@link #record} is primitive arithmetic on fields, so a timed loop may call it (it allocates nothing); a counter
 * belongs to one thread.
 */
public final class DeadlineMisses {
    private final long deadline;
    private long samples;
    private long misses;
    private long run;
    private long longestRun;
    private long largest = Long.MIN_VALUE;

    /** {@code deadline}: in the samples' unit, above 0. */
    public DeadlineMisses(long deadline) {
        if (deadline <= 0) {
            throw new IllegalArgumentException("deadline " + deadline + " is not positive");
        }
        this.deadline = deadline;
    }

    /** Counts already made elsewhere (a runner's, read back from its metadata). */
    public static DeadlineMisses counted(long deadline, long samples, long misses, long longestRun, long largest) {
        DeadlineMisses d = new DeadlineMisses(deadline);
        d.samples = samples;
        d.misses = misses;
        d.longestRun = longestRun;
        d.largest = samples == 0 ? Long.MIN_VALUE : largest;
        return d;
    }

    /** The misses of {@code samples} in their order. */
    public static DeadlineMisses of(long[] samples, long deadline) {
        DeadlineMisses d = new DeadlineMisses(deadline);
        for (long s : samples) {
            d.record(s);
        }
        return d;
    }

    /**
     * One sample, in order. Without branches: a loop's warm-up may see no miss at all, and the JIT's top tier
     * compiles a branch never taken into a trap, which the first measured miss would spring (a deoptimisation, and
     * the counting interpreted again, in the measured phase).
     */
    public void record(long sample) {
        samples++;
        largest = Math.max(largest, sample);
        long miss = (deadline - sample) >>> 63; // 1 where the sample is over the deadline, else 0
        misses += miss;
        run = (run + 1) * miss; // a miss lengthens the run, anything else ends it
        longestRun = Math.max(longestRun, run);
    }

    /** Adds another thread's counts: samples and misses add, the longest run and largest sample are the larger. */
    public void add(DeadlineMisses other) {
        samples += other.samples;
        misses += other.misses;
        longestRun = Math.max(longestRun, other.longestRun);
        largest = Math.max(largest, other.largest);
    }

    /**
     * The same counts with the deadline given in another unit (clock ticks to ns): the largest sample is scaled by
     * the same factor, so the worst fraction stays what it was.
     */
    public DeadlineMisses inUnit(long sameDeadline) {
        DeadlineMisses d = new DeadlineMisses(sameDeadline);
        d.samples = samples;
        d.misses = misses;
        d.run = run;
        d.longestRun = longestRun;
        d.largest = samples == 0 ? Long.MIN_VALUE : Math.round(largest * (sameDeadline / (double) deadline));
        return d;
    }

    public long deadline() {
        return deadline;
    }

    public long samples() {
        return samples;
    }

    public long misses() {
        return misses;
    }

    public double missRatio() {
        return samples == 0 ? 0 : misses / (double) samples;
    }

    public long longestRun() {
        return longestRun;
    }

    /** The largest sample over the deadline; NaN of no samples. */
    public double latenessFraction() {
        return samples == 0 ? Double.NaN : largest / (double) deadline;
    }

    /**
     * As metadata and the tools print it: deadline_ns, samples, misses, miss_ratio, longest_miss_run,
     * max_lateness_fraction.
     */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("deadline_ns", deadline);
        m.put("samples", samples);
        m.put("misses", misses);
        m.put("miss_ratio", missRatio());
        m.put("longest_miss_run", longestRun);
        m.put("max_lateness_fraction", samples == 0 ? null : latenessFraction());
        return m;
    }

    /**
     * "3 of 5000 missed (0.060%), longest run 2, worst 3.10x the deadline". Written without {@code String.format}: a
     * cold fork writes it at its end, and the formatter's first use in a VM loads the locale data through reflection
     * and regular expressions, two seconds of compiling under -Xcomp.
     */
    public String describe() {
        return misses + " of " + samples + " missed (" + fixed(missRatio() * 100, 3) + "%), longest run " + longestRun
                + ", worst " + fixed(samples == 0 ? 0.0 : latenessFraction(), 2) + "x the deadline";
    }

    /**
     * {@code value} with {@code places} decimals (at most 6), rounded half up as {@code %.Nf} writes it; from 10^12,
     * where scaling could lose digits, through {@link BigDecimal}.
     */
    static String fixed(double value, int places) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return Double.toString(value);
        }
        if (Math.abs(value) >= 1e12) {
            return new BigDecimal(Double.toString(value))
                    .setScale(places, RoundingMode.HALF_UP)
                    .toPlainString();
        }
        long scale = 1;
        for (int i = 0; i < places; i++) {
            scale *= 10;
        }
        long scaled = Math.round(Math.abs(value) * scale);
        StringBuilder fraction = new StringBuilder(Long.toString(scaled % scale));
        while (fraction.length() < places) {
            fraction.insert(0, '0');
        }
        String sign = Math.copySign(1.0, value) < 0 ? "-" : ""; // as the formatter: -0.0004 to 0 places is "-0"
        return places == 0 ? sign + scaled : sign + scaled / scale + "." + fraction;
    }
}
