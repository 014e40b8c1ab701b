package rtjbench.core.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import rtjbench.core.args.LoadCommand;
import rtjbench.core.os.CpuList;

/**
 * A system load beside a run, as rteval puts one beside cyclictest: the command runs under {@code setsid -w} (its
 * own session and process group, whatever it forks: stress-ng's workers, hackbench's groups) and {@code taskset
 * -c} (on the CPUs named, inherited by its children). {@link #stop} sends SIGTERM to the whole group, then, after
 * {@link #GRACE_MILLIS}, SIGKILL to whatever is left.
 * <p>
 * Never left running: a JVM shutdown hook stops the group on SIGINT, SIGTERM or exit; and a guard, a small shell
 * in a session of its own whose standard input is a pipe this VM holds, kills the group when that pipe closes,
 * which it does however this VM ends (SIGKILL, a crash). The guard needs the load's group, known only once the
 * load has started; for the moment before it, and for a VM that fails inside {@code ProcessBuilder.start} after
 * the load's process exists, the load carries its own stop: it starts under {@code setpriv --pdeathsig TERM},
 * so the kernel sends it SIGTERM when the thread that started it ends (the thread that runs the point, or the
 * keeper that restarts the load: each lives as long as the load is meant to). A load that exits before the run
 * ends is started again (hackbench runs a fixed number of loops), and the restarts are counted.
 * <p>
 * The load's output is kept (the last {@link #KEPT_LINES} lines); the lines that are the tool's own summary
 * (stress-ng's {@code --metrics-brief} table, hackbench's {@code Time:}) are recorded apart.
 */
public final class SystemLoad {
    static final long GRACE_MILLIS = 3_000;
    static final int KEPT_LINES = 40;
    private static final Pattern SUMMARY =
            Pattern.compile(".*(metrc|bogo ops|Time:|successful run completed|Running in).*");

    private final LoadCommand command;
    private final CpuList cpus;
    private final Deque<String> lines = new ArrayDeque<>();
    private final List<String> summary = new ArrayList<>();
    private final List<Integer> exits = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private Process process;
    private long pgid = -1;
    private Process guard;
    private Thread hook;
    private Thread keeper;
    private volatile boolean stopping;
    private long startNanos;
    private long stopNanos;

    public SystemLoad(LoadCommand command, CpuList cpus) {
        if (command.isNone()) {
            throw new IllegalArgumentException("a SystemLoad needs a command");
        }
        this.command = command;
        this.cpus = cpus;
    }

    /**
     * The command line run: setsid -w, setpriv's parent-death signal, taskset -c where CPUs are named, then the load
     * as given.
     */
    List<String> commandLine() {
        List<String> cmd = new ArrayList<>(Arrays.asList("setsid", "-w", "setpriv", "--pdeathsig", "TERM"));
        if (!cpus.isEmpty()) {
            cmd.addAll(Arrays.asList("taskset", "-c", cpus.toString()));
        }
        cmd.addAll(command.argv());
        return cmd;
    }

    /** Starts the load, its guard and the hook; throws where the command cannot be started. */
    public synchronized void start() throws IOException {
        startNanos = System.nanoTime();
        hook = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        stop();
                    }
                },
                "rtjbench-load-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        launch();
        keeper = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        keepRunning();
                    }
                },
                "rtjbench-load-keeper");
        keeper.setDaemon(true);
        keeper.start();
    }

    private void launch() throws IOException {
        ProcessBuilder pb = new ProcessBuilder(commandLine()).redirectErrorStream(true);
        final Process p = pb.start();
        long pid = pidOf(p);
        long own = groupOf(-1);
        long group = pid < 0 ? -1 : settledGroup(pid, own);
        synchronized (this) {
            process = p;
            if (group > 0 && group != own) {
                if (pgid != group) {
                    closeGuard();
                    pgid = group;
                    guard = startGuard(group);
                }
            } else {
                problems.add("the load's process group could not be told apart from this VM's (pid " + pid + ", group "
                        + group + "); only the process itself is stopped");
                pgid = -1;
            }
        }
        Thread reader = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        read(p);
                    }
                },
                "rtjbench-load-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** A load that ends sooner than this after its start is not started again: it is failing, not finishing. */
    static final long RESTART_MIN_MILLIS = 1_000;

    /** Waits for the load; one that ends before the run does is started again, unless it ended at once. */
    private void keepRunning() {
        while (true) {
            Process p;
            long launched = System.nanoTime();
            synchronized (this) {
                p = process;
            }
            int exit;
            try {
                exit = p.waitFor();
            } catch (InterruptedException e) {
                return;
            }
            synchronized (this) {
                exits.add(exit);
                if (stopping) {
                    return;
                }
                long ranMillis = (System.nanoTime() - launched) / 1_000_000L;
                if (ranMillis < RESTART_MIN_MILLIS) {
                    problems.add("the load exited with status " + exit + " after " + ranMillis
                            + " ms; not started again (see output_tail)");
                    return;
                }
                try {
                    launch();
                } catch (IOException e) {
                    problems.add("could not start the load again: " + e.getMessage());
                    return;
                }
            }
        }
    }

    private void read(Process p) {
        try (BufferedReader r =
                new BufferedReader(new InputStreamReader(p.getInputStream(), Charset.defaultCharset()))) {
            String line;
            while ((line = r.readLine()) != null) {
                synchronized (lines) {
                    lines.addLast(line);
                    if (lines.size() > KEPT_LINES) {
                        lines.removeFirst();
                    }
                    if (SUMMARY.matcher(line).matches() && summary.size() < 200) {
                        summary.add(line.trim());
                    }
                }
            }
        } catch (IOException e) {
            // the load ended
        }
    }

    /**
     * A shell in a session of its own that waits for its standard input to close (this VM ending, however it
     * ends, or {@link #stop}) and then stops the load's group. Its input is a pipe only this VM writes.
     */
    private static Process startGuard(long group) throws IOException {
        // dash's own kill takes no "--": a negative number after the signal names the group
        String script = "while read -r _; do :; done; kill -TERM -" + group + " 2>/dev/null; sleep 2; kill -KILL -"
                + group + " 2>/dev/null; exit 0";
        ProcessBuilder pb = new ProcessBuilder("setsid", "sh", "-c", script);
        pb.redirectErrorStream(true);
        return pb.start();
    }

    private void closeGuard() {
        if (guard == null) {
            return;
        }
        try {
            guard.getOutputStream().close();
        } catch (IOException e) {
            // the guard has ended
        }
    }

    /**
     * Stops the load: SIGTERM to its group, SIGKILL to what is left after the grace. Idempotent; also the
     * shutdown hook's job.
     */
    public void stop() {
        Process p;
        long group;
        synchronized (this) {
            if (stopping) {
                return;
            }
            stopping = true;
            p = process;
            group = pgid;
            stopNanos = System.nanoTime();
        }
        if (p == null) {
            return;
        }
        signal(group, p, "TERM");
        try {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MILLIS);
            while (System.nanoTime() < deadline && (p.isAlive() || groupAlive(group))) {
                Thread.sleep(20);
            }
            if (p.isAlive() || groupAlive(group)) {
                synchronized (this) {
                    problems.add("the load did not end within " + GRACE_MILLIS + " ms of SIGTERM: killed (SIGKILL)");
                }
                signal(group, p, "KILL");
                p.waitFor(GRACE_MILLIS, TimeUnit.MILLISECONDS);
                for (int i = 0; i < 100 && groupAlive(group); i++) {
                    Thread.sleep(10);
                }
            }
        } catch (InterruptedException e) {
            signal(group, p, "KILL");
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            closeGuard();
        }
        if (keeper != null) {
            try {
                keeper.join(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        removeHook();
    }

    private void removeHook() {
        if (hook == null || Thread.currentThread() == hook) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the VM is shutting down: the hook runs (and finds the load stopped)
        }
    }

    private static void signal(long group, Process p, String signal) {
        if (group > 0) {
            run("kill", "-" + signal, "--", "-" + group);
        } else if ("KILL".equals(signal)) {
            p.destroyForcibly();
        } else {
            p.destroy();
        }
    }

    /** Whether any process of the group is left ({@code kill -0} on the group). */
    static boolean groupAlive(long group) {
        return group > 0 && run("kill", "-0", "--", "-" + group) == 0;
    }

    private static int run(String... cmd) {
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            p.getInputStream().close();
            return p.waitFor(5, TimeUnit.SECONDS) ? p.exitValue() : -1;
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** The process group of the load (its pid, as setsid makes it); -1 before start or where unknown. */
    public synchronized long processGroup() {
        return pgid;
    }

    /** A process's id: {@code Process.pid()} on Java 9+, the {@code pid} field on Java 8; -1 where neither. */
    public static long pidOf(Process p) {
        try {
            Method pid = Process.class.getMethod("pid");
            return (Long) pid.invoke(p);
        } catch (ReflectiveOperationException | RuntimeException e) {
            try {
                Field f = p.getClass().getDeclaredField("pid");
                f.setAccessible(true);
                return f.getInt(p);
            } catch (ReflectiveOperationException | RuntimeException e2) {
                return -1;
            }
        }
    }

    /**
     * The group setsid gives the load: until setsid has run, the child is still in this VM's group, so the
     * group is read again for up to a second until it is the child's own (setsid makes it the pid).
     */
    static long settledGroup(long pid, long own) {
        long group = groupOf(pid);
        for (int i = 0; i < 200 && group != pid && (group == own || group < 0); i++) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            group = groupOf(pid);
        }
        return group;
    }

    /** The process group of {@code pid} from /proc (field 5 of stat); of this process for -1; -1 where unknown. */
    static long groupOf(long pid) {
        try {
            String stat = new String(
                    Files.readAllBytes(Paths.get("/proc/" + (pid < 0 ? "self" : Long.toString(pid)) + "/stat")),
                    Charset.forName("US-ASCII"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[2]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The {@code load} block of metadata.json. */
    public synchronized Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("command", command.toString());
        m.put("command_line", commandLine());
        m.put("cpus", cpus.isEmpty() ? "all" : cpus.toString());
        m.put("process_group", pgid);
        m.put("seconds", startNanos == 0 ? 0 : ((stopping ? stopNanos : System.nanoTime()) - startNanos) / 1e9);
        m.put("exit_status", exits.isEmpty() ? null : exits.get(exits.size() - 1));
        m.put("restarts", Math.max(0, exits.size() - 1));
        m.put("group_left", groupAlive(pgid));
        synchronized (lines) {
            m.put("summary", new ArrayList<>(summary));
            m.put("output_tail", new ArrayList<>(lines));
        }
        m.put("problems", new ArrayList<>(problems));
        return m;
    }

    /** Writes nothing to the guard: used by tests to close this VM's end as a dying VM would. */
    OutputStream guardInput() {
        return guard == null ? null : guard.getOutputStream();
    }
}
