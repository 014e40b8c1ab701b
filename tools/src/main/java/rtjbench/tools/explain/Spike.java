package rtjbench.tools.explain;

import java.util.List;

/**
 * One explained sample: thread, index in the thread's samples, its window [{@code start}, {@code start} +
 * {@code latenessNanos}] on System.nanoTime, the causes found (largest first), the part of what is to be
 * explained that none of the counted causes covers, and the main cause (null where the counted causes cover less
 * than half of it: the spike counts as unexplained), and the evidence looked at: what the trace shows of the
 * wake-up (the thread's timer, its interrupt, the switch onto the CPU), the steal time, the VM's events.
 *
 * <p>{@code ownNanos} is the part of the window that was the sample's own work, not lateness: a task-set job's
 * executed CPU time (its window runs from its release to its finish, its own execution inside it). What is to be
 * explained is the rest, {@link #toExplainNanos()}: for a job its start delay and its time off the CPU. 0 for
 * the other testapps, whose window is all lateness.
 */
public record Spike(
        String thread,
        int sample,
        long start,
        long latenessNanos,
        long ownNanos,
        List<Cause> causes,
        long unexplainedNanos,
        Cause main,
        String evidence) {
    public long end() {
        return start + latenessNanos;
    }

    /** The part of the window the causes are to account for: all of it, less the sample's own work. */
    public long toExplainNanos() {
        return latenessNanos - ownNanos;
    }

    /** Whether the causes add up to what is to be explained, to within {@link Attribution#TOLERANCE_NANOS}. */
    public boolean accountedFor() {
        return unexplainedNanos <= Attribution.TOLERANCE_NANOS;
    }
}
