package rtjbench.core.run.fork;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.clock.ClockHandover;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.jvm.Collectors;
import rtjbench.core.os.PmQosHolder;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.pipeline.VmCheck;

/**
 * The command line of a fork: the runner's own launcher, JVM options and class path, then the runner's main
 * class told which point of which args file to run. Same VM, same options, fresh state. The folder the point
 * is saved in is not on the command line: the runner gives it on the fork's standard input ({@link #GO}) when
 * the fork's turn comes, so a fork can be started while the one before it still saves its results (see
 * {@link ForkedPoints}).
 */
public final class ForkCommand {
    /** The system property bin/rtjbench-run sets to the launcher it started the runner with ({@code --jvm}). */
    static final String LAUNCHER_PROPERTY = "rtjbench.jvm";

    public static final String FORK = "--fork";
    public static final String FORK_OF = "--fork-of";
    /** Epoch milliseconds at which the runner started the fork: where the fork's recorded start-up begins. */
    public static final String FORK_LAUNCHED = "--fork-launched";
    /**
     * The line the runner writes on a fork's standard input when the fork may run, followed by the time it
     * does so (epoch ms) and the point's folder: {@code go 1795640000000 /r/01-memalloc/allocsize=1K}. The fork
     * has started its VM and taken its point ({@link PointHandover}) by then, or does so first, and waits for it
     * before anything else.
     */
    public static final String GO = "go ";
    /**
     * The line a fork writes on its error stream once its measurement is over (the test threads ended, every
     * stage torn down, loads and traces stopped), before it saves: the runner may start the next fork then.
     * Never shown on the runner's console.
     */
    public static final String MEASURED = "rtjbench-fork: measured";
    /**
     * The line the runner writes on a fork's standard input once the fork said {@link #MEASURED}: the fork
     * saves and exits on its own, no longer watching for the runner's end.
     */
    public static final String LET_GO = "let go";

    private final String launcher;
    private final List<String> jvmOptions;
    private final String classPath;
    /** The class the child VM starts: the runner's entry point, which reads the fork flags above. */
    private final String mainClass;

    public ForkCommand(String launcher, List<String> jvmOptions, String classPath, String mainClass) {
        this.launcher = launcher;
        this.jvmOptions = Collections.unmodifiableList(new ArrayList<>(jvmOptions));
        this.classPath = classPath;
        this.mainClass = mainClass;
    }

    /**
     * This VM's: the launcher named by {@value #LAUNCHER_PROPERTY} (else this VM's own {@code bin/java}), its
     * input arguments and {@code java.class.path}.
     */
    public static ForkCommand ofThisVm(String mainClass) {
        String launcher = System.getProperty(LAUNCHER_PROPERTY);
        if (launcher == null || launcher.trim().isEmpty()) {
            launcher = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        }
        List<String> options = runnersOwn(ManagementFactory.getRuntimeMXBean().getInputArguments());
        // What the runner measured of its clocks this sitting: each fork checks it briefly rather than redo it.
        String clocks = ClockSelector.standard().handover();
        if (clocks != null) {
            options.add("-D" + ClockHandover.PROPERTY + "=" + clocks);
        }
        String device = System.getProperty(PmQosHolder.DEVICE_PROPERTY);
        if (device != null && !options.contains("-D" + PmQosHolder.DEVICE_PROPERTY + "=" + device)) {
            options.add("-D" + PmQosHolder.DEVICE_PROPERTY + "="
                    + device); // a stand-in set while running: forks use it too
        }
        return new ForkCommand(launcher, options, System.getProperty("java.class.path"), mainClass);
    }

    /**
     * The runner's VM options less what stays the runner's: its agents ({@link #isAgent}), the clock hand-over
     * it is given afresh, and a class-data archive its VM is writing (that file is its own to write).
     */
    static List<String> runnersOwn(List<String> inputArguments) {
        List<String> kept = new ArrayList<>();
        for (String o : inputArguments) {
            if (!isAgent(o)
                    && !o.startsWith("-D" + ClockHandover.PROPERTY + "=")
                    && !o.startsWith("-XX:ArchiveClassesAtExit")) {
                kept.add(o);
            }
        }
        return kept;
    }

    /**
     * Runs point {@code point} of testapp {@code testApp} (both counted from 0 in the args file's plan) as fork
     * {@code fork} of {@code forks}, with the runner's console settings and the point's own VM options
     * ({@code pointOptions}: its fixed heap) after the runner's; {@code launchedMillis}: when it is started.
     */
    List<String> forPoint(
            List<String> pointOptions,
            Path argsFile,
            int testApp,
            int point,
            int fork,
            int forks,
            ConsoleMode console,
            long launchedMillis) {
        List<String> cmd = vmRunning(mainClass, pointOptions);
        cmd.addAll(console.forkFlags()); // the fork's console is a pipe to the runner: it cannot tell itself
        cmd.add(FORK);
        cmd.add(testApp + "/" + point);
        cmd.add(FORK_OF);
        cmd.add(fork + "/" + forks);
        cmd.add(FORK_LAUNCHED);
        cmd.add(Long.toString(launchedMillis));
        cmd.add(argsFile.toString());
        return cmd;
    }

    /**
     * The command of a lean cold fork ({@link LeanColdFork}): this launcher, options and
     * class path with the point's options after them, and the fork's place ({@code fork/forks}).
     */
    List<String> forLeanColdFork(List<String> pointOptions, int fork, int forks) {
        List<String> cmd = vmRunning(LeanColdFork.class.getName(), pointOptions);
        cmd.add(fork + "/" + forks);
        return cmd;
    }

    /** This launcher, its options, the point's after them and the class path, starting {@code main}. */
    private List<String> vmRunning(String main, List<String> pointOptions) {
        List<String> cmd = new ArrayList<>();
        cmd.add(launcher);
        cmd.addAll(jvmOptions);
        cmd.addAll(pointOptions);
        cmd.add("-cp");
        cmd.add(classPath);
        cmd.add(main);
        return cmd;
    }

    /** {@code command} (as {@link #forPoint} made it) with its launch time set to {@code millis}. */
    static List<String> launchedAt(List<String> command, long millis) {
        List<String> launched = new ArrayList<>(command);
        launched.set(launched.indexOf(FORK_LAUNCHED) + 1, Long.toString(millis));
        return launched;
    }

    /**
     * An agent of the runner's VM stays the runner's: a debugger listens on a port a second VM could not take,
     * and a coverage tool or profiler would rewrite the classes a fork times and cost each fork its start-up
     * (JaCoCo's, under the tests here: about 1.4 s a fork). An agent meant for the forks goes in a
     * {@code <jvm>} entry's options, which a fork always gets.
     */
    static boolean isAgent(String option) {
        return option.startsWith("-javaagent:")
                || option.startsWith("-agentlib:")
                || option.startsWith("-agentpath:")
                || option.startsWith("-Xrun")
                || option.startsWith("-Xdebug");
    }

    String launcher() {
        return launcher;
    }

    /**
     * The command for a {@code <jvm>} entry: its launcher; the runner's options without those the entry decides
     * (a collector flag, the heap sizes) and without module options its VM refuses; then the entry's options,
     * which win; and what the fork needs to check it got the VM named.
     */
    ForkCommand forEntry(JvmEntry entry) {
        String entryLauncher = entry.launcher().getPath();
        String asked = Collectors.asked(entry.options());
        boolean heapGiven = false;
        for (String o : entry.options()) {
            heapGiven |= o.startsWith("-Xmx") || o.startsWith("-Xms") || o.startsWith("-XX:MaxHeapSize");
        }
        List<String> options = new ArrayList<>();
        for (String o : jvmOptions) {
            if (asked != null && Collectors.asked(Collections.singletonList(o)) != null) {
                continue;
            }
            if (heapGiven && (o.startsWith("-Xmx") || o.startsWith("-Xms") || o.startsWith("-XX:MaxHeapSize"))) {
                continue;
            }
            if (o.startsWith("--") && !LauncherOptions.accepts(entryLauncher, o)) {
                continue;
            }
            if (o.startsWith("-XX:SharedArchiveFile") || o.startsWith("-Xshare")) {
                continue; // the runner's class-data archive is its own VM's: another VM refuses it
            }
            if (o.startsWith("-D" + LAUNCHER_PROPERTY + "=") || o.startsWith("-D" + VmCheck.ENTRY)) {
                continue;
            }
            options.add(o);
        }
        options.addAll(entry.options());
        options.add("-D" + VmCheck.ENTRY + "=" + entry.name());
        options.add("-D" + VmCheck.LAUNCHER + "=" + entryLauncher);
        if (asked != null) {
            options.add("-D" + VmCheck.COLLECTOR + "=" + asked);
        }
        options.add("-D" + LAUNCHER_PROPERTY + "=" + entryLauncher);
        return new ForkCommand(entryLauncher, options, classPath, mainClass);
    }

    /** The VM options every fork gets (the runner's own), before a point's. */
    List<String> jvmOptions() {
        return jvmOptions;
    }

    /** The class path every fork gets: the runner's {@code java.class.path}. */
    String classPath() {
        return classPath;
    }

    /** This command with {@code classPath} instead (a cold fork's folder of classes: {@link ForkClassFolder}). */
    ForkCommand withClassPath(String classPath) {
        return new ForkCommand(launcher, jvmOptions, classPath, mainClass);
    }
}
