package rtjbench.core.run.fork;

import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.LoadArgs;
import rtjbench.core.args.StartMode;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.JavaThreadFactory;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.bench.Warmup;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.clock.NanoTimeProvider;
import rtjbench.core.clock.ReadCost;
import rtjbench.core.jvm.JvmProbe;
import rtjbench.core.jvm.ThreadCpuClock;
import rtjbench.core.jvm.VmProperties;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.rtsj.RtsjDetection;
import rtjbench.core.run.output.JsonText;
import rtjbench.core.run.output.ThreadReport;
import rtjbench.core.run.phase.PhaseAccounting;
import rtjbench.core.run.phase.PhaseReport;
import rtjbench.core.run.pipeline.NoiseFloor;
import rtjbench.core.run.pipeline.TestThreadCollection;
import rtjbench.core.run.plan.HarnessChecks;
import rtjbench.core.topology.CpuTopology;
import rtjbench.core.topology.SysfsTopologyReader;

/**
 * A cold start's fork that only measures: it takes its point as a fork does ({@link ForkInput}), builds the
 * benchmark's workload, places and runs the test threads through JNI, and writes what they recorded, as plain
 * numbers and lines, into the folder its turn names; the runner writes the run's folder from them
 * ({@link LeanColdMeasurement}). Nothing in its life uses the management beans, a regular expression,
 * {@code String.format}, a lambda, Jackson or a sort: in a fresh VM each of these brings the JDK's method-handle
 * machinery or a subsystem of its own, which under {@code -Xcomp} is thousands of compilations, seconds before
 * the first event and after the last (docs/cold-start.md). What a standard fork works out in its own VM (the clock's
 * step, the noise floor's percentiles, the JIT and GC activity from its logs) the runner works out from what this one
 * writes.
 *
 * <p>Its folder, as {@link LeanColdMeasurement} reads it: {@value #REPORT} (the lines of a C reference's report, one
 * a thread, its warnings, and lines of its own: the VM's properties, the workload's metadata as JSON, the clock's
 * readings, the start-up's times), {@code thread-<i>.ns} and {@code thread-<i>.ends} (each event's latency and its
 * end on System.nanoTime, one a line), {@value #CLOCK_REGIONS} and {@value #NOISE_FLOOR}.
 */
public final class LeanColdFork {
    static final String REPORT = "report.txt";
    static final String CLOCK_REGIONS = "clock-regions.ticks";
    static final String NOISE_FLOOR = "noise-floor.ns";
    /** The system properties handed back besides those of the {@code jvm} block: for the VM check and the record. */
    static final String[] MORE_PROPERTIES = {"java.vm.info", "java.class.path", "os.name", "os.version", "os.arch"};

    private LeanColdFork() {}

    /**
     * Null where a cold fork of {@code config} can be this lean one; else what it asks that only a standard fork
     * gives (another clock, RTSJ threads, a load beside it, a control, spike recording, a duration).
     */
    public static String standardForkNeeded(Config config) {
        if (!"nanotime".equals(config.getString(CommonArgs.CLOCK))) {
            return "clock=" + config.getString(CommonArgs.CLOCK);
        }
        if (!"java".equals(config.getString(CommonArgs.THREAD_TYPE))) {
            return "type_of_threads=" + config.getString(CommonArgs.THREAD_TYPE);
        }
        if (RunLength.histograms(config) || RunLength.forDuration(config)) {
            return "record=histogram or duration";
        }
        if (config.getBoolean(CommonArgs.CONTROL)) {
            return "control=true";
        }
        if (CommonArgs.explaining(config)) {
            return "explain_above or explain_top";
        }
        if (config.has(LoadArgs.GC_LOAD.name()) && !config.get(LoadArgs.GC_LOAD).isNone()) {
            return "gc_load";
        }
        if (config.has(LoadArgs.LOAD.name()) && !config.get(LoadArgs.LOAD).isNone()) {
            return "load";
        }
        return null;
    }

    /** {@code args}: the fork's place ({@code i/n}), as a standard fork's command names it. */
    public static void main(String[] args) {
        long entered = System.currentTimeMillis();
        int status;
        try {
            status = run(System.in, entered);
        } catch (Throwable e) {
            System.err.println("error: " + e);
            status = 2;
        }
        System.out.flush();
        System.err.flush();
        // halt, not exit: since JDK 21 Runtime.exit looks up a System.Logger to log the exit, which loads the
        // logging back end through ServiceLoader and streams (hundreds of compilations under -Xcomp) for nothing
        // this fork needs; every file it wrote is closed, and it has no shutdown hooks.
        Runtime.getRuntime().halt(status);
    }

    /** Exit 0: measured and written (or never given its turn); 3: written, the run incomplete. */
    static int run(InputStream runner, long entered) throws Exception {
        System.setProperty(ThreadCpuClock.OFF_PROPERTY, "a lean cold fork loads no management beans");
        List<String> handover = ForkInput.handover(runner);
        if (handover == null) {
            return 0;
        }
        PointHandover.Point point = PointHandover.read(handover);
        Benchmark benchmark = point.benchmark;
        Config config = point.config;
        ThreadControl control = ThreadControls.detect();
        RunEnvironment env = environment(control);
        String memoryLock = lockMemory(control, config);
        long ready = System.currentTimeMillis();
        ForkInput.Turn turn = ForkInput.turn(runner);
        if (turn == null) {
            return 0;
        }
        long began = System.currentTimeMillis();
        File out = new File(turn.folder);
        final StopFlag stop = new StopFlag();
        watchRunner(runner, stop);
        saveOnSignal(stop);
        ClockSource clock = new NanoTimeProvider().open();
        Report report = new Report(new File(out, REPORT));
        try {
            report.line("startup entered=" + entered + " ready=" + ready + " began=" + began);
            report.line("memory_lock " + memoryLock);
            report.line("thread_control " + control.description());
            String jniRefused = ThreadControls.jniRefused();
            if (jniRefused != null) {
                report.line(
                        "warning -1 " + jniRefused + "; this fork's native calls go through " + control.description());
            }
            Workload workload = benchmark.prepare(config, env);
            HarnessChecks.checkPlacement(config, benchmark, env, workload);
            TestThreadCollection threads = new TestThreadCollection(
                    config,
                    workload,
                    clock,
                    env.threadFactory(config.getString(CommonArgs.THREAD_TYPE)),
                    control,
                    stop);
            PhaseAccounting accounting = warmReference(config, workload, threads);
            try {
                threads.run(); // which ends the accounting too
            } finally {
                workload.close();
            }
            // What the runner needs of this VM, written once the events are over: writing it as JSON loads
            // classes the first event would otherwise find loaded.
            for (String[] keys : new String[][] {VmProperties.described(), MORE_PROPERTIES}) {
                for (String key : keys) {
                    report.line(
                            "property " + key + "=" + PointHandover.escape(String.valueOf(System.getProperty(key))));
                }
            }
            report.line("max_heap_bytes " + Runtime.getRuntime().maxMemory());
            report.line("processors " + Runtime.getRuntime().availableProcessors());
            report.line("rtsj " + oneLine(env.rtsj().facts()));
            Map<String, Object> facts = new LinkedHashMap<>(workload.metadata());
            facts.putAll(workload.results(clock.nanosPerTick()));
            report.line("workload " + oneLine(facts));
            for (String note : workload.notes()) {
                report.line("warning -1 " + note);
            }
            for (ThreadReport t : threads.reports()) {
                writeThread(out, t, report);
            }
            if (accounting != null) {
                report.line("warmup " + oneLine(PhaseReport.warmupMetadata(accounting.warmup(), threads.reports())));
                report.line("jvm_activity " + oneLine(accounting.toMetadata()));
                long[] phases = accounting.phaseNanos();
                report.line("phases start=" + phases[0] + " crossed=" + phases[1] + " measured_end=" + phases[2]
                        + " end=" + phases[3]);
            }
            ReadCost.Readings readings = ReadCost.read(clock);
            report.line("read_cost_ns " + readings.nanosPerRead);
            writeNumbers(new File(out, CLOCK_REGIONS), readings.regionTicks, readings.regionTicks.length);
            long[] floor = NoiseFloor.samples(clock, config);
            writeNumbers(new File(out, NOISE_FLOOR), floor, floor.length);
            if (stop.reason() != null) {
                report.line("stop " + stop.reason());
                return 3;
            }
            return 0;
        } catch (Exception e) {
            report.line("stop failed: " + e);
            return 3;
        } finally {
            report.close();
        }
    }

    /** {@code value} as JSON on one line of the report. */
    private static String oneLine(Object value) {
        return JsonText.toText(value).replace('\n', ' ');
    }

    /**
     * A cold point's warm reference ({@link StartMode#cold} false in this fork): its warm-up as a standard fork's
     * ({@code warmup=auto} watches HotSpot's compile counter, read from the perf-data file rather than a
     * management bean), accounted without the event logs, which the runner reads; null for a cold fork, which
     * measures from its first event.
     */
    private static PhaseAccounting warmReference(Config config, Workload workload, TestThreadCollection threads) {
        if (StartMode.cold(config)) {
            return null;
        }
        JvmProbe jvm = JvmProbe.countersOnly("a lean fork reads no management beans");
        boolean onHeap = true;
        for (int i = 0; i < config.getInt(CommonArgs.THREADS); i++) {
            onHeap &= workload.initialMemoryArea(i) == null;
        }
        PhaseAccounting accounting = PhaseAccounting.withoutEventLogs(jvm, Warmup.of(config, jvm), onHeap);
        threads.account(accounting);
        return accounting;
    }

    /**
     * This machine and VM as a fork's probe finds them, with only what the workload reads: the topology, the CPUs
     * this process may use, the thread control and the thread kinds. Their description is the runner's.
     */
    private static RunEnvironment environment(ThreadControl control) throws IOException {
        CpuTopology topology = SysfsTopologyReader.system().read();
        CpuList allowed = SysfsTopologyReader.allowedCpus(new File("/proc/self/status"));
        if (allowed == null || allowed.isEmpty()) {
            allowed = topology.onlineCpus();
        }
        Map<String, TestThreadFactory> factories = new LinkedHashMap<>();
        factories.put("java", new JavaThreadFactory());
        return new RunEnvironment(
                topology,
                allowed,
                control,
                factories,
                Collections.<String, String>emptyMap(),
                Collections.<String, Object>emptyMap(),
                RtsjDetection.detect());
    }

    private static String lockMemory(ThreadControl control, Config config) {
        if (!config.getBoolean(CommonArgs.MLOCKALL)) {
            return "not locked (mlockall=false)";
        }
        try {
            control.lockAllMemory();
            return "locked (mlockall MCL_CURRENT|MCL_FUTURE)";
        } catch (NativeCallException e) {
            return "not locked: " + e.getMessage();
        }
    }

    /** Stops the run when the runner is gone: it keeps this fork's input open until it has read its folder. */
    private static void watchRunner(final InputStream runner, final StopFlag stop) {
        Thread watch = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        try {
                            if (ForkInput.letGo(runner)) {
                                return;
                            }
                        } catch (IOException e) {
                            // as good as the end
                        }
                        try {
                            // a runner that stops this fork sends SIGTERM as its input closes: a moment's grace
                            // lets the signal say why; only a runner that died silently is named here
                            Thread.sleep(1_000);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        stop.set("the runner that started this fork ended");
                    }
                },
                "rtjbench-runner-watch");
        watch.setDaemon(true);
        watch.start();
    }

    /**
     * A signal (Ctrl-C reaches the runner's whole process group, this VM with it; SIGTERM from the runner) stops the
     * run rather than the VM at once: the threads end, what they recorded is written as after any stop, and then
     * the VM exits, as a standard fork saves before it does. A shutdown hook, which the VM runs on SIGINT, SIGTERM
     * and SIGHUP: it raises the stop flag and gives the main thread the time it needs to write.
     */
    private static void saveOnSignal(final StopFlag stop) {
        final Thread main = Thread.currentThread();
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        new Runnable() {
                            @Override
                            public void run() {
                                stop.set("stopped by a signal");
                                try {
                                    main.join(SIGNAL_GRACE_MILLIS); // it halts the VM once its files are written
                                } catch (InterruptedException e) {
                                    Thread.currentThread().interrupt();
                                }
                            }
                        },
                        "rtjbench-save-on-signal"));
    }

    /** How long a signal leaves the main thread to write what the threads recorded: the runner waits as long. */
    static final long SIGNAL_GRACE_MILLIS = 5_000;

    private static void writeThread(File out, ThreadReport t, Report report) throws IOException {
        SampleBuffer samples = (SampleBuffer) t.samples();
        long[] ns = samples.toArray();
        writeNumbers(new File(out, t.name() + ".ns"), ns, samples.size());
        long[] ends = samples.endTimesToArray();
        writeNumbers(new File(out, t.name() + ".ends"), ends, ends.length);
        StringBuilder line = new StringBuilder("thread ").append(t.index());
        line.append(" cpus_requested=").append(t.requestedCpus());
        line.append(" affinity_applied=").append(t.appliedAffinity == null ? "?" : t.appliedAffinity.toString());
        line.append(" policy_requested=").append(t.requestedPolicy());
        line.append(" policy_applied=").append(t.appliedPolicy == null ? "?" : t.appliedPolicy);
        line.append(" priority_requested=").append(t.requestedPriority());
        line.append(" priority_applied=").append(t.appliedPriority == null ? -1 : t.appliedPriority.intValue());
        line.append(" cpus_seen=").append(CpuList.of(t.seenCpus()));
        line.append(" samples=").append(samples.size());
        line.append(" warmup_iterations=").append(t.warmupIterations());
        report.line(line.toString());
        for (String w : t.warnings()) {
            report.line("warning " + t.index() + " " + w);
        }
        if (t.error() != null) {
            report.line("error " + t.index() + " " + t.error());
        }
    }

    private static void writeNumbers(File file, long[] values, int count) throws IOException {
        OutputStream os = new BufferedOutputStream(new FileOutputStream(file), 1 << 16);
        try {
            byte[] digits = new byte[20];
            for (int i = 0; i < count; i++) {
                long v = values[i];
                if (v < 0) {
                    os.write('-');
                    v = -v;
                }
                int n = 0;
                do {
                    digits[n++] = (byte) ('0' + v % 10);
                    v /= 10;
                } while (v != 0);
                while (n > 0) {
                    os.write(digits[--n]);
                }
                os.write('\n');
            }
        } finally {
            os.close();
        }
    }

    /** {@value #REPORT}, a line at a time, flushed as written: a fork that dies leaves what it said. */
    private static final class Report {
        private final PrintStream out;

        Report(File file) throws IOException {
            this.out = new PrintStream(new FileOutputStream(file), true, "UTF-8");
        }

        void line(String text) {
            out.print(text);
            out.print('\n');
        }

        void close() {
            out.close();
        }
    }
}
