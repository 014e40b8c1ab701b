package rtjbench.core.run.pipeline;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.jvm.Collectors;
import rtjbench.core.jvm.VmMode;
import rtjbench.core.support.ConfigException;

/**
 * The VM this run measures in, as a user names it: its collector (from the collector beans) into {@code
 * collector}; and, in a fork started for a {@code <jvm>} entry, the check that it is the VM the entry named (its
 * launcher is this VM's {@code bin/java}, its collector the one the entry's options ask for, its execution mode the
 * one they ask: {@code -Xint}, {@code -Xcomp}, {@code -XX:TieredStopAtLevel}). A VM that is not what was named
 * stops the run before it measures, saying what was asked and what was found. An AOT cache the VM refused is a
 * warning quoting the VM, not a stop: the fork measures the VM without it, and says so.
 */
public final class VmCheck implements RunStage {
    /** Set by the runner on a fork started for a {@code <jvm>} entry (see ForkCommand). */
    public static final String ENTRY = "rtjbench.jvm.entry";

    public static final String LAUNCHER = "rtjbench.jvm.entry.launcher";
    public static final String COLLECTOR = "rtjbench.jvm.entry.collector";
    /** The AOT cache the fork was started with, and where its VM logged what it said of it. */
    public static final String AOT_CACHE = "rtjbench.jvm.entry.aot_cache";

    public static final String AOT_LOG = "rtjbench.jvm.entry.aot_log";

    /** The most of the VM's own words about a refused cache that a warning quotes. */
    static final int AOT_LINES_QUOTED = 4;

    private final RunSession session;

    VmCheck(RunSession session) {
        this.session = session;
    }

    @Override
    public void before(PointRun run) throws ConfigException {
        List<String> beans = Collectors.beanNames();
        String collector = Collectors.named(beans);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", collector);
        m.put("beans", beans);
        run.record.extra.put("collector", m);
        String entry = System.getProperty(ENTRY);
        if (entry == null) {
            return;
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("name", entry);
        e.put("launcher", System.getProperty(LAUNCHER));
        e.put("vm_name", System.getProperty("java.vm.name"));
        e.put("vm_version", System.getProperty("java.vm.version"));
        e.put("java_home", System.getProperty("java.home"));
        e.put("collector_asked", System.getProperty(COLLECTOR));
        e.put("collector", collector);
        run.record.extra.put("jvm_entry", e);
        String launcherProblem = launcherProblem(System.getProperty(LAUNCHER), System.getProperty("java.home"));
        e.put("launcher_check", launcherProblem == null ? "ok" : launcherProblem);
        if (launcherProblem != null && !launcherProblem.startsWith("not checked")) {
            throw new ConfigException("jvm entry '" + entry + "': " + launcherProblem);
        }
        String asked = System.getProperty(COLLECTOR);
        if (asked != null && !asked.equals(collector)) {
            throw new ConfigException("jvm entry '" + entry + "' asked for the " + asked + " collector, but this VM ("
                    + System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version") + ") runs "
                    + collector + " (collector beans " + beans + ")");
        }
        Map<String, Object> mode = VmMode.describe();
        e.put("mode", mode);
        String modeProblem = VmMode.problem(
                ManagementFactory.getRuntimeMXBean().getInputArguments(), (String) mode.get("vm_info"), (String)
                        mode.get("tiered_stop_at_level"));
        if (modeProblem != null) {
            throw new ConfigException("jvm entry '" + entry + "': " + modeProblem);
        }
        String cache = System.getProperty(AOT_CACHE);
        if (cache != null) {
            e.put("aot_cache", aotCache(run, entry, cache));
        }
    }

    /**
     * Whether the VM mapped the AOT cache it was given ({@code sharing}, and the cache its flag names); where it
     * did not, a warning quoting what the VM itself said of the cache. The fork runs on without it.
     */
    private Map<String, Object> aotCache(PointRun run, String entry, String cache) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", cache);
        boolean used = VmMode.sharing() && cache.equals(VmMode.flag("AOTCache"));
        m.put("used", used);
        if (!used) {
            String said = vmSaid(System.getProperty(AOT_LOG));
            m.put("vm_message", said);
            String warning = "jvm entry '" + entry + "': the VM did not use the AOT cache " + cache
                    + (said == null ? " (it said nothing of it)" : ": " + said) + "; this fork runs without it";
            run.record.warnings.add(warning);
            session.progress.warn(warning);
        }
        return m;
    }

    /** The VM's own lines about the cache, without their decorations; null where it logged none. */
    static String vmSaid(String log) {
        if (log == null) {
            return null;
        }
        List<String> said = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(Paths.get(log), StandardCharsets.UTF_8)) {
                String text = line.replaceFirst("^(\\[[^\\]]*\\])+\\s*", "").trim();
                if (!text.isEmpty() && said.size() < AOT_LINES_QUOTED) {
                    said.add(text);
                }
            }
        } catch (IOException e) {
            return null;
        }
        return said.isEmpty() ? null : String.join(" | ", said);
    }

    /** Null where the launcher is this VM's bin/java; why not otherwise ("not checked: ..." where it cannot tell). */
    public static String launcherProblem(String launcher, String javaHome) {
        if (launcher == null || javaHome == null) {
            return "not checked: launcher or java.home unknown";
        }
        try {
            File resolved = new File(launcher).getCanonicalFile();
            if (!resolved.getName().equals("java") || resolved.getParentFile() == null) {
                return "not checked: the launcher " + launcher + " is not a JDK's bin/java";
            }
            File own = new File(new File(javaHome, "bin"), "java").getCanonicalFile();
            File ownJre = new File(new File(new File(javaHome).getParentFile(), "bin"), "java").getCanonicalFile();
            if (resolved.equals(own) || resolved.equals(ownJre)) {
                return null;
            }
            return "started as " + launcher + " (" + resolved + "), but this VM's home is " + javaHome;
        } catch (IOException e) {
            return "not checked: " + e.getMessage();
        }
    }

    @Override
    public void after(PointRun run) {}
}
