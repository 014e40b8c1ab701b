package rtjbench.core.support;

/**
 * The config asks for something this VM or machine does not have (RTSJ classes, virtual threads, a shared
 * cache). A single testapp fails with it (exit 2); in a suite the testapp is skipped with this message and
 * the rest runs.
 */
public class UnsupportedHereException extends ConfigException {
    private static final long serialVersionUID = 1L;

    public UnsupportedHereException(String message) {
        super(message);
    }
}
