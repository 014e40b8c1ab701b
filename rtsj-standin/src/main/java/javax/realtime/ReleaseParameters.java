package javax.realtime;

/** Stand-in: cost and deadline (recorded, not enforced). */
public abstract class ReleaseParameters implements Cloneable {
    private final RelativeTime cost;
    private final RelativeTime deadline;

    protected ReleaseParameters() {
        this(null, null, null, null);
    }

    protected ReleaseParameters(
            RelativeTime cost, RelativeTime deadline, AsyncEventHandler overrunHandler, AsyncEventHandler missHandler) {
        this.cost = cost;
        this.deadline = deadline;
    }

    public RelativeTime getCost() {
        return cost;
    }

    public RelativeTime getDeadline() {
        return deadline;
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }
}
