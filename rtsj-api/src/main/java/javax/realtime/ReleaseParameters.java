package javax.realtime;

/** RTSJ 1.0.2 / 2.0: cost, deadline and their handlers; base of periodic and aperiodic release. */
public abstract class ReleaseParameters implements Cloneable {
    protected ReleaseParameters() {
        throw CompileOnly.error();
    }

    protected ReleaseParameters(RelativeTime cost, RelativeTime deadline, AsyncEventHandler overrunHandler,
                                AsyncEventHandler missHandler) {
        throw CompileOnly.error();
    }

    public RelativeTime getCost() {
        throw CompileOnly.error();
    }

    public RelativeTime getDeadline() {
        throw CompileOnly.error();
    }

    @Override
    public Object clone() {
        throw CompileOnly.error();
    }
}
