package rtjbench.core.run.fork;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.Warmup;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.clock.NanoTimeProvider;
import rtjbench.core.clock.ReadCost;
import rtjbench.core.jvm.VmMode;
import rtjbench.core.jvm.VmProperties;
import rtjbench.core.load.SystemLoad;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.FileTrees;
import rtjbench.core.run.output.ThreadReport;
import rtjbench.core.run.phase.GcPauses;
import rtjbench.core.run.phase.JitEvents;
import rtjbench.core.run.phase.PhaseReport;
import rtjbench.core.run.pipeline.ColdStart;
import rtjbench.core.run.pipeline.NoiseFloor;
import rtjbench.core.run.pipeline.PointPipeline;
import rtjbench.core.run.pipeline.PointRun;
import rtjbench.core.run.pipeline.RunSession;
import rtjbench.core.run.pipeline.Startup;
import rtjbench.core.run.pipeline.TestThreadCollection;
import rtjbench.core.run.pipeline.VmCheck;
import rtjbench.core.run.pipeline.Watchdog;

/**
 * The measurement of a cold start whose fork only measures ({@link LeanColdFork}): the runner starts the fork's VM,
 * hands it its point and its turn at once, waits for it to exit, and makes the run of what it wrote and of the VM's
 * logs, in this VM: the threads and their samples, the clock's read cost, step and noise floor, the workload's
 * metadata, the VM's properties and collector (its GC log's first line) and, for a {@code <jvm>} entry, the check
 * that its mode is the one asked; the cold block and the JIT and GC activity from the logs, as a standard fork's
 * stages would have. The run folder is then written by the same writer as every run.
 */
public final class LeanColdMeasurement implements PointPipeline.Measurement {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** How a lean fork's noise floor was taken, its warm-up's iterations between the two parts. */
    static final String FLOOR_METHOD_BEFORE = "after the run, in the fork (a lean fork times nothing before its events:"
            + " for a cold start the floor's loop would warm the code under test): empty timed region through TimedLoop"
            + " after ";

    static final String FLOOR_METHOD_AFTER = " warm-up iterations, its percentiles worked out by the runner";

    private final RunSession session;
    private final List<String> command;
    private final List<String> handover;
    private final int fork;
    private final int forks;

    /**
     * {@code command}: the fork's VM, options, class path and {@link LeanColdFork} with its place; {@code handover}:
     * the point's lines, {@link PointHandover#END} the last.
     */
    public LeanColdMeasurement(RunSession session, List<String> command, List<String> handover, int fork, int forks) {
        this.session = session;
        this.command = Collections.unmodifiableList(new ArrayList<>(command));
        this.handover = Collections.unmodifiableList(new ArrayList<>(handover));
        this.fork = fork;
        this.forks = forks;
    }

    /** The VM options of {@code command}: what follows the launcher, up to the class path. */
    static List<String> vmOptions(List<String> command) {
        int cp = command.indexOf("-cp");
        return new ArrayList<>(command.subList(1, cp < 0 ? command.size() : cp));
    }

    /** The value {@code -Dname=} gives on {@code command}; null where none. */
    static String property(List<String> command, String name) {
        String value = null;
        for (String o : vmOptions(command)) {
            if (o.startsWith("-D" + name + "=")) {
                value = o.substring(name.length() + 3);
            }
        }
        return value;
    }

    @Override
    public void measure(PointRun run) throws Exception {
        Path scratch = Files.createTempDirectory("rtjbench-cold-fork");
        try {
            long launched = System.currentTimeMillis();
            ProcessBuilder pb = new ProcessBuilder(command);
            pb.redirectErrorStream(true);
            pb.redirectOutput(scratch.resolve("console.txt").toFile());
            Process process = pb.start();
            LeanFork child = new LeanFork(process);
            session.fork = child;
            long given;
            int exit;
            try {
                OutputStream in = process.getOutputStream();
                StringBuilder text = new StringBuilder();
                for (String line : handover) {
                    text.append(line).append('\n');
                }
                given = System.currentTimeMillis();
                text.append(ForkCommand.GO)
                        .append(given)
                        .append(' ')
                        .append(scratch)
                        .append('\n');
                in.write(text.toString().getBytes(StandardCharsets.UTF_8));
                in.flush(); // kept open until the fork exits: its end is how the fork knows the runner is gone
                long limit = run.config.getLong(CommonArgs.TIME_LIMIT) / 1_000_000L + Watchdog.GRACE_MILLIS + 120_000;
                if (!process.waitFor(limit, TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly().waitFor();
                    run.stop.set("the fork outlived time_limit " + run.config.text(CommonArgs.TIME_LIMIT)
                            + " by two minutes and was killed");
                }
                exit = process.exitValue();
                in.close();
            } finally {
                session.fork = null;
                child.recorded();
            }
            for (String line : Files.readAllLines(scratch.resolve("console.txt"), StandardCharsets.UTF_8)) {
                if (!line.trim().isEmpty()) {
                    run.record.warnings.add("the fork said: " + line);
                    session.progress.warn("fork " + fork + "/" + forks + " said: " + line);
                }
            }
            read(run, scratch, launched, given, SystemLoad.pidOf(process));
            if (exit != 0 && exit != 3 && run.stop.reason() == null) {
                run.stop.set("the fork exited with status " + exit);
            }
        } finally {
            FileTrees.delete(scratch);
        }
    }

    /** Makes the run of what the fork wrote into {@code scratch}. */
    private void read(PointRun run, Path scratch, long launched, long given, long pid) throws IOException {
        Path reportFile = scratch.resolve(LeanColdFork.REPORT);
        if (!Files.isRegularFile(reportFile)) {
            run.stop.set("the fork wrote nothing (it ended before its turn)");
            return;
        }
        Map<String, String> properties = new LinkedHashMap<>();
        Map<String, Object> vm = new LinkedHashMap<>();
        List<ThreadReport> threads = new ArrayList<>();
        Map<String, Long> startup = new LinkedHashMap<>();
        double readCost = Double.NaN;
        for (String line : Files.readAllLines(reportFile, StandardCharsets.UTF_8)) {
            int space = line.indexOf(' ');
            String kind = space < 0 ? line : line.substring(0, space);
            String rest = space < 0 ? "" : line.substring(space + 1);
            switch (kind) {
                case "startup":
                    startup.putAll(numbers(rest));
                    break;
                case "memory_lock":
                    run.record.extra.put("memory_lock", rest);
                    break;
                case "thread_control":
                    run.record.extra.put("thread_control", rest); // the writer puts it in the runner's place
                    break;
                case "property":
                    int eq = rest.indexOf('=');
                    properties.put(rest.substring(0, eq), PointHandover.unescape(rest.substring(eq + 1)));
                    break;
                case "max_heap_bytes":
                case "processors":
                    vm.put(kind.equals("processors") ? "available_processors" : kind, Long.parseLong(rest));
                    break;
                case "rtsj":
                    run.record.extra.put("rtsj", JSON.readValue(rest, Map.class));
                    break;
                case "workload":
                    @SuppressWarnings("unchecked")
                    Map<String, Object> facts = JSON.readValue(rest, Map.class);
                    run.record.workloadFacts = new LinkedHashMap<>(facts);
                    break;
                case "thread":
                    threads.add(thread(rest, scratch));
                    break;
                case "warning":
                    int at = rest.indexOf(' ');
                    int index = Integer.parseInt(rest.substring(0, at));
                    String text = rest.substring(at + 1);
                    if (index >= 0 && index < threads.size()) {
                        threads.get(index).warnings.add(text);
                    } else {
                        run.record.warnings.add(text);
                        session.progress.warn(text);
                    }
                    break;
                case "error":
                    int t = Integer.parseInt(rest.substring(0, rest.indexOf(' ')));
                    threads.get(t).error = rest.substring(rest.indexOf(' ') + 1);
                    break;
                case "read_cost_ns":
                    readCost = Double.parseDouble(rest);
                    break;
                case "stop":
                    run.stop.set(rest);
                    break;
                case "warmup":
                case "jvm_activity":
                    @SuppressWarnings("unchecked")
                    Map<String, Object> block = JSON.readValue(rest, Map.class);
                    run.record.extra.put(kind, new LinkedHashMap<>(block));
                    break;
                case "phases":
                    startup.putAll(numbers(rest)); // start, crossed, measured_end, end: System.nanoTime
                    break;
                default:
                    throw new IOException("the cold fork's " + LeanColdFork.REPORT + " has a line this runner does not "
                            + "know: '" + line + "' (runner and fork from different builds?)");
            }
        }
        run.record.threads = threads;
        run.record.clock = clock(scratch, readCost, run);
        String vmLog = property(command, JitEvents.VM_START_LOG_PROPERTY);
        boolean deopt = Boolean.parseBoolean(property(command, JitEvents.VM_START_LOG_DEOPT_PROPERTY));
        VmLogs logs = new VmLogs(vmLog, deopt, property(command, GcPauses.VM_START_LOG_PROPERTY));
        describeVm(run, properties, vm, pid, logs.collector);
        if (startup.containsKey("began")) {
            run.record.extra.put(
                    "startup",
                    new Startup(launched, startup.get("entered"), startup.get("ready"), startup.get("began"), given)
                            .toMetadata(new LinkedHashMap<String, Object>(), startup.get("began")));
        }
        if (startup.containsKey("crossed")) { // a warm reference: its warm-up and phases as its fork accounted them
            @SuppressWarnings("unchecked")
            Map<String, Object> activity = (Map<String, Object>) run.record.extra.get("jvm_activity");
            if (activity == null) {
                activity = new LinkedHashMap<>();
                run.record.extra.put("jvm_activity", activity);
            }
            long crossed = startup.get("crossed");
            long measuredEnd = startup.get("measured_end");
            events(
                    activity,
                    logs,
                    true,
                    startup.get("start"),
                    crossed != 0 ? crossed : measuredEnd,
                    crossed,
                    measuredEnd);
            return;
        }
        Warmup warmup = Warmup.of(run.config, null); // start=cold: none, as the fork's threads had
        warmup.begin();
        run.record.extra.put("warmup", PhaseReport.warmupMetadata(warmup, threads));
        Map<String, Object> cold =
                ColdStart.record(threads, run.record.clock, run.dir, vmLog, deopt, run.record.warnings);
        run.record.extra.put("cold", cold);
        run.record.extra.put("jvm_activity", activity(run, logs));
    }

    /** nanotime, with the read cost, step and noise floor the fork took after its events. */
    private static ClockSource clock(Path scratch, double readCost, PointRun run) throws IOException {
        ClockSource clock = new NanoTimeProvider().open();
        if (!Files.isRegularFile(scratch.resolve(LeanColdFork.NOISE_FLOOR))) {
            return clock; // the fork stopped before it took them: its run says why
        }
        long[] regions = numbersOf(scratch.resolve(LeanColdFork.CLOCK_REGIONS));
        ReadCost cost = new ReadCost.Readings(readCost, regions).cost(clock.nanosPerTick());
        long[] floor = numbersOf(scratch.resolve(LeanColdFork.NOISE_FLOOR));
        return clock.withDetail(ClockSelector.READ_COST, ClockSelector.round2(cost.nanosPerRead()))
                .withDetail("resolution_ns", ClockSelector.round2(cost.resolutionNanos()))
                .withDetail(
                        "noise_floor",
                        NoiseFloor.describe(floor, FLOOR_METHOD_BEFORE + NoiseFloor.WARMUP + FLOOR_METHOD_AFTER));
    }

    /**
     * The fork's VM as a fork's own stages describe it: {@code jvm} (its properties, and the options the runner
     * started it with), {@code collector} (its GC log's first line), {@code fork}, and for a {@code <jvm>} entry
     * {@code jvm_entry}, whose mode a VM must run in: one that does not is a run stopped, saying both.
     */
    private void describeVm(
            PointRun run, Map<String, String> properties, Map<String, Object> vm, long pid, String collector) {
        Map<String, Object> jvm = VmProperties.block(properties);
        List<String> options = vmOptions(command);
        jvm.put("input_arguments", options);
        jvm.putAll(vm);
        run.record.extra.put("jvm", jvm);
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("name", collector == null ? "unknown" : collector);
        c.put("beans", Collections.emptyList()); // a lean cold fork reads no collector beans
        c.put("source", "the VM's GC log, its first lines");
        run.record.extra.put("collector", c);
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("index", fork);
        f.put("of", forks);
        f.put("vm", pid + "@" + hostName());
        f.put("lean", true);
        run.record.extra.put("fork", f);
        String entry = property(command, VmCheck.ENTRY);
        if (entry == null) {
            return;
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("name", entry);
        e.put("launcher", property(command, VmCheck.LAUNCHER));
        e.put("vm_name", properties.get("java.vm.name"));
        e.put("vm_version", properties.get("java.vm.version"));
        e.put("java_home", properties.get("java.home"));
        String asked = property(command, VmCheck.COLLECTOR);
        e.put("collector_asked", asked);
        e.put("collector", collector);
        String launcherProblem =
                VmCheck.launcherProblem(property(command, VmCheck.LAUNCHER), properties.get("java.home"));
        e.put("launcher_check", launcherProblem == null ? "ok" : launcherProblem);
        Map<String, Object> mode = new LinkedHashMap<>();
        mode.put("vm_info", properties.get("java.vm.info"));
        mode.put("tiered_stop_at_level", VmMode.askedTierLevel(options));
        e.put("mode", mode);
        run.record.extra.put("jvm_entry", e);
        String problem = launcherProblem != null && !launcherProblem.startsWith("not checked")
                ? launcherProblem
                : asked != null && collector != null && !asked.equals(collector)
                        ? "asked for the " + asked + " collector, but the VM ran " + collector
                        : VmMode.problem(options, properties.get("java.vm.info"), null);
        if (problem != null) {
            run.stop.set("jvm entry '" + entry + "': " + problem);
        }
    }

    /** The VM's logs from its start, each read once a fork: its JIT events, its GC pauses and the collector. */
    private static final class VmLogs {
        /** Null where the fork was started without the log. */
        final JitEvents jit;

        final GcPauses gc;
        /** As its GC log names it; null where it does not. */
        final String collector;

        VmLogs(String vmLog, boolean deopt, String gcLog) {
            jit = vmLog == null ? null : JitEvents.fromVmStartLog(Paths.get(vmLog), deopt);
            collector = gcLog == null ? null : GcPauses.collectorOfLog(Paths.get(gcLog));
            gc = gcLog == null
                    ? null
                    : GcPauses.fromVmStartLog(Paths.get(gcLog), collector == null ? "unknown" : collector);
        }
    }

    /**
     * {@code jvm_activity} of a cold fork: the JIT's and the GC's work during the events, from the VM's logs (a lean
     * fork reads no beans or performance counters: the JIT's time and the safepoints are unknown, null); no warm-up.
     */
    private static Map<String, Object> activity(PointRun run, VmLogs logs) {
        long from = Long.MAX_VALUE;
        long to = Long.MIN_VALUE;
        for (ThreadReport t : run.record.threads) {
            SampleBuffer b = (SampleBuffer) t.samples();
            long[] ends = b.endTimesToArray();
            if (ends.length > 0) {
                from = Math.min(from, ends[0] - b.get(0));
                to = Math.max(to, ends[ends.length - 1] + 1);
            }
        }
        String collectorName = logs.collector == null ? "unknown" : logs.collector;
        Map<String, Object> sources = new LinkedHashMap<>();
        sources.put("jit", "the VM log from its start (jit+compilation): the JIT's time is not in it");
        sources.put("jit_compiles", "the VM log from its start (jit+compilation)");
        sources.put("gc", Collections.singletonList(collectorName));
        sources.put("safepoints", "not recorded: a lean cold fork reads no performance counters");
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sources", sources);
        m.put("warmup", null);
        m.put("measured", null);
        Map<String, Object> boundary = new LinkedHashMap<>();
        boundary.put("threads_crossed", run.record.threads.size());
        m.put("boundary", boundary);
        if (from == Long.MAX_VALUE) {
            events(m, logs, false, 0, 0, 0, 0);
            return m;
        }
        events(m, logs, false, 0, 0, from, to);
        Map<String, Object> phase = new LinkedHashMap<>();
        phase.put("duration_ms", (to - from) / 1e6);
        phase.put("jit_ms", null);
        Map<String, Object> compiled = logs.jit == null ? null : logs.jit.toMetadata(from, to);
        phase.put("jit_compiles", compiled == null ? null : compiled.get("compilations"));
        long gcNanos = 0;
        int gcCount = 0;
        if (logs.gc != null) {
            for (GcPauses.Pause p : logs.gc.pauses(from, to)) {
                gcCount++;
                gcNanos += p.durationNanos;
            }
        }
        phase.put("gc_count", logs.gc == null ? null : gcCount);
        phase.put("gc_ms", logs.gc == null ? null : gcNanos / 1_000_000L);
        Map<String, Object> counts = new LinkedHashMap<>();
        counts.put("count", gcCount);
        counts.put("ms", gcNanos / 1_000_000L);
        phase.put("gc_by_collector", Collections.singletonMap(collectorName, counts));
        phase.put("safepoints", null);
        phase.put("safepoint_ms", null);
        phase.put("safepoint_sync_ms", null);
        m.put("measured", phase);
        return m;
    }

    /**
     * The GC pauses and JIT events of {@code activity}, from the VM's logs: the warm-up, where there was one, from
     * {@code start} to {@code warmupEnd}; the measured phase from {@code crossed} to {@code measuredEnd} (none where
     * no thread crossed, 0); System.nanoTime, as the fork took them.
     */
    private static void events(
            Map<String, Object> activity,
            VmLogs logs,
            boolean warmedUp,
            long start,
            long warmupEnd,
            long crossed,
            long measuredEnd) {
        Map<String, Object> gc = new LinkedHashMap<>();
        gc.put("source", logs.gc == null ? "unavailable: the fork was started without a GC log" : logs.gc.source());
        gc.put("warmup", logs.gc == null || !warmedUp ? null : logs.gc.toMetadata(start, warmupEnd));
        gc.put("measured", logs.gc == null || crossed == 0 ? null : logs.gc.toMetadata(crossed, measuredEnd));
        activity.put("gc_pauses", gc);
        Map<String, Object> jit = new LinkedHashMap<>();
        jit.put("source", logs.jit == null ? "unavailable: the fork was started without a VM log" : logs.jit.source());
        jit.put("warmup", logs.jit == null || !warmedUp ? null : logs.jit.toMetadata(start, warmupEnd));
        jit.put("measured", logs.jit == null || crossed == 0 ? null : logs.jit.toMetadata(crossed, measuredEnd));
        activity.put("jit_events", jit);
    }

    private static ThreadReport thread(String fields, Path scratch) throws IOException {
        Map<String, String> f = new LinkedHashMap<>();
        for (String kv : fields.substring(fields.indexOf(' ') + 1).split(" ")) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                f.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        int index = Integer.parseInt(fields.substring(0, fields.indexOf(' ')));
        String name = TestThreadCollection.threadName(index);
        long[] ns = numbersOf(scratch.resolve(name + ".ns"));
        long[] ends = numbersOf(scratch.resolve(name + ".ends"));
        if (ns.length != Integer.parseInt(f.get("samples")) || ends.length != ns.length) {
            throw new IOException("the cold fork's thread " + index + " reports " + f.get("samples") + " samples, its"
                    + " files hold " + ns.length + " and " + ends.length + " end times");
        }
        SampleBuffer samples = new SampleBuffer(Math.max(1, ns.length)).keepTimes();
        for (int i = 0; i < ns.length; i++) {
            samples.record(ns[i], ends[i]);
        }
        ThreadReport t = new ThreadReport(
                index,
                name,
                CpuList.parse(f.get("cpus_requested")),
                f.get("policy_requested"),
                Integer.parseInt(f.get("priority_requested")),
                samples);
        t.appliedAffinity = "?".equals(f.get("affinity_applied")) ? null : CpuList.parse(f.get("affinity_applied"));
        t.appliedPolicy = "?".equals(f.get("policy_applied")) ? null : f.get("policy_applied");
        int priority = Integer.parseInt(f.get("priority_applied"));
        t.appliedPriority = priority < 0 ? null : priority;
        t.cpusSeen.addAll(CpuList.parse(f.get("cpus_seen")).cpus());
        t.warmedUp(Long.parseLong(f.get("warmup_iterations")), false);
        t.finished = true;
        return t;
    }

    private static Map<String, Long> numbers(String fields) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (String kv : fields.split(" ")) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                m.put(kv.substring(0, eq), Long.parseLong(kv.substring(eq + 1)));
            }
        }
        return m;
    }

    private static long[] numbersOf(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        long[] values = new long[lines.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = Long.parseLong(lines.get(i));
        }
        return values;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
        }
    }

    /** The fork as the runner's signal hook sees it. */
    private static final class LeanFork extends ForkedVm {
        LeanFork(Process process) {
            super(process);
        }

        /**
         * SIGTERM (its shutdown hook stops its threads) and its input closed (its runner watch does the same): it
         * writes what it recorded and exits, and the runner makes the run of it; killed after a grace.
         */
        @Override
        public boolean stop() throws InterruptedException {
            process.destroy(); // first: its reason is the signal, not its runner's end
            closeInput();
            if (process.waitFor(LeanColdFork.SIGNAL_GRACE_MILLIS + 1_000, TimeUnit.MILLISECONDS)) {
                return true;
            }
            process.destroyForcibly().waitFor();
            return false;
        }
    }
}
