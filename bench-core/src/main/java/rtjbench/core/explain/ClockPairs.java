package rtjbench.core.explain;

import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Readings of the wall clock and the VM's uptime beside {@code System.nanoTime}, so that events stamped on
 * those clocks (JFR's instants, the GC notifications' uptime milliseconds) can be put on the samples' time
 * base. Of several tries the pair read closest together is kept; its gap bounds the error.
 */
public final class ClockPairs {
    private final long epochNanos;
    private final long nanoTimeAtEpoch;
    private final long pairGapNanos;
    private final long uptimeMillis;
    private final long nanoTimeAtUptime;

    private ClockPairs(
            long epochNanos, long nanoTimeAtEpoch, long pairGapNanos, long uptimeMillis, long nanoTimeAtUptime) {
        this.epochNanos = epochNanos;
        this.nanoTimeAtEpoch = nanoTimeAtEpoch;
        this.pairGapNanos = pairGapNanos;
        this.uptimeMillis = uptimeMillis;
        this.nanoTimeAtUptime = nanoTimeAtUptime;
    }

    /** Reads the pairs now: 20 tries of (nanoTime, wall clock, nanoTime), the tightest kept. */
    public static ClockPairs read() {
        long bestGap = Long.MAX_VALUE;
        long bestEpoch = 0;
        long bestNano = 0;
        for (int i = 0; i < 20; i++) {
            long before = System.nanoTime();
            Instant now = Instant.now();
            long after = System.nanoTime();
            if (after - before < bestGap) {
                bestGap = after - before;
                bestEpoch = now.getEpochSecond() * 1_000_000_000L + now.getNano();
                bestNano = before + (after - before) / 2;
            }
        }
        long before = System.nanoTime();
        long uptime = ManagementFactory.getRuntimeMXBean().getUptime();
        long after = System.nanoTime();
        return new ClockPairs(bestEpoch, bestNano, bestGap, uptime, before + (after - before) / 2);
    }

    /** For the metadata: the tools convert with {@code nano_time_ns - epoch_ns} (and the uptime pair). */
    public Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("epoch_ns", epochNanos);
        m.put("nano_time_at_epoch_ns", nanoTimeAtEpoch);
        m.put("epoch_pair_gap_ns", pairGapNanos);
        m.put("uptime_ms", uptimeMillis);
        m.put("nano_time_at_uptime_ns", nanoTimeAtUptime);
        return m;
    }
}
