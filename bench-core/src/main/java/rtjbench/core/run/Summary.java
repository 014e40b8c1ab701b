package rtjbench.core.run;

import org.HdrHistogram.Histogram;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** The console table at the end of a run: per thread and overall count, min, avg, std, p50, p99, max in µs. */
final class Summary {
    private Summary() {
    }

    /** From every sample (record=samples): exact figures. */
    static void print(PrintStream out, List<String> names, List<long[]> nanosPerThread) {
        header(out);
        long total = 0;
        for (long[] ns : nanosPerThread) total += ns.length;
        long[] all = new long[(int) Math.min(Integer.MAX_VALUE, total)];
        int at = 0;
        for (int i = 0; i < names.size(); i++) {
            long[] ns = nanosPerThread.get(i);
            row(out, names.get(i), ns.length == 0 ? null : SampleStats.of(ns));
            System.arraycopy(ns, 0, all, at, ns.length);
            at += ns.length;
        }
        if (names.size() > 1) {
            row(out, "all", all.length == 0 ? null : SampleStats.of(all));
        }
    }

    /** From each thread's histogram in ns and its exact max (-1: unknown) (record=histogram). */
    static void printHistograms(PrintStream out, List<String> names, List<Histogram> nanosPerThread, long[] exactMax) {
        header(out);
        Histogram all = new Histogram(3);
        long allMax = -1;
        for (int i = 0; i < names.size(); i++) {
            Histogram h = nanosPerThread.get(i);
            row(out, names.get(i), h.getTotalCount() == 0 ? null : new HistogramFigures(h, exactMax[i]));
            all.add(h);
            allMax = Math.max(allMax, exactMax[i]);
        }
        if (names.size() > 1) {
            row(out, "all", all.getTotalCount() == 0 ? null : new HistogramFigures(all, allMax));
        }
    }

    private static void header(PrintStream out) {
        out.println(String.format(Locale.ROOT, "  %-12s %9s %10s %10s %10s %10s %10s %10s",
                "thread", "count", "min[us]", "avg[us]", "std[us]", "p50[us]", "p99[us]", "max[us]"));
    }

    private static void row(PrintStream out, String name, Figures s) {
        if (s == null) {
            out.println(String.format(Locale.ROOT, "  %-12s %9d %s", name, 0, "(no samples)"));
            return;
        }
        out.println(String.format(Locale.ROOT, "  %-12s %9d %10.3f %10.3f %10.3f %10.3f %10.3f %10.3f",
                name, s.count(), s.min() / 1e3, s.mean() / 1e3, s.std() / 1e3,
                s.percentile(50) / 1e3, s.percentile(99) / 1e3, s.max() / 1e3));
    }
}
