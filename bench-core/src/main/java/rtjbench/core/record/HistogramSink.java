package rtjbench.core.record;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;
import rtjbench.core.bench.HistogramBacked;
import rtjbench.core.bench.SampleSink;

/**
 * {@code record=histogram}: one thread's samples counted in a preallocated HdrHistogram (through a
 * {@link SingleWriterRecorder}, so another thread can take interval histograms without stopping the
 * recording), plus its largest samples ({@link Outliers}). Memory is fixed when the sink is made, whatever the
 * run's length. Recording is a clamp, the recorder's two uncontended increments around one count increment,
 * one comparison with the smallest outlier kept, and a counter: no allocation, no lock.
 * <p>
 * Three histograms circulate: the recorder's active one, this thread's spare (swapped in to forget the
 * warm-up) and the writer's (swapped in every interval by {@link IntervalLog}); {@link #ticks()} sums what
 * the writer took. Values are clock ticks; the writer converts them to nanoseconds.
 */
public final class HistogramSink implements SampleSink, HistogramBacked {
    /**
     * The largest sample counted as itself, in ticks: 2^42 (73 min at 1 ns a tick, 22 min at 0.3 ns); larger count
     * here.
     */
    public static final long HIGHEST_TICKS = 1L << 42;
    /** 3 significant digits: values below 2048 ticks exact, the rest within 0.1%. */
    public static final int DIGITS = 3;

    private final SingleWriterRecorder recorder = new SingleWriterRecorder(1, HIGHEST_TICKS, DIGITS);
    private final Outliers outliers;
    private Histogram spare;
    private long recorded;
    private long clampedNegative;
    private long clampedHigh;
    private volatile boolean measuring;
    private volatile long measuringSinceNanos;
    private volatile long measuringSinceMillis;

    // The writer's side (one thread at a time, see IntervalLog):
    private Histogram taken;
    private final Histogram total = new Histogram(1, HIGHEST_TICKS, DIGITS);

    public HistogramSink(int outliers) {
        this.outliers = new Outliers(outliers);
        this.spare = recorder.getIntervalHistogram();
        this.taken = recorder.getIntervalHistogram();
    }

    @Override
    public void record(long sampleTicks) {
        long v = sampleTicks;
        if (v < 0 || v > HIGHEST_TICKS) {
            v = clamp(v);
        }
        recorder.recordValue(v);
        outliers.offer(sampleTicks, recorded);
        recorded++;
    }

    private long clamp(long v) {
        if (v < 0) {
            clampedNegative++;
            return 0;
        }
        clampedHigh++;
        return HIGHEST_TICKS;
    }

    @Override
    public int size() {
        return (int) Math.min(Integer.MAX_VALUE, recorded);
    }

    /** Measured samples so far (a long: a duration run may take more than 2^31). Racy from other threads. */
    public long recorded() {
        return recorded;
    }

    @Override
    public int capacity() {
        return Integer.MAX_VALUE;
    }

    @Override
    public boolean isFull() {
        return false;
    }

    /** Forgets the warm-up: this thread's spare histogram becomes the active one (reset by the recorder). */
    @Override
    public void reset() {
        spare = recorder.getIntervalHistogram(spare);
        outliers.clear();
        recorded = 0;
        clampedNegative = 0;
        clampedHigh = 0;
    }

    @Override
    public void warmupOver() {
        measuringSinceNanos = System.nanoTime();
        measuringSinceMillis = System.currentTimeMillis();
        measuring = true;
    }

    /** Whether the thread has finished its warm-up: only then does the writer take intervals. */
    public boolean measuring() {
        return measuring;
    }

    /** {@link System#nanoTime()} when the warm-up ended (valid once {@link #measuring()}). */
    public long measuringSinceNanos() {
        return measuringSinceNanos;
    }

    /** The same moment in ms since the epoch. */
    public long measuringSinceMillis() {
        return measuringSinceMillis;
    }

    /**
     * Writer side: everything recorded since the last call, in ticks; added to {@link #ticks()}. The
     * histogram is valid until the next call.
     */
    public Histogram takeInterval() {
        taken = recorder.getIntervalHistogram(taken);
        total.add(taken);
        return taken;
    }

    @Override
    public Histogram ticks() {
        return total;
    }

    public Outliers outliers() {
        return outliers;
    }

    /** Samples below 0 ticks, counted as 0 (a clock read on two CPUs can go backwards). */
    public long clampedNegative() {
        return clampedNegative;
    }

    /** Samples above {@link #HIGHEST_TICKS}, counted as that. */
    public long clampedHigh() {
        return clampedHigh;
    }
}
