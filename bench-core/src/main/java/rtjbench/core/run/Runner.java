package rtjbench.core.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.console.ConsoleSummary;
import rtjbench.core.run.console.Progress;
import rtjbench.core.run.fork.ForkCommand;
import rtjbench.core.run.fork.ForkedPoints;
import rtjbench.core.run.output.AtomicFile;
import rtjbench.core.run.output.IndexFile;
import rtjbench.core.run.output.JsonText;
import rtjbench.core.run.output.RunFolders;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.run.pipeline.PlatformStages;
import rtjbench.core.run.pipeline.PointExecutor;
import rtjbench.core.run.pipeline.PointOutcome;
import rtjbench.core.run.pipeline.PointPipeline;
import rtjbench.core.run.pipeline.PointRun;
import rtjbench.core.run.pipeline.RunSession;
import rtjbench.core.run.pipeline.RunStages;
import rtjbench.core.run.pipeline.SessionStage;
import rtjbench.core.run.pipeline.SignalHook;
import rtjbench.core.run.plan.Plan;
import rtjbench.stats.ExitStatus;

/**
 * Runs a planned args file (see {@link Planner}) into one new results folder: opens the session's stages,
 * runs each testapp and sweep point through a {@link PointExecutor}, keeps suite.json and sweep.json up to
 * date as it goes, and closes the session's stages whatever happened. Exit status: 0 all complete, 2 bad
 * input (nothing ran), 3 a run was incomplete.
 */
public final class Runner {
    public static final int EXIT_OK = ExitStatus.OK;
    public static final int EXIT_BAD_INPUT = ExitStatus.BAD_INPUT;
    public static final int EXIT_INCOMPLETE = ExitStatus.INCOMPLETE;

    private final RunSession session;
    private final List<SessionStage> sessionStages;
    private final PointExecutor points;
    /** The points are measured by this VM's threads, so fork=true can move them to fresh VMs. */
    private final boolean forkable;

    private final ForkCommand forkCommand;
    private final ConsoleMode console;
    private final ConsoleSummary summary = new ConsoleSummary();
    private final Map<String, Object> planFiles = new LinkedHashMap<>();
    private ForkedPoints forked;

    /**
     * A file the plan made for the results folder, written as JSON beside {@code args.xml} when the folder is made
     * (a verdict's plan, which the tools' post step reads).
     */
    public void alsoWrite(String name, Object json) {
        planFiles.put(name, json);
    }

    public Runner(
            PrintStream out,
            PrintStream err,
            ConsoleMode console,
            EnvironmentProbe probe,
            ClockSelector clocks,
            int totalRuns) {
        this(out, err, console, probe, clocks, totalRuns, IN_THIS_VM);
    }

    /** Each point measured by the test threads of this VM, through the standard stages. */
    static final Function<RunSession, PointExecutor> IN_THIS_VM = new Function<RunSession, PointExecutor>() {
        @Override
        public PointExecutor apply(RunSession session) {
            return new PointPipeline(session, RunStages.standard(session));
        }
    };

    /** With another way to run each point (the C references run programs: NativeRefs). */
    public Runner(
            PrintStream out,
            PrintStream err,
            ConsoleMode console,
            EnvironmentProbe probe,
            ClockSelector clocks,
            int totalRuns,
            Function<RunSession, PointExecutor> executor) {
        this.session = new RunSession(out, new Progress(err, console, totalRuns), probe, clocks);
        this.sessionStages = Arrays.<SessionStage>asList(
                new SignalHook(), new PlatformStages.PmQosSession(PlatformStages.PmQosSession.configuredDevice()));
        this.points = executor.apply(session);
        this.forkable = executor == IN_THIS_VM;
        this.forkCommand = ForkCommand.ofThisVm(Main.class.getName());
        this.console = console;
        for (String w : probe.warnings()) {
            session.progress.warn(w);
        }
    }

    /**
     * Runs a checked plan; returns the exit status. {@code runDirFile}, if given, receives the results folder's
     * path, and whoever gave it says where the results are (bin/rtjbench-run, after post-processing); else the
     * console ends with {@code results: DIR}.
     */
    public int run(Path argsFile, ArgsDocument doc, List<Plan> plans, Path runDirFile) throws IOException {
        return run(
                argsFile,
                doc,
                plans,
                runDirFile,
                RunFolders.newTopFolder(
                        Paths.get(datadir(plans)), topName(doc, plans), LocalDateTime.now(ZoneId.systemDefault())));
    }

    public static String datadir(List<Plan> plans) {
        return plans.get(0).points.get(0).getString(CommonArgs.DATADIR);
    }

    /** The suite's name, or the single testapp's benchmark name: the results folder's name after the date. */
    public static String topName(ArgsDocument doc, List<Plan> plans) {
        return doc.isSuite() ? doc.suiteName() : plans.get(0).testApp.benchmarkName();
    }

    /** As {@link #run(Path, ArgsDocument, List, Path)}, into {@code top}, a new empty folder made by the caller. */
    public int run(Path argsFile, ArgsDocument doc, List<Plan> plans, Path runDirFile, Path top) throws IOException {
        AtomicFile.create(top.resolve("args.xml"), AtomicFile.copyOf(argsFile));
        for (Map.Entry<String, Object> f : planFiles.entrySet()) {
            AtomicFile.create(top.resolve(f.getKey()), AtomicFile.text(JsonText.toText(f.getValue())));
        }
        // Forks read the copy: what they run is what this folder says was run, even if the original changes.
        forked = new ForkedPoints(session, top.resolve("args.xml"), plans, forkCommand, console);
        if (runDirFile != null) {
            AtomicFile.replace(runDirFile, AtomicFile.text(top.toAbsolutePath().toString()));
        }
        Deque<SessionStage> open = new ArrayDeque<>();
        session.written = new CountDownLatch(1);
        try {
            for (SessionStage stage : sessionStages) {
                stage.open(session);
                open.push(stage);
            }
            boolean allComplete = runPlans(doc, plans, top);
            if (!console.quiet) {
                summary.print(session.out);
            }
            if (runDirFile == null) {
                session.out.println("results: " + top);
            }
            return allComplete && !session.interrupted ? EXIT_OK : EXIT_INCOMPLETE;
        } finally {
            try {
                forked.close(); // a fork started ahead for a point that did not come (stopped, or the last)
                while (!open.isEmpty()) {
                    open.pop().close(session);
                }
            } finally {
                session.written.countDown(); // every index is final: a signal's hook may let the VM halt
            }
        }
    }

    private boolean runPlans(ArgsDocument doc, List<Plan> plans, Path top) throws IOException {
        boolean allComplete = true;
        IndexFile suite = null;
        if (doc.isSuite()) {
            Map<String, Object> header = new LinkedHashMap<>();
            header.put("name", doc.suiteName());
            header.put("args_file", "args.xml");
            suite = new IndexFile(top.resolve("suite.json"), "rtjbench-suite/1", header);
        }
        warnSkipped(plans);
        for (int i = 0; i < plans.size() && !session.interrupted; i++) {
            Plan plan = plans.get(i);
            Path entryDir = top;
            Map<String, Object> suiteEntry = null;
            if (suite != null) {
                String dirName = String.format(Locale.ROOT, "%02d-%s", i + 1, plan.testApp.benchmarkName());
                entryDir = plan.skipped()
                        ? null
                        : RunFolders.createUnique(top, dirName); // a skipped testapp leaves no folder
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("testapp", plan.testApp.benchmarkName());
                e.put("testapp_name", plan.testApp.name());
                e.put("dir", entryDir == null ? null : entryDir.getFileName().toString());
                e.put("kind", plan.isSweep() ? "sweep" : inForksFolder(plan.points.get(0)) ? "forks" : "run");
                e.put("status", plan.skipped() ? "skipped" : "running");
                e.put("reason", plan.skipReason);
                suiteEntry = suite.add(e);
            }
            if (plan.skipped()) {
                continue;
            }
            PointOutcome outcome = runTestApp(plan, entryDir);
            allComplete &= outcome.complete();
            if (suite != null) {
                suiteEntry.put("reason", outcome.incompleteReason);
                if (outcome.saved != null) {
                    suiteEntry.put("saved", outcome.saved);
                }
                suite.update(suiteEntry, "status", outcome.complete() ? "complete" : "incomplete");
            }
        }
        return allComplete;
    }

    /** The testapps that will not run, said before the run: one line a reason, naming every testapp it holds for. */
    private void warnSkipped(List<Plan> plans) {
        Map<String, List<String>> byReason = new LinkedHashMap<>();
        for (Plan plan : plans) {
            if (plan.skipped()) {
                List<String> names = byReason.get(plan.skipReason);
                if (names == null) {
                    names = new ArrayList<>();
                    byReason.put(plan.skipReason, names);
                }
                names.add("'" + plan.testApp.name() + "'");
            }
        }
        for (Map.Entry<String, List<String>> e : byReason.entrySet()) {
            List<String> names = e.getValue();
            session.progress.warn("skipped testapp" + (names.size() == 1 ? " " : "s ") + String.join(", ", names) + ": "
                    + e.getKey());
        }
    }

    private PointOutcome runTestApp(Plan plan, Path dir) throws IOException {
        summary.testApp(plan.testApp.name(), plan.benchmark.finding());
        if (!plan.isSweep()) {
            return point(plan, plan.points.get(0), dir);
        }
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("testapp", plan.testApp.benchmarkName());
        header.put("testapp_name", plan.testApp.name());
        header.put("swept", new ArrayList<>(plan.points.get(0).sweptValues().keySet()));
        IndexFile sweep = new IndexFile(dir.resolve("sweep.json"), "rtjbench-sweep/1", header);
        int incomplete = 0;
        for (Config config : plan.points) {
            if (session.interrupted) {
                return PointOutcome.incomplete("interrupted by a signal before every point ran");
            }
            Path pointDir = RunFolders.createUnique(dir, RunFolders.pointName(config.sweptValues()));
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("dir", pointDir.getFileName().toString());
            e.put("values", config.sweptValues());
            if (inForksFolder(config)) {
                e.put("forks", config.getInt(CommonArgs.FORKS));
            }
            e.put("status", "running");
            Map<String, Object> entry = sweep.add(e);
            PointOutcome outcome = point(plan, config, pointDir);
            if (!outcome.complete()) {
                entry.put("reason", outcome.incompleteReason);
                if (outcome.saved != null) {
                    entry.put("saved", outcome.saved);
                }
                incomplete++;
            }
            sweep.update(entry, "status", outcome.complete() ? "complete" : "incomplete");
        }
        return incomplete == 0
                ? PointOutcome.COMPLETE
                : PointOutcome.incomplete(
                        incomplete + " of " + plan.points.size() + " points did not complete (see sweep.json)");
    }

    /** Runs one point and enters it in the console's summary. */
    private PointOutcome point(Plan plan, Config config, Path dir) throws IOException {
        PointOutcome outcome = executorFor(config).run(plan.benchmark, config, dir);
        summary.point(
                PointRun.pointLabel(config),
                config.asText(),
                plan.benchmark.findingValue(config),
                outcome.figures,
                outcome.problem());
        return outcome;
    }

    /** In a fresh VM unless {@code fork=false} (or the points are not this VM's to measure: C references). */
    private PointExecutor executorFor(Config config) {
        return forkable && config.getBoolean(CommonArgs.FORK) ? forked : points;
    }

    /** Whether a point's folder holds fork folders (see {@link ForkedPoints#writesForksFolder}) or is a run folder. */
    private boolean inForksFolder(Config config) {
        return executorFor(config) == forked && ForkedPoints.writesForksFolder(config);
    }
}
