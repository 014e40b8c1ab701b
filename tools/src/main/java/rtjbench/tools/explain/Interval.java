package rtjbench.tools.explain;

/**
 * Something that happened from {@code start} to {@code end} (System.nanoTime): a GC pause, a safepoint, a
 * compilation, an interrupt, a softirq, a task running, the CPU idle. {@code kind} is a cause kind of
 * spikes.csv ({@code gc}, {@code safepoint}, {@code jit}, {@code irq}, {@code softirq}, {@code task}) or
 * {@code idle}; {@code detail} names it ("G1New G1 Evacuation Pause", "24 virtio0", "kworker/1:1/87").
 * {@code thread}: the Java thread it happened in, where it happens in one ({@code deopt}: a deoptimisation,
 * from its trap on, {@code end} open), else null.
 */
public record Interval(String kind, String detail, long start, long end, String thread) {
    public Interval(String kind, String detail, long start, long end) {
        this(kind, detail, start, end, null);
    }

    /** How much of [from, to] this interval covers, in ns (0 where they do not meet). */
    long overlap(long from, long to) {
        return Math.max(0, Math.min(end, to) - Math.max(start, from));
    }
}
