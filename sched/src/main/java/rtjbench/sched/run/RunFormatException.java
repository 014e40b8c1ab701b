package rtjbench.sched.run;

/**
 * A task-set run's file that is not what its format declares: the message names the file, the line (or the
 * metadata key) and the field, the value found and what is allowed, e.g. {@code jobs.csv:7: field response_ns: '-3'
 * is negative; a response time is 0 or more}.
 */
public final class RunFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    public RunFormatException(String message) {
        super(message);
    }
}
