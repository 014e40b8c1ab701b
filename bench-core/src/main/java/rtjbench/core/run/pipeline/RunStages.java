package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.StartMode;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.SubRun;
import rtjbench.core.bench.SubRuns;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.bench.Warmup;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.platform.PlatformReader;
import rtjbench.core.record.HistogramRecording;
import rtjbench.core.run.output.ResultsWriter;
import rtjbench.core.run.phase.PhaseAccounting;
import rtjbench.core.run.phase.PhaseReport;
import rtjbench.core.run.plan.HarnessChecks;
import rtjbench.stats.ExitStatus;

/**
 * The stages of one run, in the order {@link PointPipeline} runs them. Each has one job; a new concern
 * (PM QoS, warm-up accounting, recording) is a new stage here, not a new branch in the pipeline. What a stage
 * reads of another's work it declares ({@link RunStage#needs}), and the pipeline refuses an order in which it
 * would not be there yet.
 */
public final class RunStages {
    /** How often a run reports how far it has got (the first line comes after this too). */
    static final long PROGRESS_MILLIS = 1_000;

    private RunStages() {}

    public static List<RunStage> standard(RunSession session) {
        return Arrays.asList(
                new VmCheck(session),
                new PlatformStages.PmQosRequest(session),
                new MemoryLock(session),
                new HeapFacts(session),
                new ClockChoice(session),
                new WorkloadPreparation(session),
                new PlatformStages.PlatformRecord(session, PlatformReader.system()),
                new JvmAccounting(session),
                new SpikeSources(session),
                new ColdStart(),
                new Control(),
                new LoadStages.Allocation(session),
                new HistogramLogging(session),
                new RunningMarker(session),
                new SaveOnEmergency(session),
                new WatchdogArmed(session),
                new DurationTimer(),
                new ProgressLines(session),
                new LoadStages.ProcessLoad(session));
    }

    /**
     * Locks the process's memory before the point's stages, where the config wants it: a fork does so while it
     * waits for its turn. Where it fails, nothing is said here: the {@link MemoryLock} stage tries again and
     * reports why.
     */
    public static void lockMemoryAhead(RunSession session, Config config) {
        if (!config.getBoolean(CommonArgs.MLOCKALL) || session.memoryLocked) {
            return;
        }
        try {
            session.env.threadControl().lockAllMemory();
            session.memoryLocked = true;
        } catch (NativeCallException e) {
            // said by the stage
        }
    }

    /** mlockall as the config asks, so page faults stay out of timed regions; it lasts for the process. */
    static final class MemoryLock implements RunStage {
        private final RunSession session;

        MemoryLock(RunSession session) {
            this.session = session;
        }

        @Override
        public void before(PointRun run) {
            boolean wanted = run.config.getBoolean(CommonArgs.MLOCKALL);
            String status;
            try {
                if (wanted && !session.memoryLocked) {
                    session.env.threadControl().lockAllMemory();
                    session.memoryLocked = true;
                } else if (!wanted && session.memoryLocked) {
                    session.env.threadControl().unlockAllMemory();
                    session.memoryLocked = false;
                }
                status = session.memoryLocked
                        ? "locked (mlockall MCL_CURRENT|MCL_FUTURE)"
                        : "not locked (mlockall=false)";
            } catch (NativeCallException e) {
                status = "not locked: " + e.getMessage();
                run.record.warnings.add("mlockall requested but " + e.getMessage());
                session.progress.warn("mlockall requested but " + e.getMessage());
            }
            run.record.extra.put("memory_lock", status);
        }

        @Override
        public void after(PointRun run) {}
    }

    /**
     * The clock the config asks for, with its noise floor measured just before the run; for a cold start just
     * after it: the noise floor runs the timed loop, which would warm the very code whose first events a cold
     * start measures.
     */
    static final class ClockChoice implements RunStage {
        private final RunSession session;

        ClockChoice(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> gives() {
            return EnumSet.of(PointRun.Part.CLOCK);
        }

        @Override
        public void before(PointRun run) throws Exception {
            ClockSource clock = session.clocks.select(
                    run.config.getString(CommonArgs.CLOCK), run.config.getBoolean(CommonArgs.CLOCK_FORCE));
            run.record.clock = StartMode.cold(run.config)
                    ? clock
                    : clock.withDetail("noise_floor", NoiseFloor.measure(clock, run.config));
        }

        @Override
        public void after(PointRun run) {
            if (StartMode.cold(run.config) && run.measured()) {
                Map<String, Object> floor = NoiseFloor.measure(run.record.clock, run.config);
                floor.put(
                        "method",
                        "after the run (start=cold: before it, its timed loop would warm the code under" + " test); "
                                + floor.get("method"));
                run.record.clock = run.record.clock.withDetail("noise_floor", floor);
            }
        }
    }

    /**
     * The benchmark's workload and the threads that will run it. After the run: the facts that need the
     * samples, the sub-runs, then close, and the workload's metadata asked again (it may report what
     * happened: missed periods, which handler ran first).
     */
    static final class WorkloadPreparation implements RunStage {
        private final RunSession session;

        WorkloadPreparation(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.CLOCK);
        }

        @Override
        public Set<PointRun.Part> gives() {
            return EnumSet.of(PointRun.Part.WORKLOAD, PointRun.Part.TEST_THREADS);
        }

        @Override
        public void before(PointRun run) throws Exception {
            Workload workload = run.benchmark.prepare(run.config, session.env);
            run.workload(workload);
            HarnessChecks.checkPlacement(run.config, run.benchmark, session.env, workload);
            run.record.workloadFacts = new LinkedHashMap<>(workload.metadata());
            showNewNotes(run);
            run.testThreads(new TestThreadCollection(
                    run.config, workload, run.clock(), threadFactory(run), session.env.threadControl(), run.stop));
        }

        private TestThreadFactory threadFactory(PointRun run) throws Exception {
            return session.env.threadFactory(run.config.getString(CommonArgs.THREAD_TYPE));
        }

        @Override
        public void after(PointRun run) {
            Workload workload = run.workload();
            Map<String, Object> sampleFacts = Collections.emptyMap();
            try {
                if (run.measured()) {
                    sampleFacts = workload.results(run.clock().nanosPerTick());
                    run.record.files = new ArrayList<>(workload.files());
                    collectSubRuns(run);
                }
            } catch (RuntimeException e) {
                run.record.warnings.add("workload results failed: " + e);
            } finally {
                workload.close();
            }
            try {
                run.record.workloadFacts = new LinkedHashMap<>(workload.metadata());
                run.record.workloadFacts.putAll(sampleFacts);
                showNewNotes(run);
            } catch (RuntimeException e) {
                run.record.warnings.add("workload metadata after the run failed: " + e);
            }
        }

        /** The workload's notes not shown yet: on the console and with the run's warnings. */
        private void showNewNotes(PointRun run) {
            for (String note : run.workload().notes()) {
                if (!run.record.warnings.contains(note)) {
                    run.record.warnings.add(note);
                    session.progress.warn(note);
                }
            }
        }

        private static void collectSubRuns(PointRun run) {
            if (!(run.workload() instanceof SubRuns)) {
                return;
            }
            run.subRuns(((SubRuns) run.workload()).subRuns());
            List<String> folders = new ArrayList<>();
            for (SubRun sub : run.subRuns()) {
                folders.add(sub.folder());
            }
            run.record.extra.put("sub_runs", folders);
        }
    }

    /**
     * The warm-up the config asks for, and what the JVM did (JIT, GC, safepoints) during it and during the
     * measured phase, apart (see {@link PhaseAccounting}): into the metadata, one console line, and warnings.
     */
    static final class JvmAccounting implements RunStage {
        private final RunSession session;
        /** The run's accounting, from its set-up to its tear-down. */
        private PhaseAccounting accounting;

        JvmAccounting(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.WORKLOAD, PointRun.Part.TEST_THREADS);
        }

        @Override
        public void before(PointRun run) {
            accounting = new PhaseAccounting(
                    session.jvm, Warmup.of(run.config, session.jvm), onHeapJavaThreads(run), run.dir);
            run.testThreads().account(accounting);
        }

        /** Plain Java threads that start on the heap: they may read the management beans themselves. */
        private static boolean onHeapJavaThreads(PointRun run) {
            if (!"java".equals(run.config.getString(CommonArgs.THREAD_TYPE))) {
                return false;
            }
            for (int i = 0; i < run.config.getInt(CommonArgs.THREADS); i++) {
                if (run.workload().initialMemoryArea(i) != null) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public void after(PointRun run) {
            PhaseAccounting accounting = this.accounting;
            this.accounting = null;
            accounting.threadsEnded(); // where the threads never got to end by themselves
            if (!accounting.started()) {
                return;
            }
            Map<String, Object> warmup = PhaseReport.warmupMetadata(
                    accounting.warmup(), run.testThreads().reports());
            run.record.extra.put("warmup", warmup);
            run.record.extra.put("jvm_activity", accounting.toMetadata());
            for (String w : PhaseReport.warnings(
                    accounting,
                    (String) warmup.get("stopped_by"),
                    run.workload().measuresAllocation())) {
                run.record.warnings.add(w);
                session.progress.warn(run.label() + ": " + w);
            }
            run.jvmLine(PhaseReport.consoleLine(accounting, warmup));
        }
    }

    /** {@code control=true}: the same thread layout timing an empty operation beside the test (see ControlRun). */
    static final class Control implements RunStage {
        /** The run's control threads, from its set-up to its tear-down; null without control=true. */
        private ControlRun control;

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.CLOCK, PointRun.Part.WORKLOAD, PointRun.Part.TEST_THREADS);
        }

        @Override
        public void before(PointRun run) {
            control = null;
            if (!run.config.getBoolean(CommonArgs.CONTROL)) {
                return;
            }
            TestThreadCollection threads = run.testThreads();
            control =
                    new ControlRun(run.config, run.workload(), run.clock(), threads.factory(), threads.threadControl());
            run.record.extra.put("control", RunResults.CONTROL_DIR);
            control.start();
        }

        @Override
        public void after(PointRun run) {
            if (control == null) {
                return;
            }
            try {
                run.control(new PointRun.ControlOutcome(control.finish(), control.stopReason()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            control = null;
        }
    }

    /** Makes the run the session's active one, so a signal or the watchdog can save it while it runs. */
    static final class SaveOnEmergency implements RunStage {
        private final RunSession session;

        SaveOnEmergency(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.TEST_THREADS);
        }

        @Override
        public Set<PointRun.Part> gives() {
            return EnumSet.of(PointRun.Part.ACTIVE);
        }

        @Override
        public void before(PointRun run) {
            ActiveRun active = new ActiveRun(run.dir, run.record, run.testThreads(), run.stop, session.progress);
            run.active(active);
            session.active = active;
        }

        @Override
        public void after(PointRun run) {
            // stays active until the results are saved and reported (RunResults clears it)
        }
    }

    /** Ends a run that outlives {@code time_limit}: raise the stop flag, and if that is not enough, save and halt. */
    static final class WatchdogArmed implements RunStage {
        private final RunSession session;
        private Watchdog watchdog;

        WatchdogArmed(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.ACTIVE, PointRun.Part.WORKLOAD);
        }

        @Override
        public void before(final PointRun run) {
            final ActiveRun active = run.active();
            watchdog = new Watchdog(
                    run.config.getLong(CommonArgs.TIME_LIMIT),
                    run.stop,
                    session.env.threadControl(),
                    session.progress,
                    new Runnable() {
                        @Override
                        public void run() {
                            active.save();
                            Runtime.getRuntime().halt(ExitStatus.INCOMPLETE);
                        }
                    },
                    HelperPlacement.awayFromTests(run, session.env.allowedCpus(), session.env.threadControl()));
            watchdog.arm();
        }

        @Override
        public void after(PointRun run) {
            watchdog.disarm();
        }
    }

    /**
     * {@code record=histogram}: a histogram sink a thread, and the writer that appends every interval to
     * the threads' {@code .hlog} files; after the run, the last interval (before the workload reads its
     * medians from the sinks).
     */
    static final class HistogramLogging implements RunStage {
        private final RunSession session;

        HistogramLogging(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.CLOCK, PointRun.Part.WORKLOAD, PointRun.Part.TEST_THREADS);
        }

        @Override
        public void before(PointRun run) throws IOException {
            if (!RunLength.histograms(run.config)) {
                return;
            }
            List<String> names = new ArrayList<>();
            for (int i = 0; i < run.config.getInt(CommonArgs.THREADS); i++) {
                names.add(TestThreadCollection.threadName(i));
            }
            ClockSource clock = run.clock();
            String comment =
                    "rtjbench " + run.label() + ", clock " + clock.name() + " (" + clock.nanosPerTick() + " ns a tick)";
            HistogramRecording recording =
                    HistogramRecording.open(run.dir, names, run.config, clock.nanosPerTick(), comment, run.stop);
            run.record.recording = recording;
            run.testThreads().useSinks(recording.sinks());
            recording.start(HelperPlacement.awayFromTests(run, session.env.allowedCpus(), session.env.threadControl()));
        }

        @Override
        public void after(PointRun run) {
            if (run.record.recording != null) {
                run.record.recording.finish();
            }
        }
    }

    /**
     * metadata.json from the start, marked running and incomplete, naming the histogram logs: a process
     * killed mid-run leaves a folder the tools read as the incomplete run it is. The end replaces it.
     */
    static final class RunningMarker implements RunStage {
        private final RunSession session;

        RunningMarker(RunSession session) {
            this.session = session;
        }

        @Override
        public void before(PointRun run) {
            try {
                ResultsWriter.writeRunning(run.dir, run.record);
            } catch (IOException e) {
                session.progress.warn(
                        "could not write " + run.dir.resolve(ResultsWriter.METADATA) + " before the run: " + e);
            }
        }

        @Override
        public void after(PointRun run) {
            // the final metadata replaces it when the run is saved
        }
    }

    /**
     * {@code duration}: once every thread has ended its warm-up, waits that long and ends the loops (the run
     * stays complete). A plain daemon thread that sleeps.
     */
    static final class DurationTimer implements RunStage {
        private Thread timer;

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.TEST_THREADS);
        }

        @Override
        public void before(final PointRun run) {
            if (!RunLength.forDuration(run.config)) {
                return;
            }
            final TestThreadCollection threads = run.testThreads();
            final long nanos = run.config.getLong(CommonArgs.DURATION);
            timer = new Thread(
                    new Runnable() {
                        @Override
                        public void run() {
                            try {
                                while (!threads.warmedUp().await(100)) {
                                    if (run.stop.isSet()) {
                                        return;
                                    }
                                }
                                TimeUnit.NANOSECONDS.sleep(nanos);
                                run.stop.finish();
                            } catch (InterruptedException e) {
                                // the run ended first
                            }
                        }
                    },
                    "rtjbench-duration");
            timer.setDaemon(true);
            timer.start();
        }

        @Override
        public void after(PointRun run) {
            if (timer != null) {
                timer.interrupt();
                timer = null;
            }
        }
    }

    /**
     * A line every {@link #PROGRESS_MILLIS} while the threads run, like cyclictest's: samples so far, min,
     * avg and max, elapsed against expected. From a plain daemon thread that only reads what the test threads
     * keep anyway (the sample buffers, racily; or the histogram writer's totals): nothing is added to the
     * timed loops. Only where live progress is on (a terminal, or asked for) and not quiet.
     */
    static final class ProgressLines implements RunStage {
        private final RunSession session;
        private Thread reporter;

        ProgressLines(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.CLOCK, PointRun.Part.WORKLOAD, PointRun.Part.TEST_THREADS);
        }

        @Override
        public void before(final PointRun run) {
            if (!session.progress.live()) {
                return;
            }
            final LiveProgress progress = new LiveProgress(run);
            final Runnable placement =
                    HelperPlacement.awayFromTests(run, session.env.allowedCpus(), session.env.threadControl());
            reporter = new Thread(
                    new Runnable() {
                        @Override
                        public void run() {
                            placement.run();
                            try {
                                while (true) {
                                    Thread.sleep(PROGRESS_MILLIS);
                                    String line = progress.line();
                                    if (line != null) {
                                        session.progress.live(line);
                                    }
                                }
                            } catch (InterruptedException e) {
                                // the run ended
                            }
                        }
                    },
                    "rtjbench-progress");
            reporter.setDaemon(true);
            reporter.start();
        }

        @Override
        public void after(PointRun run) {
            if (reporter == null) {
                return;
            }
            reporter.interrupt();
            try {
                reporter.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            reporter = null;
        }
    }
}
