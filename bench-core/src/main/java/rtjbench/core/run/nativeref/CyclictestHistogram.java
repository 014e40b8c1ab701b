package rtjbench.core.run.nativeref;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.bench.SampleBuffer;

/**
 * cyclictest's histogram ({@code -h US -q}), read back: a line a 1 us bucket ({@code 000017 000012 000003}:
 * the bucket, then each thread's count of latencies from 17 to under 18 us), then summary lines
 * ({@code # Total:}, {@code # Min Latencies:}, {@code # Avg Latencies:}, {@code # Max Latencies:},
 * {@code # Histogram Overflows:}, {@code # Thread N: cycle ...}). Totals leave the overflows out, as
 * cyclictest counts them; latencies past the last bucket are known only by count and by the maximum.
 */
final class CyclictestHistogram {
    private final List<long[]> buckets = new ArrayList<>(); // [bucket us, count thread 0, count thread 1, ...]
    private final Map<String, long[]> summary = new LinkedHashMap<>();
    private final Map<Integer, List<Long>> overflowCycles = new LinkedHashMap<>();
    private int threads = -1;

    private CyclictestHistogram() {}

    /** Parses cyclictest's stdout; a line that is neither a bucket nor a '#' line is refused, naming it. */
    static CyclictestHistogram parse(List<String> lines) {
        CyclictestHistogram h = new CyclictestHistogram();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            try {
                if (line.isEmpty()) {
                    continue;
                }
                if (line.startsWith("#")) {
                    h.summaryLine(line.substring(1).trim());
                } else {
                    h.bucketLine(line);
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        "cyclictest output line " + (i + 1) + " '" + line + "': " + e.getMessage());
            }
        }
        h.check();
        return h;
    }

    private void bucketLine(String line) {
        long[] values = numbers(line.split("\\s+"));
        if (values.length < 2) {
            throw new IllegalArgumentException("not a histogram line (bucket, then a count a thread)");
        }
        columns(values.length - 1);
        buckets.add(values);
    }

    private void summaryLine(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            return; // "# Histogram" and other headings
        }
        String key = text.substring(0, colon).trim();
        String[] rest = text.substring(colon + 1).trim().isEmpty()
                ? new String[0]
                : text.substring(colon + 1).trim().split("\\s+");
        if (key.startsWith("Thread ")) {
            overflowCycles.put(
                    Integer.parseInt(key.substring("Thread ".length()).trim()), boxed(numbers(rest)));
        } else if (key.equals("Total") || key.endsWith("Latencies") || key.equals("Histogram Overflows")) {
            long[] values = numbers(rest);
            columns(values.length);
            summary.put(key, values);
        }
    }

    private void columns(int n) {
        if (threads >= 0 && n != threads) {
            throw new IllegalArgumentException(n + " thread columns, but earlier lines have " + threads);
        }
        threads = n;
    }

    private void check() {
        if (threads < 0 || buckets.isEmpty()) {
            throw new IllegalArgumentException("no histogram in cyclictest's output (was it run with -h?)");
        }
        long[] total = summary.get("Total");
        for (int t = 0; total != null && t < threads; t++) {
            if (total[t] != count(t)) {
                throw new IllegalArgumentException("thread " + t + ": the buckets hold " + count(t)
                        + " latencies but '# Total:' says " + total[t]);
            }
        }
    }

    int threads() {
        return threads;
    }

    /** Latencies of thread {@code t} inside the histogram. */
    long count(int t) {
        long n = 0;
        for (long[] b : buckets) {
            n += b[t + 1];
        }
        return n;
    }

    /**
     * cyclictest's own summary row ("Min Latencies", "Avg Latencies", "Max Latencies", "Histogram Overflows", "Total"),
     * us; null if absent.
     */
    long[] summary(String key) {
        return summary.get(key);
    }

    /** The cycle numbers cyclictest listed for thread {@code t}'s overflows (it lists a limited number). */
    List<Long> overflowCycles(int t) {
        List<Long> cycles = overflowCycles.get(t);
        return cycles == null ? new ArrayList<Long>() : cycles;
    }

    /**
     * Thread {@code t}'s latencies as samples in ns, one a latency, in ascending order (time order is not
     * in a histogram): each its bucket's lower bound, as cyclictest truncates to whole us.
     */
    SampleBuffer samples(int t) {
        long n = count(t);
        if (n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("thread " + t + ": " + n + " latencies do not fit a sample buffer");
        }
        SampleBuffer samples = new SampleBuffer((int) Math.max(1, n));
        for (long[] b : buckets) {
            for (long k = 0; k < b[t + 1]; k++) {
                samples.record(b[0] * 1000);
            }
        }
        return samples;
    }

    private static long[] numbers(String[] words) {
        long[] values = new long[words.length];
        for (int i = 0; i < words.length; i++) {
            try {
                values[i] = Long.parseLong(words[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + words[i] + "' is not a whole number");
            }
            if (values[i] < 0) {
                throw new IllegalArgumentException("'" + words[i] + "' is negative");
            }
        }
        return values;
    }

    private static List<Long> boxed(long[] values) {
        List<Long> list = new ArrayList<>();
        for (long v : values) {
            list.add(v);
        }
        return list;
    }
}
