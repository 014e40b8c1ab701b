package javax.realtime;

/** RTSJ 1.0.2: processing groups (only passed as null by rtjbench). */
public class ProcessingGroupParameters implements Cloneable {
    public ProcessingGroupParameters(HighResolutionTime start, RelativeTime period, RelativeTime cost,
                                     RelativeTime deadline, AsyncEventHandler overrunHandler,
                                     AsyncEventHandler missHandler) {
        throw CompileOnly.error();
    }
}
