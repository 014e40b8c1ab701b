package rtjbench.core.support;

import rtjbench.core.args.ArgsException;

/**
 * A config that is well-formed but cannot run here: a size that will not fit, a CPU the process may not
 * use, real-time spinners on every CPU. Found before anything runs; the runner exits with status 2.
 */
public class ConfigException extends ArgsException {
    private static final long serialVersionUID = 1L;

    public ConfigException(String message) {
        super(message);
    }
}
