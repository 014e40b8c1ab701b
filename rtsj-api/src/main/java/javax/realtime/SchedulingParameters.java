package javax.realtime;

/** RTSJ 1.0.2 / 2.0: base of the parameters a scheduler uses to order schedulables. */
public abstract class SchedulingParameters implements Cloneable {
    protected SchedulingParameters() {
    }

    @Override
    public Object clone() {
        throw CompileOnly.error();
    }
}
