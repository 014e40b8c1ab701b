package javax.realtime;

/** Stand-in: base of scheduling parameters. */
public abstract class SchedulingParameters implements Cloneable {
    protected SchedulingParameters() {}

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }
}
