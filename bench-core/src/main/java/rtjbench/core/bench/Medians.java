package rtjbench.core.bench;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import rtjbench.stats.SampleDistribution;

/**
 * The p50 of recorded samples in ns, for benchmarks that report one (cost per byte), by the results format's
 * one definition (nearest rank, {@link SampleDistribution}): exact where every sample was kept, bucket middles
 * where a sink kept a histogram (within its 0.1%). Samples are rounded to whole ns as the thread files have
 * them, so tools stats on the files gives the same value. Cold path, after the run.
 */
public final class Medians {
    private Medians() {}

    /** The p50 of all samples of {@code sinks} together, in ns; NaN where there are none. */
    public static double p50Nanos(List<? extends SampleSink> sinks, double nanosPerTick) {
        SampleDistribution.Builder all = new SampleDistribution.Builder();
        for (SampleSink s : sinks) {
            if (s instanceof HistogramBacked) {
                Histogram ticks = ((HistogramBacked) s).ticks();
                for (HistogramIterationValue v : ticks.recordedValues()) {
                    all.add(
                            Math.round(ticks.medianEquivalentValue(v.getValueIteratedTo()) * nanosPerTick),
                            v.getCountAtValueIteratedTo());
                }
            } else {
                SampleBuffer b = (SampleBuffer) s;
                for (int i = 0; i < b.size(); i++) {
                    all.add(Math.round(b.get(i) * nanosPerTick));
                }
            }
        }
        return all.count() == 0 ? Double.NaN : all.build().percentile(50);
    }
}
