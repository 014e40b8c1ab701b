package rtjbench.core.args;

/**
 * Bad input in an args file or on the command line. The message names the file (and line where known),
 * the argument, the value and what is allowed. The runner exits with status 2 on it, before anything runs.
 */
public class ArgsException extends Exception {
    private static final long serialVersionUID = 1L;

    public ArgsException(String message) {
        super(message);
    }

    public ArgsException(String message, Throwable cause) {
        super(message, cause);
    }
}
