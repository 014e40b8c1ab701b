package javax.realtime;

/** Stand-in: aperiodic release. */
public class AperiodicParameters extends ReleaseParameters {
    public AperiodicParameters() {}

    public AperiodicParameters(
            RelativeTime cost, RelativeTime deadline, AsyncEventHandler overrunHandler, AsyncEventHandler missHandler) {
        super(cost, deadline, overrunHandler, missHandler);
    }
}
