package javax.realtime;

/** Stand-in (RTSJ 1.1 / 2.0). */
public class ProcessorAffinityException extends Exception {
    private static final long serialVersionUID = 1L;

    public ProcessorAffinityException() {
    }

    public ProcessorAffinityException(String description) {
        super(description);
    }
}
