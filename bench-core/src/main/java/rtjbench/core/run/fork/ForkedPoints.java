package rtjbench.core.run.fork;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.console.PointFigures;
import rtjbench.core.run.output.IndexFile;
import rtjbench.core.run.output.RunFolders;
import rtjbench.core.run.pipeline.PointExecutor;
import rtjbench.core.run.pipeline.PointOutcome;
import rtjbench.core.run.pipeline.PointRun;
import rtjbench.core.run.pipeline.RunSession;
import rtjbench.core.run.plan.JvmChoice;
import rtjbench.core.run.plan.Plan;
import rtjbench.core.run.plan.PointHeap;
import rtjbench.core.support.ConfigException;

/**
 * Runs a point in fresh VMs, as JMH forks: the runner's launcher and JVM options ({@link ForkCommand}), the
 * point named by its place in the plan, one VM after the other. A fork's start (its VM, class loading, the
 * plan) overlaps the saving of the one before: when a fork says its measurement is over, the fork the runner
 * will run next is started, and waits for its turn ({@link ForkCommand#GO}) before it does anything the
 * measurement could feel; one the run turns out not to need is discarded. With {@code forks=1} the fork writes the
 * point's run folder itself; with more, the point's folder holds {@code fork-1..N}, each a run folder, and
 * {@code forks.json}: each fork's outcome and statistics and their spread ({@link ForkResults}). A fork that
 * fails or is stopped keeps what it saved and is marked so. A signal stops the running fork (it saves, as a
 * runner does) and no further fork starts; each fork has its own watchdog, and the runner kills one that
 * outlives its {@code time_limit} by more than {@link #START_ALLOWANCE_MILLIS}.
 */
public final class ForkedPoints implements PointExecutor {
    /** The platform warnings relayed from forks so far: each is shown once a session, as in one VM. */
    private final Set<String> platformWarningsShown = new HashSet<>();

    /** Beyond time_limit: the fork's VM start, environment probe, clock calibration and noise floor. */
    static final long START_ALLOWANCE_MILLIS = 120_000;

    static final String FORKS_INDEX = "forks.json";
    static final String FORKS_FORMAT = "rtjbench-forks/1";

    private final RunSession session;
    private final Path argsFile;
    private final List<Plan> plans;
    private final ForkCommand command;
    private final ConsoleMode console;
    /** The fork started ahead for the point expected next, waiting for its turn; null where none. */
    private Waiting waiting;

    /** A fork started ahead: its command (the launch time left out) says which point and fork it is for. */
    private static final class Waiting {
        final List<String> command;
        final ForkProcess process;

        Waiting(List<String> command, ForkProcess process) {
            this.command = command;
            this.process = process;
        }
    }

    public ForkedPoints(RunSession session, Path argsFile, List<Plan> plans, ForkCommand command, ConsoleMode console) {
        this.session = session;
        this.argsFile = argsFile;
        this.plans = plans;
        this.command = command;
        this.console = console;
    }

    @Override
    public PointOutcome run(Benchmark benchmark, Config config, Path dir) throws IOException {
        int forks = config.getInt(CommonArgs.FORKS);
        if (forks == 1) {
            ForkResults.Outcome outcome = runFork(benchmark, config, dir, 1, 1);
            return (outcome.complete() ? PointOutcome.COMPLETE : PointOutcome.incomplete(outcome.reason))
                    .with(outcome.figures);
        }
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("testapp", config.benchmarkName());
        header.put("testapp_name", config.testAppName());
        header.put("swept", config.sweptValues());
        header.put("forks", forks);
        header.put(
                "statistics",
                "per fork: every thread's samples together, in ns: mean, nearest-rank p50 and p99, max;"
                        + " spread over the complete forks: min, median, max, and for the mean a 99% confidence interval (Student t, n-1)");
        IndexFile index = new IndexFile(dir.resolve(FORKS_INDEX), FORKS_FORMAT, header);
        List<Map<String, Object>> entries = new ArrayList<>();
        List<Map<String, Object>> complete = new ArrayList<>(); // with their statistics: what the spread is over
        int completed = 0;
        List<PointFigures> figures = new ArrayList<>();
        for (int fork = 1; fork <= forks && !session.interrupted; fork++) {
            Path forkDir = RunFolders.createUnique(dir, "fork-" + fork);
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("dir", forkDir.getFileName().toString());
            e.put("status", "running");
            Map<String, Object> entry = index.add(e);
            ForkResults.Outcome outcome = runFork(benchmark, config, forkDir, fork, forks);
            entry.put("reason", outcome.reason);
            entry.putAll(outcome.times());
            entry.putAll(ForkResults.statistics(forkDir));
            index.update(entry, "status", outcome.status);
            entries.add(entry);
            completed += outcome.complete() ? 1 : 0;
            if (outcome.complete() && outcome.figures != null) {
                figures.add(outcome.figures);
            }
            if (outcome.complete() && entry.containsKey("mean_ns")) {
                complete.add(entry);
            }
        }
        index.put("spread", ForkResults.spread(complete));
        if (console.verbose) {
            ForkResults.print(
                    session.out,
                    PointRun.label(config) + ": " + entries.size() + " fork" + (entries.size() == 1 ? "" : "s") + " -> "
                            + dir,
                    entries,
                    complete);
        }
        PointFigures median = ForkResults.medianFigures(figures);
        if (completed == forks) {
            return PointOutcome.COMPLETE.with(median);
        }
        return PointOutcome.incomplete(
                        (forks - completed) + " of " + forks + " forks did not complete (see " + FORKS_INDEX + ")")
                .with(median);
    }

    private ForkResults.Outcome runFork(Benchmark benchmark, Config config, Path dir, int fork, int forks)
            throws IOException {
        session.progress.runStarting(
                config.testAppName(),
                PointRun.pointLabel(config),
                forks == 1 ? "" : "fork " + fork + "/" + forks,
                config.getInt(CommonArgs.THREADS),
                PointRun.lengthText(config));
        // Held by the runner across forks (the fork holds its own while it runs, and records it).
        session.pmQos.request(config.get(CommonArgs.CPU_DMA_LATENCY));
        List<String> cmd = command(benchmark, config, fork, forks);
        ForkProcess process = waitingFor(cmd);
        if (process == null) {
            try {
                process = start(cmd);
            } catch (IOException e) {
                ForkResults.Outcome failed =
                        new ForkResults.Outcome("failed", "could not start " + cmd.get(0) + ": " + e.getMessage());
                session.progress.runEnded(failed.status + ": " + failed.reason);
                return failed;
            }
        }
        process.go(dir, new Runnable() {
            @Override
            public void run() {
                startAhead(config, fork, forks);
            }
        });
        session.fork = process;
        Integer exit = null;
        try {
            exit = process.await(config.getLong(CommonArgs.TIME_LIMIT) / 1_000_000L + START_ALLOWANCE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        ForkResults.Outcome outcome = ForkResults.outcome(dir, exit, process.lastErrors());
        outcome.vmStarted = process.startedMillis;
        outcome.vmExited = process.exitedMillis;
        outcome.figures = session.progress.runEnded(outcome.complete() ? null : outcome.status + ": " + outcome.reason);
        session.fork = null;
        process.recorded.countDown();
        return outcome;
    }

    /** Starts a fork with {@code command}, launched now; it waits for {@link ForkProcess#go}. */
    private ForkProcess start(List<String> command) throws IOException {
        return ForkProcess.start(
                ForkCommand.launchedAt(command, System.currentTimeMillis()),
                session.out,
                session.progress,
                platformWarningsShown);
    }

    /**
     * The command line of {@code config}'s fork {@code fork}, its launch time left at 0: what a fork started
     * ahead is matched by, and what {@link #start} sets the time in.
     */
    private List<String> command(Benchmark benchmark, Config config, int fork, int forks) {
        int[] place = place(config);
        JvmEntry entry = JvmChoice.entryOf(plans.get(place[0]).testApp, config);
        ForkCommand vm = entry == null ? command : command.forEntry(entry);
        return vm.forPoint(
                heapOptions(benchmark, config, entry), argsFile, place[0], place[1], fork, forks, console, 0);
    }

    /**
     * Called as a fork's measurement ends: starts the fork the runner will run next (the point's next fork, else
     * the next point's first), to wait for its turn. Not after a signal, nor where the next point runs in this
     * VM or there is none; a fork that cannot be started now is started again in its turn, which says why.
     */
    private void startAhead(Config config, int fork, int forks) {
        Config next = fork < forks ? config : Plan.pointAfter(plans, config);
        if (session.interrupted || next == null || !next.getBoolean(CommonArgs.FORK)) {
            return;
        }
        int nextFork = next == config ? fork + 1 : 1;
        int nextForks = next.getInt(CommonArgs.FORKS);
        Benchmark benchmark = plans.get(place(next)[0]).benchmark;
        synchronized (this) {
            discardWaiting();
            try {
                List<String> cmd = command(benchmark, next, nextFork, nextForks);
                waiting = new Waiting(cmd, start(cmd));
            } catch (IOException | RuntimeException e) {
                waiting = null;
            }
        }
    }

    /** The fork started ahead for {@code command}, taken; null where none was (one for another is discarded). */
    private synchronized ForkProcess waitingFor(List<String> command) {
        Waiting w = waiting;
        waiting = null;
        if (w == null) {
            return null;
        }
        if (w.command.equals(command)) {
            return w.process;
        }
        w.process.discard();
        return null;
    }

    /** Discards the fork started ahead, if any: the run ends, or goes another way. */
    public synchronized void discardWaiting() {
        if (waiting != null) {
            waiting.process.discard();
            waiting = null;
        }
    }

    /**
     * The point's fixed heap: the options {@link PointHeap} gives, the very heap the plan checked (a point whose
     * need cannot be worked out now gets none: the fork's own plan says what is wrong, as without forks).
     */
    private List<String> heapOptions(Benchmark benchmark, Config config, JvmEntry entry) {
        try {
            return PointHeap.of(benchmark, config, session.env, entry).forkOptions();
        } catch (ConfigException e) {
            return Collections.emptyList();
        }
    }

    /** Where a point is in the plan: the testapp's index and the point's, which is how a fork is told what to run. */
    private int[] place(Config config) {
        for (int i = 0; i < plans.size(); i++) {
            List<Config> points = plans.get(i).points;
            for (int j = 0; j < points.size(); j++) {
                if (points.get(j) == config) {
                    return new int[] {i, j};
                }
            }
        }
        throw new IllegalArgumentException("the point " + config + " is not in the plan");
    }
}
