package rtjbench.memory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.bench.Medians;
import rtjbench.core.bench.SampleSink;

/**
 * Turns the copy benchmarks' samples into what a reader compares across sizes: the p50 latency of one copy
 * and its cost per byte (and the bandwidth that implies), per thread and over all threads. Cold path,
 * after the run.
 */
final class CopyResults {
    private final SampleSink[] sinks;
    private final long bytes;

    CopyResults(int threads, long bytes) {
        this.sinks = new SampleSink[threads];
        this.bytes = bytes;
    }

    void register(int index, SampleSink samples) {
        sinks[index] = samples;
    }

    Map<String, Object> toMap(double nanosPerTick) {
        Map<String, Object> m = new LinkedHashMap<>();
        double[] perThread = new double[sinks.length];
        List<SampleSink> all = new ArrayList<>();
        for (int i = 0; i < sinks.length; i++) {
            List<SampleSink> one =
                    sinks[i] == null ? Collections.<SampleSink>emptyList() : Collections.singletonList(sinks[i]);
            perThread[i] = Medians.p50Nanos(one, nanosPerTick);
            all.addAll(one);
        }
        double p50 = Medians.p50Nanos(all, nanosPerTick);
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

    private static double round(double v) {
        return Double.isNaN(v) ? v : Math.round(v * 10) / 10.0;
    }

    private static double round4(double v) {
        return Double.isNaN(v) ? v : Double.parseDouble(String.format(Locale.ROOT, "%.4g", v));
    }
}
