package javax.realtime;

/** Stand-in: recorded, not enforced. */
public class ProcessingGroupParameters implements Cloneable {
    public ProcessingGroupParameters(
            HighResolutionTime start,
            RelativeTime period,
            RelativeTime cost,
            RelativeTime deadline,
            AsyncEventHandler overrunHandler,
            AsyncEventHandler missHandler) {}
}
