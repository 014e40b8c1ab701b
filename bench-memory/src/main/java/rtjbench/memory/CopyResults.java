package rtjbench.memory;

import rtjbench.core.bench.SampleBuffer;
import rtjbench.stats.SampleDistribution;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Turns the copy benchmarks' samples into what a reader compares across sizes: the p50 latency of one copy
 * and its cost per byte (and the bandwidth that implies), per thread and over all threads. Cold path,
 * after the run.
 */
final class CopyResults {
    private final SampleBuffer[] buffers;
    private final long bytes;

    CopyResults(int threads, long bytes) {
        this.buffers = new SampleBuffer[threads];
        this.bytes = bytes;
    }

    void register(int index, SampleBuffer samples) {
        buffers[index] = samples;
    }

    Map<String, Object> toMap(double nanosPerTick) {
        Map<String, Object> m = new LinkedHashMap<>();
        long[] all = new long[0];
        double[] perThread = new double[buffers.length];
        for (int i = 0; i < buffers.length; i++) {
            long[] t = nanos(buffers[i], nanosPerTick);
            perThread[i] = p50(t);
            long[] merged = Arrays.copyOf(all, all.length + t.length);
            System.arraycopy(t, 0, merged, all.length, t.length);
            all = merged;
        }
        double p50 = p50(all);
        m.put("copy_bytes", bytes);
        m.put("latency_p50_ns", round(p50));
        m.put("cost_per_byte_ns", bytes == 0 ? null : round4(p50 / bytes));
        m.put("bandwidth_gb_s", p50 <= 0 ? null : round4(bytes / p50));
        double[] perByte = new double[perThread.length];
        for (int i = 0; i < perThread.length; i++) {
            perThread[i] = round(perThread[i]);
            perByte[i] = bytes == 0 ? 0 : round4(perThread[i] / bytes);
        }
        m.put("latency_p50_ns_per_thread", perThread);
        m.put("cost_per_byte_ns_per_thread", perByte);
        return m;
    }

    /** A thread's samples in whole ns, rounded as the thread files have them. */
    private static long[] nanos(SampleBuffer buffer, double nanosPerTick) {
        long[] ticks = buffer == null ? new long[0] : buffer.toArray();
        long[] ns = new long[ticks.length];
        for (int i = 0; i < ns.length; i++) ns[i] = Math.round(ticks[i] * nanosPerTick);
        return ns;
    }

    /** The p50 of the results format (nearest rank), as tools stats gives it from the thread files; NaN of none. */
    static double p50(long[] nanos) {
        return nanos.length == 0 ? Double.NaN : SampleDistribution.of(nanos).percentile(50);
    }

    private static double round(double v) {
        return Double.isNaN(v) ? v : Math.round(v * 10) / 10.0;
    }

    private static double round4(double v) {
        return Double.isNaN(v) ? v : Double.parseDouble(String.format(Locale.ROOT, "%.4g", v));
    }
}
