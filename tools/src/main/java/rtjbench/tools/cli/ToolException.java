package rtjbench.tools.cli;

import rtjbench.stats.ExitStatus;

/**
 * A failure the user can act on: the message names the file (and line) or the value and what is allowed.
 * Main prints the message alone (no stack trace) and exits with {@link #exitCode()}.
 */
public class ToolException extends RuntimeException {
    /** Bad data or a missing/unreadable file. */
    public static final int DATA = ExitStatus.BAD_DATA;
    /** Bad command line. */
    public static final int USAGE = ExitStatus.BAD_INPUT;
    /** An output already exists and --force was not given. */
    public static final int EXISTS = ExitStatus.EXISTS;

    private static final long serialVersionUID = 1L;
    private final int exitCode;

    public ToolException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public ToolException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    public static ToolException usage(String message) {
        return new ToolException(USAGE, message);
    }

    public static ToolException data(String message) {
        return new ToolException(DATA, message);
    }

    public int exitCode() {
        return exitCode;
    }
}
