package rtjbench.core.run;

import rtjbench.stats.SampleDistribution;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * The console table at the end of a run: per thread and overall count, min, mean, std, p50, p99, max in µs.
 * The statistics are {@link SampleDistribution}'s, the very ones {@code tools stats} computes from the thread
 * files, printed as it prints µs: whole-ns figures with 3 decimals, mean and std with 4, so the two agree to the
 * printed digit.
 */
final class Summary {
    private Summary() {
    }

    static void print(PrintStream out, List<String> names, List<long[]> nanosPerThread) {
        out.println(String.format(Locale.ROOT, "  %-12s %9s %10s %10s %10s %10s %10s %10s",
                "thread", "count", "min[us]", "mean[us]", "std[us]", "p50[us]", "p99[us]", "max[us]"));
        long total = 0;
        for (long[] ns : nanosPerThread) total += ns.length;
        long[] all = new long[(int) Math.min(Integer.MAX_VALUE, total)];
        int at = 0;
        for (int i = 0; i < names.size(); i++) {
            long[] ns = nanosPerThread.get(i);
            row(out, names.get(i), ns);
            System.arraycopy(ns, 0, all, at, ns.length);
            at += ns.length;
        }
        if (names.size() > 1) {
            row(out, "all", all);
        }
    }

    private static void row(PrintStream out, String name, long[] ns) {
        if (ns.length == 0) {
            out.println(String.format(Locale.ROOT, "  %-12s %9d %s", name, 0, "(no samples)"));
            return;
        }
        SampleDistribution s = SampleDistribution.of(ns);
        out.println(String.format(Locale.ROOT, "  %-12s %9d %10.3f %10.4f %10.4f %10.3f %10.3f %10.3f",
                name, s.count(), s.min() / 1e3, s.mean() / 1e3, s.std() / 1e3,
                s.percentile(50) / 1e3, s.percentile(99) / 1e3, s.max() / 1e3));
    }
}
