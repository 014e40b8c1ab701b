package rtjbench.core.record;

/** What a progress line shows of a run so far: samples, min, mean and max in ns, all threads together. */
public final class LiveFigures {
    public static final LiveFigures NONE = new LiveFigures(0, 0, 0, 0);

    public final long count;
    public final long minNs;
    public final double meanNs;
    public final long maxNs;

    public LiveFigures(long count, long minNs, double meanNs, long maxNs) {
        this.count = count;
        this.minNs = minNs;
        this.meanNs = meanNs;
        this.maxNs = maxNs;
    }
}
