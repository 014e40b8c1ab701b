package rtjbench.tools.stats;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import rtjbench.stats.SampleDistribution;

/**
 * Everything one pass over one thread's samples (or over all threads) yields: the exact distribution (a count
 * per distinct value, from which every statistic of the tables comes), the HdrHistogram the .hgrm file and the
 * charts draw from, µs buckets and trace bins. Nothing holds the samples themselves.
 */
public final class ThreadStats {
    /** HdrHistogram precision (the .hgrm file and the charts only): 3 significant digits. */
    public static final int HDR_DIGITS = 3;
    /** Up to this many points a thread in a trace chart: one per 1.6 pixels or more of its 830-pixel plot area. */
    public static final int TRACE_BINS = 512;

    private final String name;
    private final SampleDistribution.Builder exact = new SampleDistribution.Builder();
    /** Built from {@code exact} on first use, after the pass; dropped if more samples come. */
    private SampleDistribution distribution;

    private final Histogram hdr = new Histogram(HDR_DIGITS);
    private final MicrosHistogram micros;
    private final TraceBins trace;
    private IntervalSeries intervals;

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

    /**
     * A histogram run's thread: one interval of its log (ns, after any overhead subtraction). Counted as
     * its buckets' middle values, so min, mean and std are within the histogram's 0.1%; the trace becomes
     * the per-interval series.
     */
    public void addInterval(double startS, double endS, Histogram ns) {
        distribution = null;
        for (HistogramIterationValue v : ns.recordedValues()) {
            long value = ns.medianEquivalentValue(v.getValueIteratedTo());
            long n = v.getCountAtValueIteratedTo();
            exact.add(value, n);
            hdr.recordValueWithCount(value, n);
            micros.add(value, n);
        }
        if (intervals == null) intervals = new IntervalSeries();
        intervals.add(startS, endS, ns);
    }

    /** The exact largest sample where the values added are bucket middles (a histogram run's outliers). */
    public void exactMax(long max) {
        distribution = null;
        exact.exactMax(max);
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

    /** Null unless the samples came as interval histograms. */
    public IntervalSeries intervals() {
        return intervals;
    }

    public Summary summary() {
        return Summary.of(distribution());
    }
}
