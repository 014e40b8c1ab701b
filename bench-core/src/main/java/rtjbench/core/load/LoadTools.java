package rtjbench.core.load;

import java.io.File;
import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.core.args.LoadCommand;
import rtjbench.core.support.ConfigException;

/**
 * Whether a load's program is installed, decided before anything runs: a name is looked up on {@code PATH} as
 * a shell would, a path must be an executable file. A missing tool is refused naming the Debian package that
 * has it, where it is one the suite knows; {@code setsid}, {@code setpriv} and {@code taskset} (util-linux),
 * which start every load, are checked too.
 */
public final class LoadTools {
    private static final Map<String, String> PACKAGES = new LinkedHashMap<>();

    static {
        PACKAGES.put("stress-ng", "stress-ng");
        PACKAGES.put("hackbench", "rt-tests");
        PACKAGES.put("cyclictest", "rt-tests");
        PACKAGES.put("setsid", "util-linux");
        PACKAGES.put("taskset", "util-linux");
        PACKAGES.put("setpriv", "util-linux");
        PACKAGES.put("kill", "procps");
        PACKAGES.put("stress", "stress");
    }

    private LoadTools() {}

    /** Throws where the load's program, or a program that starts and stops it, is missing. */
    public static void check(LoadCommand load) throws ConfigException {
        if (load.isNone()) {
            return;
        }
        for (String tool : new String[] {"setsid", "setpriv", "taskset", "kill"}) {
            if (find(tool, System.getenv("PATH")) == null) {
                throw missing(tool, "load=" + load + " is started with " + tool);
            }
        }
        if (find(load.program(), System.getenv("PATH")) == null) {
            throw missing(load.program(), "load=" + load);
        }
    }

    private static ConfigException missing(String tool, String context) {
        String pkg = PACKAGES.get(new File(tool).getName());
        return new ConfigException(context + ": " + tool + " is not installed (not an executable file"
                + (tool.indexOf('/') >= 0 ? "" : " on PATH") + ")"
                + (pkg == null
                        ? "; install it or give its full path"
                        : "; on Debian or Ubuntu: sudo apt-get install " + pkg));
    }

    /** The executable the name means: itself where it has a '/', else the first on {@code path}; null if none. */
    static File find(String program, String path) {
        if (program.indexOf('/') >= 0) {
            File f = new File(program);
            return f.isFile() && f.canExecute() ? f : null;
        }
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            File f = new File(dir.isEmpty() ? "." : dir, program);
            if (f.isFile() && f.canExecute()) {
                return f;
            }
        }
        return null;
    }
}
