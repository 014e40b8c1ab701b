package rtjbench.core.bench;

import org.HdrHistogram.Histogram;

import java.util.Arrays;
import java.util.List;

/**
 * The median of recorded samples, in ticks, for benchmarks that report one (cost per byte): exact where every
 * sample was kept, within HdrHistogram's 0.1% where a sink kept a histogram. Cold path, after the run.
 */
public final class Medians {
    private Medians() {
    }

    /** The median of all samples of {@code sinks} together; NaN where there are none. */
    public static double ofTicks(List<? extends SampleSink> sinks) {
        boolean everySample = true;
        for (SampleSink s : sinks) {
            everySample &= s instanceof SampleBuffer;
        }
        return everySample ? exact(sinks) : fromHistograms(sinks);
    }

    private static double exact(List<? extends SampleSink> sinks) {
        int n = 0;
        for (SampleSink s : sinks) {
            n += s.size();
        }
        if (n == 0) {
            return Double.NaN;
        }
        long[] all = new long[n];
        int at = 0;
        for (SampleSink s : sinks) {
            long[] one = ((SampleBuffer) s).toArray();
            System.arraycopy(one, 0, all, at, one.length);
            at += one.length;
        }
        Arrays.sort(all);
        int mid = n / 2;
        return n % 2 == 1 ? all[mid] : (all[mid - 1] + all[mid]) / 2.0;
    }

    private static double fromHistograms(List<? extends SampleSink> sinks) {
        Histogram all = new Histogram(3);
        for (SampleSink s : sinks) {
            if (s instanceof HistogramBacked) {
                all.add(((HistogramBacked) s).ticks());
            } else {
                SampleBuffer b = (SampleBuffer) s;
                for (int i = 0; i < b.size(); i++) {
                    all.recordValue(Math.max(0, b.get(i)));
                }
            }
        }
        return all.getTotalCount() == 0 ? Double.NaN : all.getValueAtPercentile(50);
    }
}
