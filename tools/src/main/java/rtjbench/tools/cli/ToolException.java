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
    private final boolean commandLine;

    public ToolException(int exitCode, String message) {
        this(exitCode, message, null, exitCode == USAGE);
    }

    public ToolException(int exitCode, String message, Throwable cause) {
        this(exitCode, message, cause, exitCode == USAGE);
    }

    private ToolException(int exitCode, String message, Throwable cause, boolean commandLine) {
        super(message, cause);
        this.exitCode = exitCode;
        this.commandLine = commandLine;
    }

    /**
     * Bad input that is not the command line (a database that is not ours, a folder that breaks its schema):
     * exit 2 like a bad command line, one message without the pointer to --help.
     */
    public static ToolException input(String message) {
        return new ToolException(USAGE, message, null, false);
    }

    /** Whether the message is about the command line (Main then points to --help). */
    public boolean commandLine() {
        return commandLine;
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
