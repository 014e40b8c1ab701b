package rtjbench.core.run.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
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
 * name is defined, the launcher exists and starts with the entry's options, forks are on, its AOT cache is one
 * its VM can train or use), and the programs of its loads installed. The heap that VM will have is {@link PointHeap}'s.
 */
public final class JvmChoice {
    private JvmChoice() {}

    /**
     * An entry's AOT cache needs a VM that has one: {@code -XX:AOTCacheOutput} (JDK 25) to train it,
     * {@code -XX:AOTCache} (JDK 24) to use one; a cache given by path must exist and have been made by this very
     * VM build (HotSpot refuses any other, and the point would measure the VM without it).
     */
    private static void checkAotCache(JvmEntry entry) throws ConfigException {
        EntryVm vm = EntryVm.of(entry.launcher().getPath());
        String where = "<jvm name=\"" + entry.name() + "\" java=\"" + entry.java() + "\" aot_cache=\""
                + entry.aotCache() + "\"> (line " + entry.line() + "): ";
        String flag = entry.trainsAotCache() ? "AOTCacheOutput" : "AOTCache";
        if (!vm.hasFlag(flag)) {
            throw new ConfigException(where + "this VM (" + vm.description() + ") has no -XX:" + flag
                    + (entry.trainsAotCache()
                            ? ", which training an AOT cache needs (HotSpot, JDK 25 and later)"
                            : ", which using an AOT cache needs (HotSpot, JDK 24 and later)"));
        }
        if (entry.trainsAotCache()) {
            return;
        }
        Path cache = Paths.get(entry.aotCache());
        if (!Files.isRegularFile(cache)) {
            throw new ConfigException(where + "no such file: " + cache.toAbsolutePath());
        }
        String madeBy;
        try {
            madeBy = EntryVm.identityOf(cache, vm.identity());
        } catch (IOException e) {
            throw new ConfigException(where + "cannot read " + cache + ": " + e.getMessage());
        }
        if (madeBy == null) {
            throw new ConfigException(where + cache + " names no VM in its header: not a HotSpot AOT cache");
        }
        if (vm.identity() != null && !madeBy.equals(vm.identity())) {
            throw new ConfigException(where + cache + " was made by another VM (" + madeBy + "); this VM is "
                    + vm.identity() + ", and HotSpot maps only a cache its own build made; make it again with this VM"
                    + " or use aot_cache=\"train\"");
        }
    }

    /** The entry a point names, or null for the runner's own VM. */
    public static JvmEntry entryOf(ArgsDocument.TestApp app, Config config) {
        String name = config.getString(LoadArgs.JVMS);
        return name.isEmpty() ? null : app.jvms().get(name);
    }

    /**
     * The point's {@code <jvm>} entry, where it names one: defined, its launcher there, run in forks; an AOT cache
     * it names or trains is asked of the entry's VM (started once a launcher).
     */
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
            String start = EntryVm.startProblem(entry.launcher().getPath(), entry.options());
            if (start != null) {
                throw new ConfigException("<jvm name=\"" + name + "\" java=\"" + entry.java() + "\""
                        + (entry.options().isEmpty() ? "" : " options=\"" + String.join(" ", entry.options()) + "\"")
                        + "> (line " + entry.line() + "): its VM does not start with its options: " + start);
            }
            if (!config.getBoolean(CommonArgs.FORK)) {
                throw new ConfigException("jvms=" + name + " runs the point in a VM of its own, but fork=false runs it"
                        + " in the runner's; drop fork=false");
            }
            if (entry.aotCache() != null) {
                checkAotCache(entry);
            }
        }
        LoadChecks.checkTools(config);
    }
}
