package rtjbench.core.run.fork;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.args.StartMode;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.platform.PlatformReader;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.console.PointFigures;
import rtjbench.core.run.console.Progress;
import rtjbench.core.run.output.RunFolders;
import rtjbench.core.run.phase.JitEvents;
import rtjbench.core.run.pipeline.PlatformStages;
import rtjbench.core.run.pipeline.PointExecutor;
import rtjbench.core.run.pipeline.PointOutcome;
import rtjbench.core.run.pipeline.PointPipeline;
import rtjbench.core.run.pipeline.PointRun;
import rtjbench.core.run.pipeline.RunSession;
import rtjbench.core.run.pipeline.RunStage;
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
 * point's run folder itself; with more, or for a cold point ({@link #writesForksFolder}), the point's folder holds
 * {@code fork-1..N}, each a run folder, and
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

    /**
     * Whether a forked point's folder is a forks folder ({@code fork-1..N} and forks.json) rather than the
     * one fork's run folder: with more than one fork, and for a cold point with any number (its warm reference and
     * curve sit beside its forks).
     */
    public static boolean writesForksFolder(Config config) {
        return config.getInt(CommonArgs.FORKS) > 1 || StartMode.coldPoint(config);
    }

    private final RunSession session;
    private final Path argsFile;
    private final List<Plan> plans;
    private final ForkCommand command;
    private final ConsoleMode console;
    /** The suite's classes in a folder, for cold forks: made once a run and VM version, deleted at {@link #close}. */
    private final ForkClassFolder classFolder;
    /** The stages the runner runs around a lean cold fork ({@link #runLeanFork}); made at the first. */
    private List<RunStage> leanStages;

    /** The fork started ahead for the point expected next, waiting for its turn; null where none. */
    private Waiting waiting;
    /** The point running now: its folder, and the AOT cache its forks use (null where none). */
    private Path pointDir;

    private Path pointAotCache;
    /** forks.json's {@code aot_cache}: the cache the point's forks use and how it was made; null without. */
    private ForksIndex.AotCacheUse pointAotUse;

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
        this.classFolder = new ForkClassFolder(command.classPath());
        classFolder.watch(session);
        platformWarningsShown.addAll(shownAlready(session.probeWarnings));
    }

    /**
     * The platform warnings a fork relays that are not news: those this runner's probe gave as it started (a fork on
     * the runner's VM gives the same).
     */
    static Set<String> shownAlready(List<String> runnerProbeWarnings) {
        Set<String> shown = new HashSet<>();
        for (String w : runnerProbeWarnings) {
            shown.add(Progress.PLATFORM_WARNING + w);
        }
        return shown;
    }

    @Override
    public PointOutcome run(Benchmark benchmark, Config config, Path dir) throws IOException {
        int forks = config.getInt(CommonArgs.FORKS);
        boolean cold = StartMode.coldPoint(config);
        pointDir = dir;
        pointAotCache = null;
        pointAotUse = null;
        JvmEntry entry = JvmChoice.entryOf(plans.get(place(config)[0]).testApp, config);
        if (entry != null && entry.aotCache() != null) {
            String problem = prepareAotCache(benchmark, config, dir, entry);
            if (problem != null) {
                session.progress.warn(PointRun.label(config) + ": " + problem);
                return PointOutcome.incomplete(problem);
            }
        }
        if (!writesForksFolder(config)) {
            ForkResults.Outcome outcome =
                    runFork(benchmark, config, ForkRequest.pointFork(dir, 1, 1, aotUse(entry, "fork-1")));
            return (outcome.complete() ? PointOutcome.COMPLETE : PointOutcome.incomplete(outcome.reason))
                    .with(outcome.figures)
                    .saved(outcome.complete() ? null : ForkResults.saved(dir));
        }
        ForksIndex index =
                new ForksIndex(dir, config.benchmarkName(), config.testAppName(), config.sweptValues(), forks);
        if (pointAotUse != null) {
            index.aotCache(pointAotUse);
        }
        ForksIndex.WarmReference reference = cold ? warmReference(benchmark, config, dir, entry) : null;
        if (reference != null) {
            index.warmReference(reference);
        }
        ColdPoint.Steady steady = steadyOf(dir, reference);
        List<ForkResults.Statistics> complete = new ArrayList<>(); // what the spread is over
        List<ColdPoint.Fork> coldForks = new ArrayList<>();
        List<ColdPoint.ForkFigures> coldFigures = new ArrayList<>();
        int completed = 0;
        List<PointFigures> figures = new ArrayList<>();
        for (int fork = 1; fork <= forks && !session.interrupted; fork++) {
            Path forkDir = RunFolders.createUnique(dir, "fork-" + fork);
            ForksIndex.Entry running =
                    ForksIndex.Entry.running(forkDir.getFileName().toString());
            int place = index.add(running);
            List<String> extra = new ArrayList<>(aotUse(entry, "fork-" + fork));
            ForkResults.Outcome outcome;
            if (cold) {
                extra.addAll(VmStartLog.options(launcherOf(entry), forkDir));
                outcome = lean(entry, config, extra)
                        ? runLeanFork(benchmark, config, forkDir, fork, forks, extra, "fork " + fork + "/" + forks)
                        : runFork(benchmark, config, ForkRequest.coldFork(forkDir, fork, forks, extra));
            } else {
                outcome = runFork(benchmark, config, ForkRequest.pointFork(forkDir, fork, forks, extra));
            }
            ForkResults.Statistics statistics = ForkResults.statistics(forkDir);
            ColdPoint.ForkFigures forkCold = null;
            if (cold && outcome.complete()) {
                ColdPoint.Fork read = ColdPoint.read(forkDir, fork);
                if (read != null) {
                    forkCold = ColdPoint.forkFigures(read, steady);
                    coldForks.add(read);
                    coldFigures.add(forkCold);
                }
            }
            index.replace(place, running.ended(outcome, statistics, forkCold));
            completed += outcome.complete() ? 1 : 0;
            if (outcome.complete() && outcome.figures != null) {
                figures.add(outcome.figures);
            }
            if (outcome.complete() && statistics.present()) {
                complete.add(statistics);
            }
        }
        ForkResults.Spread spread = ForkResults.spread(complete);
        index.ended(spread);
        List<ForksIndex.Entry> entries = index.entries();
        if (console.verbose) {
            ForkResults.print(
                    session.out,
                    PointRun.label(config) + ": " + entries.size() + " fork" + (entries.size() == 1 ? "" : "s") + " -> "
                            + dir,
                    entries,
                    spread);
        }
        if (!coldForks.isEmpty()) {
            ColdPoint.Summary summary = ColdPoint.summarize(dir, coldForks, coldFigures, reference, steady);
            index.cold(summary);
            session.out.println(summary.consoleLine());
        }
        PointFigures median = ForkResults.medianFigures(figures);
        if (completed == forks) {
            return PointOutcome.COMPLETE.with(median);
        }
        return PointOutcome.incomplete(
                        (forks - completed) + " of " + forks + " forks did not complete (see " + ForksIndex.FILE + ")")
                .with(median);
    }

    /**
     * A cold point's steady state: one fork of the same point on the same VM (its AOT cache too) run warm, as
     * {@code start=warm} runs it, into {@value ColdPoint#REFERENCE}; forks.json's {@code warm_reference}.
     */
    private ForksIndex.WarmReference warmReference(Benchmark benchmark, Config config, Path dir, JvmEntry entry)
            throws IOException {
        Path refDir = RunFolders.createUnique(dir, ColdPoint.REFERENCE);
        List<String> extra = new ArrayList<>(aotUse(entry, ColdPoint.REFERENCE));
        extra.add("-D" + StartMode.WARM_REFERENCE_PROPERTY + "=true");
        // Its JIT and GC read from logs its VM starts with, as a cold fork's are, not switched on through the VM's
        // management beans at its warm-up: under -Xcomp that switch alone costs seconds of compiling.
        extra.addAll(VmStartLog.options(launcherOf(entry), refDir));
        ForkResults.Outcome outcome = lean(entry, config, extra)
                ? runLeanFork(benchmark, config, refDir, 1, 1, extra, ColdPoint.REFERENCE)
                : runFork(benchmark, config, ForkRequest.warmReference(refDir, extra));
        return new ForksIndex.WarmReference(refDir.getFileName().toString(), outcome, ForkResults.statistics(refDir));
    }

    /** The steady state the warm reference in {@code pointDir} gives; null where there is none or it is incomplete. */
    private static ColdPoint.Steady steadyOf(Path pointDir, ForksIndex.WarmReference reference) throws IOException {
        double p50 = reference == null ? Double.NaN : reference.steadyP50();
        if (Double.isNaN(p50)) {
            return null;
        }
        return ColdPoint.Steady.of(pointDir.resolve(reference.dir), p50);
    }

    /**
     * Trains the entry's AOT cache for this point where it asks the runner to (a fork of the point with
     * {@code -XX:AOTCacheOutput} into {@value AotCache#TRAINING}), and has the point's forks use it. Null where
     * the cache is ready, else why the point cannot run.
     */
    private String prepareAotCache(Benchmark benchmark, Config config, Path dir, JvmEntry entry) throws IOException {
        Path cache = AotCache.file(entry, dir);
        ForksIndex.AotCacheUse use = ForksIndex.AotCacheUse.found(cache);
        if (entry.trainsAotCache()) {
            Path trainingDir = RunFolders.createUnique(dir, AotCache.TRAINING);
            // Its VM's console (what it says as it records and assembles the cache, and the assembling VM's
            // words) is the training run's, kept in its folder: the run's console stays a line a point.
            ForkResults.Outcome training = runFork(
                    benchmark,
                    config,
                    ForkRequest.aotTraining(
                            trainingDir,
                            AotCache.trainingOptions(launcherOf(entry), cache),
                            trainingDir.resolve(AotCache.TRAINING_CONSOLE)));
            String problem = AotCache.trainingProblem(cache, training.complete() ? null : training.reason);
            if (problem != null) {
                return problem;
            }
            use = ForksIndex.AotCacheUse.trained(
                    cache, trainingDir.getFileName().toString(), training.status, Files.size(cache));
        }
        pointAotCache = cache;
        pointAotUse = use;
        return null;
    }

    /** The options of the fork named {@code forkName} to use the point's AOT cache; none without one. */
    private List<String> aotUse(JvmEntry entry, String forkName) throws IOException {
        if (pointAotCache == null) {
            return Collections.emptyList();
        }
        return AotCache.useOptions(launcherOf(entry), pointAotCache, pointDir, forkName);
    }

    /** The launcher a point's forks start: its entry's, or the runner's. */
    private String launcherOf(JvmEntry entry) {
        return entry == null ? command.launcher() : entry.launcher().getPath();
    }

    /**
     * Which fork {@link #runFork} runs: one of the point's forks ({@code fork} of {@code forks}), or a fork of its
     * own kind beside them (the warm reference, an AOT training run), into {@code dir} with {@code extra} VM options
     * after the point's. Whether the fork the runner runs next may be started while this one saves, and where the
     * fork's own console goes (its standard output, and the lines of its error stream that are not for the
     * runner's progress; null for the run's console), follow from its kind.
     */
    static final class ForkRequest {
        final Path dir;
        /** 1-based, of {@link #forks}; 1 of 1 for a fork of its own kind, which is how its command names it. */
        final int fork;

        final int forks;
        /** A warm reference or an AOT training run: not one of the point's forks. */
        final boolean ownKind;

        final List<String> extra;
        final boolean mayStartNext;
        final Path consoleFile;

        private ForkRequest(
                Path dir,
                int fork,
                int forks,
                boolean ownKind,
                List<String> extra,
                boolean mayStartNext,
                Path consoleFile) {
            this.dir = dir;
            this.fork = fork;
            this.forks = forks;
            this.ownKind = ownKind;
            this.extra = Collections.unmodifiableList(new ArrayList<>(extra));
            this.mayStartNext = mayStartNext;
            this.consoleFile = consoleFile;
        }

        /** Fork {@code fork} of {@code forks} of a warm point: the next fork may start while it saves. */
        static ForkRequest pointFork(Path dir, int fork, int forks, List<String> extra) {
            return new ForkRequest(dir, fork, forks, false, extra, true, null);
        }

        /** Fork {@code fork} of {@code forks} of a cold point: the next starts in its turn, its start timed. */
        static ForkRequest coldFork(Path dir, int fork, int forks, List<String> extra) {
            return new ForkRequest(dir, fork, forks, false, extra, false, null);
        }

        /** A cold point's warm reference fork. */
        static ForkRequest warmReference(Path dir, List<String> extra) {
            return new ForkRequest(dir, 1, 1, true, extra, false, null);
        }

        /** An AOT cache's training run, its console into {@code consoleFile}. */
        static ForkRequest aotTraining(Path dir, List<String> extra, Path consoleFile) {
            return new ForkRequest(dir, 1, 1, true, extra, false, consoleFile);
        }

        /** How the progress line names the fork: its folder for one of its own kind, else "fork 2/5" or nothing. */
        String progressLabel() {
            return ownKind ? dir.getFileName().toString() : forks == 1 ? "" : "fork " + fork + "/" + forks;
        }
    }

    /** Runs the fork {@code request} says of {@code config}'s point, and says how it ended. */
    private ForkResults.Outcome runFork(Benchmark benchmark, Config config, final ForkRequest request)
            throws IOException {
        session.progress.runStarting(
                config.testAppName(),
                PointRun.pointLabel(config),
                request.progressLabel(),
                config.getInt(CommonArgs.THREADS),
                PointRun.lengthText(config));
        // Held by the runner across forks (the fork holds its own while it runs, and records it).
        session.pmQos.request(config.get(CommonArgs.CPU_DMA_LATENCY));
        List<String> cmd = command(benchmark, config, request.fork, request.forks, request.extra);
        // A fork whose console is a file is never one started ahead, which copies to the console.
        ForkProcess waiting = request.consoleFile == null ? waitingFor(cmd) : null;
        try (PrintStream console = request.consoleFile == null ? null : consoleFile(request.consoleFile)) {
            ForkProcess process = waiting;
            if (process == null) {
                try {
                    process = start(
                            cmd,
                            benchmark,
                            config,
                            console == null ? session.out : console,
                            console == null ? session.progress.stream() : console);
                } catch (IOException e) {
                    ForkResults.Outcome failed =
                            new ForkResults.Outcome("failed", "could not start " + cmd.get(0) + ": " + e.getMessage());
                    session.progress.runEnded(failed.status + ": " + failed.reason);
                    return failed;
                }
            }
            process.go(request.dir, new Runnable() {
                @Override
                public void run() {
                    if (request.mayStartNext) {
                        startAhead(config, request.fork, request.forks);
                    }
                }
            });
            session.fork = process;
            Integer exit = null;
            try {
                exit = process.await(config.getLong(CommonArgs.TIME_LIMIT) / 1_000_000L + START_ALLOWANCE_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            ForkResults.Outcome outcome = ForkResults.outcome(request.dir, exit, process.lastErrors());
            outcome = outcome.ran(
                    process.startedMillis,
                    process.exitedMillis,
                    session.progress.runEnded(
                            outcome.complete() ? null : outcome.status + ": " + outcome.reason,
                            outcome.complete() ? null : ForkResults.saved(request.dir)));
            session.fork = null;
            process.recorded();
            return outcome;
        }
    }

    /**
     * Whether a fork of cold point {@code config} (one of its cold forks, or its warm reference) on {@code entry},
     * started with {@code extra}, only measures
     * ({@link LeanColdFork}): its VM logs from its start (HotSpot's unified logging), it uses no AOT cache (the cache
     * was trained on the standard fork's start-up, which it would then not run), and its point asks nothing only a
     * standard fork gives.
     */
    private boolean lean(JvmEntry entry, Config config, List<String> extra) {
        return (entry == null || entry.aotCache() == null)
                && hasVmStartLog(extra)
                && LeanColdFork.standardForkNeeded(config) == null;
    }

    /**
     * Runs a lean fork of cold point {@code config} into {@code dir} ({@code label}: "fork 2/5", "warm-reference"):
     * the fork measures, and this runner writes
     * the run folder from what it wrote ({@link LeanColdMeasurement}), with the platform record and PM QoS request a
     * fork's stages would make.
     */
    private ForkResults.Outcome runLeanFork(
            Benchmark benchmark, Config config, Path dir, int fork, int forks, List<String> extra, String label)
            throws IOException {
        session.pmQos.request(config.get(CommonArgs.CPU_DMA_LATENCY));
        JvmEntry entry = JvmChoice.entryOf(plans.get(place(config)[0]).testApp, config);
        ForkCommand vm = entry == null ? command : command.forEntry(entry);
        List<String> pointOptions = new ArrayList<>(heapOptions(benchmark, config, entry));
        pointOptions.addAll(extra);
        pointOptions.addAll(NativeCalls.options());
        List<String> cmd = withClassFolder(vm, config, entry, pointOptions).forLeanColdFork(pointOptions, fork, forks);
        long started = System.currentTimeMillis();
        if (leanStages == null) { // one for all lean forks: the platform's warnings are shown once a session
            leanStages = Arrays.<RunStage>asList(
                    new PlatformStages.PmQosRequest(session),
                    new PlatformStages.PlatformRecord(session, PlatformReader.system(), platformWarningsShown));
        }
        PointOutcome outcome = new PointPipeline(
                        session,
                        leanStages,
                        new LeanColdMeasurement(session, cmd, PointHandover.lines(benchmark, config), fork, forks))
                .run(benchmark, config, dir, label);
        return new ForkResults.Outcome(
                        outcome.complete() ? "complete" : "incomplete",
                        outcome.complete() ? null : outcome.incompleteReason)
                .ran(started, System.currentTimeMillis(), outcome.figures);
    }

    /** A file for a fork's console, written as the fork writes it (a crash keeps what it said). */
    private static PrintStream consoleFile(Path file) throws IOException {
        return new PrintStream(Files.newOutputStream(file), true, "UTF-8");
    }

    /**
     * Starts a fork of {@code config}'s point with {@code command}, launched now, and hands it the point; it waits
     * for {@link ForkProcess#go}.
     */
    private ForkProcess start(List<String> command, Benchmark benchmark, Config config) throws IOException {
        return start(command, benchmark, config, session.out, session.progress.stream());
    }

    /** As {@link #start(List, Benchmark, Config)}, its console ({@link ForkProcess#start}'s out and err) given. */
    private ForkProcess start(
            List<String> command, Benchmark benchmark, Config config, PrintStream out, PrintStream err)
            throws IOException {
        return ForkProcess.start(
                ForkCommand.launchedAt(command, System.currentTimeMillis()),
                PointHandover.lines(benchmark, config),
                out,
                err,
                session.progress,
                platformWarningsShown);
    }

    /**
     * The command line of {@code config}'s fork {@code fork}, its launch time left at 0: what a fork started
     * ahead is matched by, and what {@link #start} sets the time in.
     */
    private List<String> command(Benchmark benchmark, Config config, int fork, int forks, List<String> extra)
            throws IOException {
        int[] place = place(config);
        JvmEntry entry = JvmChoice.entryOf(plans.get(place[0]).testApp, config);
        ForkCommand vm = entry == null ? command : command.forEntry(entry);
        List<String> pointOptions = new ArrayList<>(heapOptions(benchmark, config, entry));
        pointOptions.addAll(extra);
        pointOptions.addAll(NativeCalls.options());
        if (!hasVmStartLog(extra)) {
            // Named by the fork's place, so the command of a fork started ahead is the one its turn asks for
            String name = "t" + place[0] + "-p" + place[1] + "-f" + fork;
            pointOptions.addAll(VmStartLog.pending(launcherOf(entry), argsFile.getParent(), name));
        }
        return withClassFolder(vm, config, entry, pointOptions)
                .forPoint(pointOptions, argsFile, place[0], place[1], fork, forks, console, 0);
    }

    /** {@code vm} from the class folder where a fork of {@code config} with {@code pointOptions} may load it. */
    private ForkCommand withClassFolder(ForkCommand vm, Config config, JvmEntry entry, List<String> pointOptions) {
        List<String> allOptions = new ArrayList<>(vm.jvmOptions());
        allOptions.addAll(pointOptions);
        if (ForkClassFolder.appliesTo(StartMode.coldPoint(config), entry, allOptions)) {
            return fromClassFolder(vm, launcherOf(entry));
        }
        return vm;
    }

    /**
     * {@code vm} loading the suite's classes from the folder for {@code launcher}'s VM ({@link ForkClassFolder});
     * {@code vm} itself, with the jars, where the folder cannot be made (the run's console says why, once).
     */
    private ForkCommand fromClassFolder(ForkCommand vm, String launcher) {
        List<String> warnings = new ArrayList<>();
        String classPath = classFolder.forFork(launcher, warnings);
        for (String w : warnings) {
            session.progress.warn(w);
        }
        return classPath == null ? vm : vm.withClassPath(classPath);
    }

    private static boolean hasVmStartLog(List<String> options) {
        for (String o : options) {
            if (o.startsWith("-D" + JitEvents.VM_START_LOG_PROPERTY + "=")) {
                return true;
            }
        }
        return false;
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
        if (StartMode.coldPoint(next)) {
            return; // a cold start starts in its turn: its time since the VM started would count the wait
        }
        JvmEntry nextEntry = JvmChoice.entryOf(plans.get(place(next)[0]).testApp, next);
        if (next != config && nextEntry != null && nextEntry.aotCache() != null) {
            return; // its first fork trains or finds the point's AOT cache first
        }
        int nextFork = next == config ? fork + 1 : 1;
        int nextForks = next.getInt(CommonArgs.FORKS);
        Benchmark benchmark = plans.get(place(next)[0]).benchmark;
        synchronized (this) {
            discardWaiting();
            try {
                List<String> extra =
                        next == config ? aotUse(nextEntry, "fork-" + nextFork) : Collections.<String>emptyList();
                List<String> cmd = command(benchmark, next, nextFork, nextForks, extra);
                waiting = new Waiting(cmd, start(cmd, benchmark, next));
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
     * The run ends: the fork started ahead is discarded, and the logs of forks that never had their turn (or whose
     * run could not move them) with it; the cold forks' folder of classes is deleted.
     */
    public synchronized void close() {
        discardWaiting();
        classFolder.close();
        try {
            VmStartLog.removePending(argsFile.getParent());
        } catch (IOException e) {
            session.progress.warn("could not remove the logs in " + argsFile.resolveSibling(VmStartLog.PENDING) + ": "
                    + e.getMessage());
        }
    }

    /**
     * The point's fixed heap: the options {@link PointHeap} gives, the very heap the plan checked (a point whose
     * need cannot be worked out now gets none: the fork's own check of its point says what is wrong).
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
