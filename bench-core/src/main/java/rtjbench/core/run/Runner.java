package rtjbench.core.run;

import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.ConfigExpander;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.ConfigException;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.SubRun;
import rtjbench.core.bench.SubRuns;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.bench.UnsupportedHereException;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.os.NativeCallException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Runs an args file: reads it, checks every testapp and sweep point against this machine before anything
 * runs, then runs them one after another into one new results folder, with progress on the console and a
 * summary after each run. Exit status: 0 all complete, 2 bad input (nothing ran), 3 a run was incomplete.
 */
public final class Runner {
    public static final int EXIT_OK = 0;
    public static final int EXIT_BAD_INPUT = 2;
    public static final int EXIT_INCOMPLETE = 3;
    /** How often a long run reports how far it has got. */
    private static final long PROGRESS_MILLIS = 5_000;

    private final PrintStream out;
    private final Progress progress;
    private final RunEnvironment env;
    private final Map<String, Object> envDescription;
    private final ClockSelector clocks;
    private volatile ActiveRun active;
    private volatile boolean interrupted;
    private boolean memoryLocked;

    Runner(PrintStream out, PrintStream err, boolean quiet, EnvironmentProbe probe, ClockSelector clocks,
           int totalRuns) {
        this.out = out;
        this.progress = new Progress(err, quiet, totalRuns);
        this.env = probe.environment();
        this.envDescription = probe.description();
        this.clocks = clocks;
        for (String w : probe.warnings()) {
            progress.warn(w);
        }
    }

    /** Reads and checks the whole file; throws on the first problem, before anything runs. */
    static List<Plan> plan(ArgsDocument doc, Benchmarks benchmarks, RunEnvironment env) throws ArgsException {
        return plan(doc, benchmarks, env, null);
    }

    /**
     * As {@link #plan(ArgsDocument, Benchmarks, RunEnvironment)}, also opening each point's clock (where
     * {@code clocks} is given), so a clock that is missing or refused here (a TSC that is not invariant,
     * without {@code clock_force}) stops the run before anything runs, like any other unsupported config.
     */
    static List<Plan> plan(ArgsDocument doc, Benchmarks benchmarks, RunEnvironment env, ClockSelector clocks) throws ArgsException {
        List<Plan> plans = new ArrayList<>();
        int runsBefore = 0;
        for (ArgsDocument.TestApp app : doc.testApps()) {
            Benchmark b = benchmarks.get(app.benchmarkName(), doc.file() + ":" + app.line());
            List<Config> points = new ConfigExpander(CommonArgs.with(b.arguments())).expand(doc, app, runsBefore);
            runsBefore += points.size();
            String skip = null;
            for (Config config : points) {
                try {
                    HarnessChecks.check(config, b, env);
                    if (clocks != null) {
                        clocks.select(config.getString(CommonArgs.CLOCK), config.getBoolean(CommonArgs.CLOCK_FORCE));
                    }
                    b.check(config, env);
                } catch (UnsupportedHereException e) {
                    if (!doc.isSuite()) {
                        throw new UnsupportedHereException(doc.file() + ":" + app.line() + ": testapp '" + app.name() + "': " + e.getMessage());
                    }
                    skip = e.getMessage();
                    break;
                } catch (ConfigException e) {
                    throw new ConfigException(doc.file() + ":" + app.line() + ": testapp '" + app.name() + "'"
                            + (config.sweptValues().isEmpty() ? "" : " at " + config.sweptValues()) + ": " + e.getMessage());
                }
            }
            plans.add(new Plan(app, b, points, skip));
        }
        return plans;
    }

    /** Runs a checked plan; returns the exit status. {@code runDirFile}, if given, receives the results folder's path. */
    int run(Path argsFile, ArgsDocument doc, List<Plan> plans, Path runDirFile) throws IOException {
        Config first = plans.get(0).points.get(0);
        String datadir = first.getString(CommonArgs.DATADIR);
        String topName = doc.isSuite() ? doc.suiteName() : plans.get(0).testApp.benchmarkName();
        Path top = RunFolders.newTopFolder(Paths.get(datadir), topName, LocalDateTime.now());
        AtomicFile.create(top.resolve("args.xml"), AtomicFile.copyOf(argsFile));
        if (runDirFile != null) {
            AtomicFile.replace(runDirFile, AtomicFile.text(top.toAbsolutePath().toString()));
        }
        installSignalHandler();
        boolean allComplete = true;
        IndexFile suite = null;
        if (doc.isSuite()) {
            Map<String, Object> header = new LinkedHashMap<>();
            header.put("name", doc.suiteName());
            header.put("args_file", "args.xml");
            suite = new IndexFile(top.resolve("suite.json"), "rtjbench-suite/1", header);
        }
        for (int i = 0; i < plans.size() && !interrupted; i++) {
            Plan plan = plans.get(i);
            Path entryDir = top;
            Map<String, Object> suiteEntry = null;
            if (suite != null) {
                String dirName = String.format(Locale.ROOT, "%02d-%s", i + 1, plan.testApp.benchmarkName());
                entryDir = plan.skipped() ? null : RunFolders.createUnique(top, dirName); // a skipped testapp leaves no folder
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("testapp", plan.testApp.benchmarkName());
                e.put("testapp_name", plan.testApp.name());
                e.put("dir", entryDir == null ? null : entryDir.getFileName().toString());
                e.put("kind", plan.isSweep() ? "sweep" : "run");
                e.put("status", plan.skipped() ? "skipped" : "running");
                e.put("reason", plan.skipReason);
                suiteEntry = suite.add(e);
            }
            if (plan.skipped()) {
                progress.warn("skipped testapp '" + plan.testApp.name() + "': " + plan.skipReason);
                continue;
            }
            boolean complete = runTestApp(plan, entryDir);
            allComplete &= complete;
            if (suite != null) {
                suite.update(suiteEntry, "status", complete ? "complete" : "incomplete");
            }
        }
        out.println("results: " + top);
        return allComplete && !interrupted ? EXIT_OK : EXIT_INCOMPLETE;
    }

    private boolean runTestApp(Plan plan, Path dir) throws IOException {
        if (!plan.isSweep()) {
            return runPoint(plan.benchmark, plan.points.get(0), dir);
        }
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("testapp", plan.testApp.benchmarkName());
        header.put("testapp_name", plan.testApp.name());
        header.put("swept", new ArrayList<>(plan.points.get(0).sweptValues().keySet()));
        IndexFile sweep = new IndexFile(dir.resolve("sweep.json"), "rtjbench-sweep/1", header);
        boolean all = true;
        for (Config config : plan.points) {
            if (interrupted) {
                return false;
            }
            Path pointDir = RunFolders.createUnique(dir, RunFolders.pointName(config.sweptValues()));
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("dir", pointDir.getFileName().toString());
            e.put("values", config.sweptValues());
            e.put("status", "running");
            Map<String, Object> entry = sweep.add(e);
            boolean complete = runPoint(plan.benchmark, config, pointDir);
            sweep.update(entry, "status", complete ? "complete" : "incomplete");
            all &= complete;
        }
        return all;
    }

    /** One run: prepare, start the threads under a watchdog, save, summarise. */
    private boolean runPoint(Benchmark benchmark, Config config, Path dir) throws IOException {
        int threads = config.getInt(CommonArgs.THREADS);
        progress.runStarting(config.testAppName(), pointLabel(config), threads, config.getInt(CommonArgs.COUNT));
        RunRecord record = new RunRecord(config, envDescription, Instant.now());
        StopFlag stop = new StopFlag();
        lockMemory(config, record);
        Workload workload = null;
        TestThreadCollection collection = null;
        Map<String, Object> sampleFacts = java.util.Collections.emptyMap();
        ControlRun control = null;
        List<SubRun> subRuns = new ArrayList<>();
        try {
            ClockSource clock = clocks.select(config.getString(CommonArgs.CLOCK), config.getBoolean(CommonArgs.CLOCK_FORCE));
            clock = clock.withDetail("noise_floor", NoiseFloor.measure(clock, config));
            record.clock = clock;
            workload = benchmark.prepare(config, env);
            HarnessChecks.checkPlacement(config, benchmark, env, workload);
            record.workloadFacts = new LinkedHashMap<>(workload.metadata());
            TestThreadFactory factory = env.threadFactory(config.getString(CommonArgs.THREAD_TYPE));
            collection = new TestThreadCollection(config, workload, clock, factory, env.threadControl(), stop);
            if (config.getBoolean(CommonArgs.CONTROL)) {
                control = new ControlRun(config, workload, clock, factory, env.threadControl());
                record.extra.put("control", CONTROL_DIR);
            }
            ActiveRun run = new ActiveRun(dir, record, collection, stop);
            active = run;
            final ActiveRun forWatchdog = run;
            Watchdog watchdog = new Watchdog(config.getLong(CommonArgs.TIME_LIMIT), stop, env.threadControl(), new Runnable() {
                @Override public void run() {
                    forWatchdog.save();
                    Runtime.getRuntime().halt(EXIT_INCOMPLETE);
                }
            });
            watchdog.arm();
            try {
                if (control != null) {
                    control.start();
                }
                final String label = runLabel(config);
                collection.run(PROGRESS_MILLIS, new TestThreadCollection.ProgressListener() {
                    @Override public void progress(long samples, long target) {
                        progress.note(String.format(Locale.ROOT, "    %s: %d of %d samples (%.0f%%)", label, samples, target, 100.0 * samples / target));
                    }
                });
            } finally {
                watchdog.disarm();
            }
            sampleFacts = workload.results(clock.nanosPerTick());
            if (workload instanceof SubRuns) {
                subRuns.addAll(((SubRuns) workload).subRuns());
                List<String> folders = new ArrayList<>();
                for (SubRun sub : subRuns) {
                    folders.add(sub.folder());
                }
                record.extra.put("sub_runs", folders);
            }
        } catch (ConfigException e) {
            stop.set(e.getMessage());
            progress.warn(config.testAppName() + ": " + e.getMessage());
        } catch (InterruptedException e) {
            stop.set("interrupted");
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            stop.set("failed: " + e);
            e.printStackTrace();
        } finally {
            if (workload != null) {
                workload.close();
                // Asked again after the run, so a workload can report what happened (e.g. which event handler
                // ran first, missed periods) beside what it decided before.
                try {
                    record.workloadFacts = new LinkedHashMap<>(workload.metadata());
                    record.workloadFacts.putAll(sampleFacts);
                } catch (RuntimeException e) {
                    record.warnings.add("workload metadata after the run failed: " + e);
                }
            }
        }
        List<ThreadReport> controlThreads = null;
        if (control != null) {
            try {
                controlThreads = control.finish();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        ActiveRun run = active != null && active.record == record ? active : new ActiveRun(dir, record, collection, stop);
        List<long[]> nanos = run.save();
        reportRun(record, nanos, dir);
        for (SubRun sub : subRuns) {
            writeBeside(dir, sub.folder(), record, sub.clock(), withSamples(record.threads, sub.perThread()), sub.facts(), null);
        }
        if (controlThreads != null) {
            writeBeside(dir, CONTROL_DIR, record, record.clock, controlThreads, record.workloadFacts, control.stopReason());
        }
        run.reported.countDown();
        active = null;
        return record.complete();
    }

    static final String CONTROL_DIR = "control";

    /**
     * Writes a control or sub-run as a run folder of its own inside the run's folder, in the same format,
     * and prints its summary. Failures here are reported but do not change the run's outcome.
     */
    private void writeBeside(Path dir, String folder, RunRecord parent, ClockSource clock, List<ThreadReport> threads,
                             Map<String, Object> facts, String stopReason) {
        RunRecord sub = new RunRecord(parent.config, envDescription, parent.start);
        sub.end = parent.end;
        sub.clock = clock;
        sub.threads = threads;
        sub.workloadFacts = new LinkedHashMap<>(facts);
        sub.extra.put("part_of", "..");
        sub.incompleteReason = stopReason != null ? stopReason : parent.incompleteReason;
        try {
            Path subDir = Files.createDirectory(dir.resolve(folder));
            List<long[]> nanos = ResultsWriter.write(subDir, sub);
            List<String> names = new ArrayList<>();
            for (ThreadReport t : threads) {
                names.add(t.name());
            }
            printSummary("  " + folder, clock, subDir, names, nanos);
        } catch (IOException | RuntimeException e) {
            progress.warn("could not write " + dir.resolve(folder) + ": " + e);
        }
    }

    private static List<ThreadReport> withSamples(List<ThreadReport> threads, List<SampleBuffer> samples) {
        List<ThreadReport> copies = new ArrayList<>();
        for (int i = 0; i < threads.size() && i < samples.size(); i++) {
            copies.add(threads.get(i).withSamples(samples.get(i)));
        }
        return copies;
    }

    private void reportRun(RunRecord record, List<long[]> nanos, Path dir) {
        List<String> names = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (ThreadReport t : record.threads) {
            names.add(t.name());
            for (String w : t.warnings()) {
                if (!warnings.contains(w)) warnings.add(w); // each kind of refusal once, not once a thread
            }
        }
        for (String w : warnings) {
            progress.warn(w);
        }
        if (!record.complete()) {
            progress.warn("run incomplete: " + record.incompleteReason);
        }
        if (nanos != null && !names.isEmpty()) {
            printSummary(runLabel(record.config), record.clock, dir, names, nanos);
        }
    }

    /** The title line of a run (or a folder beside it) and its table of statistics. */
    private void printSummary(String title, ClockSource clock, Path dir, List<String> names, List<long[]> nanos) {
        out.println(title + "  (clock " + (clock == null ? "?" : clock.name()) + ")  -> " + dir);
        Summary.print(out, names, nanos);
    }

    /** "memalloc allocsize=1K": the testapp and, in a sweep, the point. */
    private static String runLabel(Config config) {
        return config.testAppName() + (config.sweptValues().isEmpty() ? "" : " " + pointLabel(config));
    }

    private static String pointLabel(Config config) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : config.sweptValues().entrySet()) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.toString();
    }

    private void lockMemory(Config config, RunRecord record) {
        boolean wanted = config.getBoolean(CommonArgs.MLOCKALL);
        String status;
        try {
            if (wanted && !memoryLocked) {
                env.threadControl().lockAllMemory();
                memoryLocked = true;
            } else if (!wanted && memoryLocked) {
                env.threadControl().unlockAllMemory();
                memoryLocked = false;
            }
            status = memoryLocked ? "locked (mlockall MCL_CURRENT|MCL_FUTURE)" : "not locked (mlockall=false)";
        } catch (NativeCallException e) {
            status = "not locked: " + e.getMessage();
            record.warnings.add("mlockall requested but " + e.getMessage());
            progress.warn("mlockall requested but " + e.getMessage());
        }
        record.extra.put("memory_lock", status);
    }

    /** Ctrl-C or SIGTERM: stop the running threads, save what they recorded as incomplete, then exit. */
    private void installSignalHandler() {
        Runtime.getRuntime().addShutdownHook(new Thread("rtjbench-shutdown") {
            @Override public void run() {
                ActiveRun run = active;
                if (run == null) {
                    return;
                }
                interrupted = true;
                run.stop.set("interrupted by a signal (Ctrl-C or SIGTERM)");
                System.err.println("rtjbench: interrupted; saving the samples taken so far");
                run.await(run.reported, 5_000); // the runner saves and prints the summary itself...
                run.save(); // ...unless it is stuck: then save here (a no-op where it already saved)
            }
        });
    }

}
