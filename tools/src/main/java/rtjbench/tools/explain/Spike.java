package rtjbench.tools.explain;

import java.util.List;

/**
 * One explained sample: thread, index in the thread's samples, its window [{@code start}, {@code start} +
 * {@code latenessNanos}] on System.nanoTime, the causes found (largest first), the part of the window none of
 * the counted causes covers, and the main cause (null where the counted causes cover less than half the
 * window: the spike counts as unexplained), and the evidence looked at: what the trace shows of the wake-up
 * (the thread's timer, its interrupt, the switch onto the CPU), the steal time, the VM's events.
 */
public record Spike(
        String thread,
        int sample,
        long start,
        long latenessNanos,
        List<Cause> causes,
        long unexplainedNanos,
        Cause main,
        String evidence) {
    public long end() {
        return start + latenessNanos;
    }

    /** Whether the causes add up to the lateness, to within {@link Attribution#TOLERANCE_NANOS}. */
    public boolean accountedFor() {
        return unexplainedNanos <= Attribution.TOLERANCE_NANOS;
    }
}
