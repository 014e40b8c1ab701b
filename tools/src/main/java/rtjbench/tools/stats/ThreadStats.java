package rtjbench.tools.stats;

import org.HdrHistogram.Histogram;
import rtjbench.stats.SampleDistribution;

/**
 * Everything one pass over one thread's samples (or over all threads) yields: the exact distribution (a count
 * per distinct value, from which every statistic of the tables comes), the HdrHistogram the .hgrm file and the
 * charts draw from, µs buckets and trace bins. Nothing holds the samples themselves.
 */
public final class ThreadStats {
    /** HdrHistogram precision (the .hgrm file and the charts only): 3 significant digits. */
    public static final int HDR_DIGITS = 3;
    public static final int TRACE_BINS = 1024;

    private final String name;
    private final SampleDistribution.Builder exact = new SampleDistribution.Builder();
    /** Built from {@code exact} on first use, after the pass; dropped if more samples come. */
    private SampleDistribution distribution;
    private final Histogram hdr = new Histogram(HDR_DIGITS);
    private final MicrosHistogram micros;
    private final TraceBins trace;

    public ThreadStats(String name, int microsBuckets, boolean withTrace) {
        this.name = name;
        this.micros = new MicrosHistogram(microsBuckets);
        this.trace = withTrace ? new TraceBins(TRACE_BINS) : null;
    }

    public void add(long ns) {
        distribution = null;
        exact.add(ns);
        hdr.recordValue(ns);
        micros.add(ns);
        if (trace != null) trace.add(ns);
    }

    /** Adds another thread's exact figures and histogram (for the overall row; no trace or µs buckets). */
    public void addAll(ThreadStats o) {
        distribution = null;
        exact.addAll(o.exact);
        hdr.add(o.hdr);
    }

    public String name() {
        return name;
    }

    /** The exact distribution of the samples added so far (rtjbench.stats: the one definition of each statistic). */
    public SampleDistribution distribution() {
        if (distribution == null) distribution = exact.build();
        return distribution;
    }

    public Histogram hdr() {
        return hdr;
    }

    public MicrosHistogram micros() {
        return micros;
    }

    /** Null where not asked for. */
    public TraceBins trace() {
        return trace;
    }

    public Summary summary() {
        return Summary.of(distribution());
    }
}
