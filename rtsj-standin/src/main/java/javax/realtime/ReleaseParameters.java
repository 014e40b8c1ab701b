package javax.realtime;

/**
 * Stand-in: cost and deadline (recorded, not enforced), and the deadline-miss handler, which a periodic
 * RealtimeThread releases when it finds its deadline passed (without descheduling the thread).
 */
public abstract class ReleaseParameters implements Cloneable {
    private final RelativeTime cost;
    private final RelativeTime deadline;
    private final AsyncEventHandler missHandler;

    protected ReleaseParameters() {
        this(null, null, null, null);
    }

    protected ReleaseParameters(
            RelativeTime cost, RelativeTime deadline, AsyncEventHandler overrunHandler, AsyncEventHandler missHandler) {
        this.cost = cost;
        this.deadline = deadline;
        this.missHandler = missHandler;
    }

    public AsyncEventHandler getDeadlineMissHandler() {
        return missHandler;
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
