package rtjbench.core.run.output;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import rtjbench.stats.SampleDistribution;

/**
 * The console table at the end of a run: per thread and overall count, min, mean, std, p50, p99, max in µs.
 * Every figure comes from {@link SampleDistribution}, the one definition tools stats uses too, so the console
 * and {@code stats.csv} agree to the printed digit.
 */
public final class Summary {
    private Summary() {}

    /** From every sample (record=samples): exact figures. Returns the distribution of all threads together. */
    public static SampleDistribution print(PrintStream out, List<String> names, List<long[]> nanosPerThread) {
        header(out);
        long total = 0;
        for (long[] ns : nanosPerThread) total += ns.length;
        long[] all = new long[(int) Math.min(Integer.MAX_VALUE, total)];
        int at = 0;
        for (int i = 0; i < names.size(); i++) {
            long[] ns = nanosPerThread.get(i);
            row(out, names.get(i), SampleDistribution.of(ns));
            System.arraycopy(ns, 0, all, at, ns.length);
            at += ns.length;
        }
        SampleDistribution together = SampleDistribution.of(all);
        if (names.size() > 1) {
            row(out, "all", together);
        }
        return together;
    }

    /**
     * From each thread's histogram in ns and its exact max (-1: unknown) (record=histogram): each bucket counted
     * at its middle value, as tools stats reads the interval logs. Returns the distribution of all threads together.
     */
    public static SampleDistribution printHistograms(
            PrintStream out, List<String> names, List<Histogram> nanosPerThread, long[] exactMax) {
        header(out);
        SampleDistribution.Builder all = new SampleDistribution.Builder();
        for (int i = 0; i < names.size(); i++) {
            SampleDistribution.Builder one = fromHistogram(nanosPerThread.get(i));
            all.addAll(one);
            if (exactMax[i] >= 0) one.exactMax(exactMax[i]);
            row(out, names.get(i), one.build());
        }
        long max = -1;
        for (long m : exactMax) max = Math.max(max, m);
        SampleDistribution together = all.exactMax(max).build();
        if (names.size() > 1) {
            row(out, "all", together);
        }
        return together;
    }

    /**
     * The CPU time the threads (and their helpers: a handler) used per measured event, one line, where it is
     * known: {@code cpu/event: thread-0 0.40 us, handler-0 1.98 us; all 2.38 us (busy: 0.17 + 0.99 CPUs)}.
     */
    public static void printCpu(PrintStream out, List<ThreadReport> threads) {
        StringBuilder line = new StringBuilder("  cpu/event:");
        StringBuilder busy = new StringBuilder();
        double all = 0;
        long events = 0;
        for (ThreadReport t : threads) {
            Map<String, Object> m = new LinkedHashMap<>();
            long n = t.samples().size();
            t.cpu(m, n);
            if (m.get("cpu_ns_per_event") == null) {
                return; // unknown for one thread: no total that would mislead
            }
            events += n;
            all += t.cpuNanos();
            line.append(String.format(Locale.ROOT, " %s %.3f us,", t.name(), (Double) m.get("cpu_ns_per_event") / 1e3));
            busy.append(busy.length() == 0 ? "" : " + ").append(busyText(m.get("cpu_busy")));
            for (Object h : (List<?>) m.get("helper_threads")) {
                Map<?, ?> hm = (Map<?, ?>) h;
                if (hm.get("cpu_ns") == null) {
                    return;
                }
                all += ((Number) hm.get("cpu_ns")).doubleValue();
                line.append(String.format(
                        Locale.ROOT,
                        " %s %.3f us,",
                        hm.get("name"),
                        ((Number) hm.get("cpu_ns_per_event")).doubleValue() / 1e3));
                busy.append(" + ").append(busyText(hm.get("cpu_busy")));
            }
        }
        if (events == 0) {
            return;
        }
        line.setLength(line.length() - 1);
        out.println(line.append(String.format(Locale.ROOT, "; all %.3f us (busy: %s CPUs)", all / events / 1e3, busy)));
    }

    private static String busyText(Object busy) {
        return busy instanceof Number ? String.format(Locale.ROOT, "%.2f", ((Number) busy).doubleValue()) : "?";
    }

    private static SampleDistribution.Builder fromHistogram(Histogram ns) {
        SampleDistribution.Builder b = new SampleDistribution.Builder();
        for (HistogramIterationValue v : ns.recordedValues()) {
            b.add(ns.medianEquivalentValue(v.getValueIteratedTo()), v.getCountAtValueIteratedTo());
        }
        return b;
    }

    private static void header(PrintStream out) {
        out.println(String.format(
                Locale.ROOT,
                "  %-12s %9s %10s %10s %10s %10s %10s %10s",
                "thread",
                "count",
                "min[us]",
                "mean[us]",
                "std[us]",
                "p50[us]",
                "p99[us]",
                "max[us]"));
    }

    private static void row(PrintStream out, String name, SampleDistribution s) {
        if (s.isEmpty()) {
            out.println(String.format(Locale.ROOT, "  %-12s %9d %s", name, 0, "(no samples)"));
            return;
        }
        out.println(String.format(
                Locale.ROOT,
                "  %-12s %9d %10.3f %10.4f %10.4f %10.3f %10.3f %10.3f",
                name,
                s.count(),
                s.min() / 1e3,
                s.mean() / 1e3,
                s.std() / 1e3,
                s.percentile(50) / 1e3,
                s.percentile(99) / 1e3,
                s.max() / 1e3));
    }
}
