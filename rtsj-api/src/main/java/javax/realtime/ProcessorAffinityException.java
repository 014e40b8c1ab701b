package javax.realtime;

/** RTSJ 1.1 / 2.0 (not in 1.0.2): a processor affinity could not be applied. */
public class ProcessorAffinityException extends Exception {
    private static final long serialVersionUID = 1L;

    public ProcessorAffinityException() {
    }

    public ProcessorAffinityException(String description) {
        super(description);
    }
}
