package javax.realtime;

/** RTSJ 1.0.2 / 2.0: aperiodic release (event handlers). */
public class AperiodicParameters extends ReleaseParameters {
    public AperiodicParameters() {
        throw CompileOnly.error();
    }

    public AperiodicParameters(RelativeTime cost, RelativeTime deadline, AsyncEventHandler overrunHandler,
                               AsyncEventHandler missHandler) {
        throw CompileOnly.error();
    }
}
