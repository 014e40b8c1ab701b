package javax.realtime;

/** Stand-in: periodic release with a start (absolute, relative to the thread's start, or null = now). */
public class PeriodicParameters extends ReleaseParameters {
    private final HighResolutionTime start;
    private final RelativeTime period;

    public PeriodicParameters(HighResolutionTime start, RelativeTime period) {
        this(start, period, null, null, null, null);
    }

    public PeriodicParameters(
            HighResolutionTime start,
            RelativeTime period,
            RelativeTime cost,
            RelativeTime deadline,
            AsyncEventHandler overrunHandler,
            AsyncEventHandler missHandler) {
        super(cost, deadline == null ? period : deadline, overrunHandler, missHandler);
        if (period == null || period.totalNanos() <= 0) {
            throw new IllegalArgumentException("period must be positive");
        }
        this.start = start;
        this.period = period;
    }

    public RelativeTime getPeriod() {
        return period;
    }

    public HighResolutionTime getStart() {
        return start;
    }
}
