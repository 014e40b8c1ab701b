package javax.realtime;

/**
 * RTSJ 1.0.2 / 2.0: periodic release. The six-argument constructor is 1.0.2's; the two-argument one
 * exists since RTSJ 1.0.1 and in 2.0.
 */
public class PeriodicParameters extends ReleaseParameters {
    public PeriodicParameters(HighResolutionTime start, RelativeTime period) {
        throw CompileOnly.error();
    }

    public PeriodicParameters(HighResolutionTime start, RelativeTime period, RelativeTime cost,
                              RelativeTime deadline, AsyncEventHandler overrunHandler, AsyncEventHandler missHandler) {
        throw CompileOnly.error();
    }

    public RelativeTime getPeriod() {
        throw CompileOnly.error();
    }

    public HighResolutionTime getStart() {
        throw CompileOnly.error();
    }
}
