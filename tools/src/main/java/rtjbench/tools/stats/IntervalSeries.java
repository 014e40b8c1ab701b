package rtjbench.tools.stats;

import java.util.Arrays;
import org.HdrHistogram.Histogram;

/**
 * A histogram run's trace: per interval of its log, the start and end (s since the log's start), the
 * count, p99 and max (ns). Grows by one entry an interval (a day at 10 s: 8,640 entries).
 */
public final class IntervalSeries {
    private double[] start = new double[16];
    private double[] end = new double[16];
    private long[] count = new long[16];
    private long[] p99 = new long[16];
    private long[] max = new long[16];
    private int size;

    void add(double startS, double endS, Histogram ns) {
        if (size == start.length) {
            int n = size * 2;
            start = Arrays.copyOf(start, n);
            end = Arrays.copyOf(end, n);
            count = Arrays.copyOf(count, n);
            p99 = Arrays.copyOf(p99, n);
            max = Arrays.copyOf(max, n);
        }
        start[size] = startS;
        end[size] = endS;
        count[size] = ns.getTotalCount();
        max[size] = ns.getTotalCount() == 0 ? 0 : ns.getMaxValue();
        p99[size] = ns.getTotalCount() == 0 ? 0 : Math.min(max[size], ns.getValueAtPercentile(99));
        size++;
    }

    public int size() {
        return size;
    }

    public double start(int i) {
        return start[i];
    }

    public double end(int i) {
        return end[i];
    }

    public long count(int i) {
        return count[i];
    }

    public long p99(int i) {
        return p99[i];
    }

    public long max(int i) {
        return max[i];
    }
}
