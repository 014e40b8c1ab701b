package rtjbench.core.run.plan;

import java.util.Map;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.args.LoadArgs;
import rtjbench.core.load.LoadChecks;
import rtjbench.core.support.ConfigException;

/**
 * The VM a point runs on: the {@code <jvm>} entry its {@code jvms} names, checked before anything runs (the
 * name is defined, the launcher exists and can be run, forks are on), and the programs of its loads installed.
 * The heap that VM will have is {@link PointHeap}'s.
 */
public final class JvmChoice {
    private JvmChoice() {}

    /** The entry a point names, or null for the runner's own VM. */
    public static JvmEntry entryOf(ArgsDocument.TestApp app, Config config) {
        String name = config.getString(LoadArgs.JVMS);
        return name.isEmpty() ? null : app.jvms().get(name);
    }

    static void check(ArgsDocument.TestApp app, Config config) throws ConfigException {
        String name = config.getString(LoadArgs.JVMS);
        if (!name.isEmpty()) {
            Map<String, JvmEntry> entries = app.jvms();
            JvmEntry entry = entries.get(name);
            if (entry == null) {
                throw new ConfigException("jvms names '" + name + "', but the args file has no <jvm name=\"" + name
                        + "\" java=\"...\"/> in this <testapp> or its <suite>"
                        + (entries.isEmpty() ? "" : " (defined: " + String.join(", ", entries.keySet()) + ")"));
            }
            String problem = entry.launcherProblem();
            if (problem != null) {
                throw new ConfigException("<jvm name=\"" + name + "\" java=\"" + entry.java() + "\"> (line "
                        + entry.line() + "): " + problem);
            }
            if (!config.getBoolean(CommonArgs.FORK)) {
                throw new ConfigException("jvms=" + name + " runs the point in a VM of its own, but fork=false runs it"
                        + " in the runner's; drop fork=false");
            }
        }
        LoadChecks.checkTools(config);
    }
}
