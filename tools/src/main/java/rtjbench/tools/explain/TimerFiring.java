package rtjbench.tools.explain;

/**
 * A high-resolution timer from the trace: armed by task {@code pid} at {@code armedAt} to expire at
 * {@code expires}, run by its interrupt on CPU {@code cpu} at {@code fired} (all ns of CLOCK_MONOTONIC, the
 * clock of System.nanoTime). {@code function} is what the timer runs: {@code hrtimer_wakeup} for a sleeping
 * thread's wake-up. {@code fired - expires} is the interrupt's own lateness, before any wake-up latency.
 */
public record TimerFiring(int pid, int cpu, String function, long armedAt, long expires, long fired) {
    /** The timer a sleeping thread arms to be woken by. */
    public boolean wakesASleeper() {
        return function.startsWith("hrtimer_wakeup");
    }
}
