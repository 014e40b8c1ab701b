package rtjbench.core.run;

import org.HdrHistogram.Histogram;

/**
 * Summary figures of a record=histogram thread (or of all threads): count exact; min, mean, std and
 * percentiles from the histogram, within its 0.1%; the max exact where the thread's outliers kept it.
 */
final class HistogramFigures implements Figures {
    private final Histogram ns;
    private final long max;

    /** {@code exactMax}: the largest sample in ns, or -1 where unknown (the histogram's is used). */
    HistogramFigures(Histogram ns, long exactMax) {
        this.ns = ns;
        this.max = exactMax >= 0 ? exactMax : ns.getMaxValue();
    }

    @Override public long count() {
        return ns.getTotalCount();
    }

    @Override public long min() {
        return ns.getMinValue();
    }

    @Override public double mean() {
        return ns.getMean();
    }

    @Override public double std() {
        return ns.getStdDeviation();
    }

    /** Never above the max (a histogram bucket's top can be). */
    @Override public long percentile(double p) {
        return Math.min(max, ns.getValueAtPercentile(p));
    }

    @Override public long max() {
        return max;
    }
}
