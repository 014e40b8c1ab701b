package rtjbench.tools.explain;

import java.util.List;

/**
 * One explained sample: thread, index in the thread's samples, its window [{@code start}, {@code start} +
 * {@code latenessNanos}] on System.nanoTime, the causes found (largest first), the part of the window none of
 * the counted causes covers, and the main cause (null where the counted causes cover less than half the
 * window: the spike counts as unexplained).
 */
public record Spike(
        String thread,
        int sample,
        long start,
        long latenessNanos,
        List<Cause> causes,
        long unexplainedNanos,
        Cause main) {
    public long end() {
        return start + latenessNanos;
    }
}
