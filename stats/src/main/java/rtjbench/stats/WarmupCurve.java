package rtjbench.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The warm-up curve of a cold point: for each event index, the distribution over the point's cold starts of
 * that event's latency (p50, p90 and max, nearest rank as {@link SampleDistribution} defines them) and the
 * median time since the VM started at which it ended. A cold start is one fork; a fork with several test threads
 * gives one record a thread, and each thread's i-th event counts at index i. Index 0 is the first event.
 * <p>
 * Worked example: three forks whose first events took 900, 1200 and 700 us give index 0 a p50 of 900 us (rank 2
 * of 3), a p90 and max of 1200 us (rank ceil(2.7) = 3).
 */
public final class WarmupCurve {
    /** One thread's events of one cold start, in event order. */
    public static final class Record {
        final int fork;
        final long[] latencies;
        final long[] sinceStartNanos;

        /**
         * {@code fork}: which cold start (records of one fork share it); {@code sinceStartNanos}: each event's end
         * in ns since the VM started, as long as {@code latencies}.
         */
        public Record(int fork, long[] latencies, long[] sinceStartNanos) {
            if (latencies.length != sinceStartNanos.length) {
                throw new IllegalArgumentException("fork " + fork + ": " + latencies.length + " latencies but "
                        + sinceStartNanos.length + " times since start");
            }
            this.fork = fork;
            this.latencies = latencies;
            this.sinceStartNanos = sinceStartNanos;
        }

        public int fork() {
            return fork;
        }

        public long[] latencies() {
            return latencies;
        }

        public long[] sinceStartNanos() {
            return sinceStartNanos;
        }
    }

    /** One row of the curve: {@code warmup-curve.csv}'s columns. */
    public static final class Point {
        public final int index;
        /** Forks with an event at this index. */
        public final int forks;

        public final long p50Nanos;
        public final long p90Nanos;
        public final long maxNanos;
        public final double medianSinceStartMillis;

        Point(int index, int forks, long p50Nanos, long p90Nanos, long maxNanos, double medianSinceStartMillis) {
            this.index = index;
            this.forks = forks;
            this.p50Nanos = p50Nanos;
            this.p90Nanos = p90Nanos;
            this.maxNanos = maxNanos;
            this.medianSinceStartMillis = medianSinceStartMillis;
        }
    }

    private WarmupCurve() {}

    /** The curve over {@code records}, one point an index up to the longest record's last event. */
    public static List<Point> of(List<Record> records) {
        int length = 0;
        for (Record r : records) {
            length = Math.max(length, r.latencies.length);
        }
        List<Point> points = new ArrayList<>(length);
        long[] latencies = new long[records.size()];
        long[] times = new long[records.size()];
        Set<Integer> forks = new HashSet<>();
        for (int i = 0; i < length; i++) {
            int n = 0;
            forks.clear();
            for (Record r : records) {
                if (i < r.latencies.length) {
                    latencies[n] = r.latencies[i];
                    times[n] = r.sinceStartNanos[i];
                    forks.add(r.fork);
                    n++;
                }
            }
            long[] l = Arrays.copyOf(latencies, n);
            long[] t = Arrays.copyOf(times, n);
            Arrays.sort(l);
            Arrays.sort(t);
            points.add(new Point(i, forks.size(), rank(l, 50), rank(l, 90), l[n - 1], rank(t, 50) / 1e6));
        }
        return Collections.unmodifiableList(points);
    }

    /** Nearest rank on sorted values: the value of rank max(1, ceil(p / 100 x n)), as SampleDistribution's. */
    static long rank(long[] sorted, int percent) {
        int r = (int) Math.max(1, (sorted.length * (long) percent + 99) / 100);
        return sorted[r - 1];
    }
}
