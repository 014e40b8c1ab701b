package rtjbench.core.run.pipeline;

import java.io.File;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.jvm.Collectors;
import rtjbench.core.support.ConfigException;

/**
 * The VM this run measures in, as a user names it: its collector (from the collector beans) into {@code
 * collector}; and, in a fork started for a {@code <jvm>} entry, the check that it is the VM the entry named (its
 * launcher is this VM's {@code bin/java}, its collector the one the entry's options ask for). A VM that is not
 * what was named stops the run before it measures, saying what was asked and what was found.
 */
public final class VmCheck implements RunStage {
    /** Set by the runner on a fork started for a {@code <jvm>} entry (see ForkCommand). */
    public static final String ENTRY = "rtjbench.jvm.entry";

    public static final String LAUNCHER = "rtjbench.jvm.entry.launcher";
    public static final String COLLECTOR = "rtjbench.jvm.entry.collector";

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
    }

    /** Null where the launcher is this VM's bin/java; why not otherwise ("not checked: ..." where it cannot tell). */
    static String launcherProblem(String launcher, String javaHome) {
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
