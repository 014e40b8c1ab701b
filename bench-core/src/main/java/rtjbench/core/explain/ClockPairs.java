package rtjbench.core.explain;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A reading of the wall clock beside {@code System.nanoTime}, so that events stamped on the wall clock (JFR's
 * instants) can be put on the samples' time base. Of several tries the pair read closest together is kept;
 * its gap bounds the error.
 */
public final class ClockPairs {
    private final long epochNanos;
    private final long nanoTimeAtEpoch;
    private final long pairGapNanos;

    private ClockPairs(long epochNanos, long nanoTimeAtEpoch, long pairGapNanos) {
        this.epochNanos = epochNanos;
        this.nanoTimeAtEpoch = nanoTimeAtEpoch;
        this.pairGapNanos = pairGapNanos;
    }

    /** Reads the pair now: 20 tries of (nanoTime, wall clock, nanoTime), the tightest kept. */
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
        return new ClockPairs(bestEpoch, bestNano, bestGap);
    }

    /** For the metadata: the tools convert with {@code nano_time_at_epoch_ns - epoch_ns}. */
    public Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("epoch_ns", epochNanos);
        m.put("nano_time_at_epoch_ns", nanoTimeAtEpoch);
        m.put("epoch_pair_gap_ns", pairGapNanos);
        return m;
    }
}
