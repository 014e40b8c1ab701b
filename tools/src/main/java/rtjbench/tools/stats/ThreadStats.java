package rtjbench.tools.stats;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/** Everything one pass over one thread's samples (or over all threads) yields; nothing holds the samples. */
public final class ThreadStats {
    /** HdrHistogram precision: 3 significant digits, i.e. percentiles within 0.1% of the exact value. */
    public static final int HDR_DIGITS = 3;
    /** Up to this many points a thread in a trace chart: one per 1.6 pixels or more of its 830-pixel plot area. */
    public static final int TRACE_BINS = 512;

    private final String name;
    private final Accumulator exact = new Accumulator();
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
        for (HistogramIterationValue v : ns.recordedValues()) {
            long value = ns.medianEquivalentValue(v.getValueIteratedTo());
            long n = v.getCountAtValueIteratedTo();
            exact.addRepeated(value, n);
            hdr.recordValueWithCount(value, n);
            micros.add(value, n);
        }
        if (intervals == null) intervals = new IntervalSeries();
        intervals.add(startS, endS, ns);
    }

    /** Adds another thread's exact figures and histogram (for the overall row; no trace or µs buckets). */
    public void addAll(ThreadStats o) {
        exact.add(o.exact);
        hdr.add(o.hdr);
    }

    public String name() {
        return name;
    }

    public Accumulator exact() {
        return exact;
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
        return Summary.of(this);
    }
}
