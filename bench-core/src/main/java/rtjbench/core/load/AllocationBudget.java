package rtjbench.core.load;

/**
 * One allocating thread's token bucket, on times it is given (System.nanoTime in {@link GcLoad}, any clock in a
 * test): by {@code now} the thread may have allocated {@code bytesPerSecond x (now - start)} bytes. Ahead of
 * that it parks for the difference (at least {@link GcLoad#MIN_PARK_NANOS}); behind it allocates without
 * parking, so a stall is caught up afterwards, up to {@link GcLoad#MAX_DEBT_NANOS} of debt, beyond which the
 * budget starts afresh (a stalled load does not burst a second of allocation at once).
 */
final class AllocationBudget {
    private final double bytesPerNano;
    private final long maxDebtBytes;
    private long start;
    private long spent;

    AllocationBudget(long bytesPerSecond, long startNanos) {
        this.bytesPerNano = bytesPerSecond / 1e9;
        this.maxDebtBytes = (long) (GcLoad.MAX_DEBT_NANOS * bytesPerNano);
        this.start = startNanos;
    }

    /** How long to park before allocating at {@code now}; 0: allocate now. */
    long parkNanos(long now) {
        double allowed = (now - start) * bytesPerNano;
        if (spent > allowed) {
            return Math.max((long) ((spent - allowed) / bytesPerNano), GcLoad.MIN_PARK_NANOS);
        }
        if (allowed - spent > maxDebtBytes) {
            start = now; // a long stall: a fresh budget rather than a burst
            spent = 0;
        }
        return 0;
    }

    /** The thread allocated {@code bytes}. */
    void spend(long bytes) {
        spent += bytes;
    }
}
