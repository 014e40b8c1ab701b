package rtjbench.core.args;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import rtjbench.core.os.CpuDmaLatency;
import rtjbench.core.os.CpuList;

/** The arguments every testapp takes (the RTMultiSim thesis §4.1, plus what a serious harness needs). */
public final class CommonArgs {
    /** {@code record} values: every sample in memory, or per-thread histograms written as they go. */
    public static final String RECORD_SAMPLES = "samples";

    public static final String RECORD_HISTOGRAM = "histogram";

    public static final ArgSpec<Long> THREADS =
            ArgSpec.of("no_of_threads", ArgType.integer(1, 4096), "1", "Number of parallel test threads");
    public static final ArgSpec<String> THREAD_TYPE = ArgSpec.of(
            "type_of_threads",
            ArgType.choice("java", "rt", "nh"),
            "java",
            "Type of threads: java.lang.Thread (java), RealtimeThread (rt), NoHeapRealtimeThread (nh); rt and nh need "
                    + "an RTSJ VM");
    public static final ArgSpec<String> POLICY = ArgSpec.of(
            "scheduling_policy",
            ArgType.choice("other", "fifo", "rr"),
            "other",
            "POSIX scheduling policy: SCHED_OTHER (other), SCHED_FIFO (fifo), SCHED_RR (rr)");
    public static final ArgSpec<Long> PRIORITY = ArgSpec.of(
            "priority",
            ArgType.integer(1, 99),
            "30",
            "Real-time priority of the test threads under fifo/rr (Linux 1..99); RTSJ priority for rt/nh");
    public static final ArgSpec<Long> COUNT = ArgSpec.of(
            "count",
            ArgType.integer(1, 100_000_000),
            "10000",
            "Number of timed iterations a thread (samples kept); not together with duration");
    public static final ArgSpec<WarmupSpec> WARMUP = ArgSpec.of(
            "warmup",
            ArgType.warmup(100_000_000, 3_600_000_000_000L),
            "auto",
            "Iterations run and timed first, then discarded (JIT, caches): a count, a time (2s), or auto: until the JIT"
                    + " has compiled nothing for warmup_quiet, after at least warmup_min iterations a thread and at "
                    + "most warmup_max (a VM without a JIT to watch stops at warmup_min)");
    public static final ArgSpec<Long> WARMUP_MIN = ArgSpec.of(
            "warmup_min",
            ArgType.integer(0, 100_000_000),
            "1000",
            "warmup=auto: iterations each thread runs at least; also the warm-up of testapps whose loop needs its "
                    + "count up front");
    public static final ArgSpec<Long> WARMUP_QUIET = ArgSpec.of(
            "warmup_quiet",
            ArgType.time(1_000_000L, 600_000_000_000L),
            "500ms",
            "warmup=auto: how long the JIT must have compiled nothing before the warm-up ends");
    public static final ArgSpec<Long> WARMUP_MAX = ArgSpec.of(
            "warmup_max",
            ArgType.time(1_000_000L, 3_600_000_000_000L),
            "20s",
            "warmup=auto: the longest a warm-up may take; reached with the JIT still busy, the run says so");
    public static final ArgSpec<String> START = ArgSpec.of(
            "start",
            ArgType.choice(StartMode.WARM, StartMode.COLD),
            StartMode.WARM,
            "warm: measure after the warm-up (warmup); cold: no warm-up, every event recorded from the first with its"
                    + " time since the VM started, each fork a cold start, and one warm fork of the same point as the"
                    + " steady-state reference: warmup-curve.csv and the events and time to the steady state "
                    + "(docs/cold-start.md)");
    public static final ArgSpec<String> DATADIR = ArgSpec.of(
            "datadir",
            ArgType.text(),
            "results",
            "Directory under which each run gets a new folder <date-time>-<testapp>");
    public static final ArgSpec<Long> INSTR_LOAD = ArgSpec.of(
            "instr_load",
            ArgType.integer(0, 1_000_000_000),
            "1000",
            "Iterations of simulated work between two timed operations");
    public static final ArgSpec<CpuList> CPUS = ArgSpec.of(
            "cpus",
            ArgType.cpus(),
            "",
            "CPUs to place threads on, round-robin by thread id (empty: every CPU the process may use)");
    public static final ArgSpec<Boolean> MLOCKALL = ArgSpec.of(
            "mlockall",
            ArgType.bool(),
            "true",
            "Lock the process's memory (mlockall) so page faults do not land in timed regions");
    public static final ArgSpec<HeapSize> HEAP = ArgSpec.of(
            "heap",
            ArgType.custom("size", HeapSize.ALLOWED, ",", new ArgType.Parser<HeapSize>() {
                @Override
                public HeapSize parse(String text) {
                    return HeapSize.parse(text);
                }
            }),
            "auto",
            "The fixed heap each fork runs on (-Xms = -Xmx, pre-touched where the VM can), so no collection grows it"
                    + " and no page of it faults in a timed region; auto: twice what the point keeps live (samples,"
                    + " buffers) plus 96M, at least 128M; heap options among the VM's own (-Xmx, -Xms) win");
    public static final ArgSpec<String> CLOCK = ArgSpec.of(
            "clock",
            ArgType.choice("auto", "tsc", "tsc-serial", "nanotime"),
            "auto",
            "Clock for timed regions: time-stamp counter (tsc), serialised TSC (tsc-serial), System.nanoTime "
                    + "(nanotime), or the cheapest that works (auto)");
    public static final ArgSpec<Long> TIME_LIMIT = ArgSpec.of(
            "time_limit",
            ArgType.time(1_000_000_000L, 86_400_000_000_000L),
            "600s",
            "Watchdog: a run still going after this long is stopped and saved as incomplete");
    public static final ArgSpec<Boolean> RT_ALL_CPUS = ArgSpec.of(
            "rt_all_cpus",
            ArgType.bool(),
            "false",
            "Allow busy SCHED_FIFO/RR threads on every CPU (can starve the machine until the watchdog fires)");
    public static final ArgSpec<Boolean> CLOCK_FORCE = ArgSpec.of(
            "clock_force",
            ArgType.bool(),
            "false",
            "Use clock=tsc/tsc-serial even where the TSC is not invariant (constant_tsc/nonstop_tsc missing, kernel "
                    + "found it unstable)");
    public static final ArgSpec<Boolean> CONTROL = ArgSpec.of(
            "control",
            ArgType.bool(),
            "false",
            "Also run a control beside the test: the same thread layout timing an empty operation, written to control/ "
                    + "(shows the machine's own hiccups)");
    public static final ArgSpec<Boolean> FORK = ArgSpec.of(
            "fork",
            ArgType.bool(),
            "true",
            "Run each sweep point in a fresh JVM (the runner's launcher and JVM options), so no run inherits another's "
                    + "JIT profile, heap or threads; false: in the runner's JVM");
    public static final ArgSpec<Long> FORKS = ArgSpec.of(
            "forks",
            ArgType.integer(1, 100),
            "1",
            "Fresh JVMs per sweep point; above 1 the point's folder holds fork-1..N and forks.json with each fork's "
                    + "mean, p50, p99, max and their spread");
    public static final ArgSpec<CpuDmaLatency> CPU_DMA_LATENCY = ArgSpec.of(
            "cpu_dma_latency",
            ArgType.custom("latency", CpuDmaLatency.ALLOWED, ",", new ArgType.Parser<CpuDmaLatency>() {
                @Override
                public CpuDmaLatency parse(String text) {
                    return CpuDmaLatency.parse(text);
                }
            }),
            "0",
            "PM QoS: the longest CPU wake-up latency (us) allowed while the runs go on, held through "
                    + "/dev/cpu_dma_latency as cyclictest does, so idle states slower to leave are not entered between "
                    + "samples; off leaves the platform as it is");
    public static final ArgSpec<String> RECORD = ArgSpec.of(
            "record",
            ArgType.choice(RECORD_SAMPLES, RECORD_HISTOGRAM),
            RECORD_SAMPLES,
            "How samples are kept: every one in memory, written at the end (samples); or per-thread HdrHistograms "
                    + "written every interval to <thread>.hlog plus the largest samples, in memory that does not grow "
                    + "(histogram: long runs)");
    public static final ArgSpec<Long> DURATION = ArgSpec.of(
            "duration",
            ArgType.time(0, 86_400_000_000_000L),
            "0",
            "Measure for this long after the warm-up instead of count iterations (like cyclictest -D); needs "
                    + "record=histogram; 0: count decides; giving both count and duration is refused");
    public static final ArgSpec<Long> INTERVAL = ArgSpec.of(
            "interval",
            ArgType.time(10_000_000L, 3_600_000_000_000L),
            "10s",
            "record=histogram: how often each thread's interval histogram is written to its .hlog (and flushed)");
    public static final ArgSpec<Long> OUTLIERS = ArgSpec.of(
            "outliers",
            ArgType.integer(0, 100_000),
            "100",
            "record=histogram: how many of the largest samples each thread keeps, with their index and time");

    public static final ArgSpec<Long> EXPLAIN_ABOVE = ArgSpec.of(
            "explain_above",
            new ArgType<Long>("time") {
                @Override
                public Long parse(String text) {
                    return explainThreshold(text.trim());
                }

                @Override
                public String allowed() {
                    return "off or a positive time (100us, 1ms)";
                }

                @Override
                public String format(Object value) {
                    long nanos = (Long) value;
                    return nanos == 0 ? "off" : Quantities.formatTime(nanos);
                }
            },
            "off",
            "Explain every sample above this time: matched against the GC pauses, safepoints and JIT compilations "
                    + "(JFR, else unified logging, else GC notifications), the interrupts and tasks on the thread's "
                    + "CPU (tracefs) and the CPU's steal time that overlapped it; written to spikes.csv "
                    + "(docs/explaining-spikes.md)");
    public static final ArgSpec<Long> EXPLAIN_TOP = ArgSpec.of(
            "explain_top",
            ArgType.integer(0, 100_000),
            "0",
            "Explain the N largest samples of each thread as explain_above does (0: none); with both, a sample is "
                    + "explained when it is above explain_above or among the N largest");

    private static final List<ArgSpec<?>> HARNESS_SPECS = Collections.unmodifiableList(Arrays.asList(
            THREADS,
            THREAD_TYPE,
            POLICY,
            PRIORITY,
            COUNT,
            WARMUP,
            WARMUP_MIN,
            WARMUP_QUIET,
            WARMUP_MAX,
            START,
            DATADIR,
            INSTR_LOAD,
            CPUS,
            MLOCKALL,
            HEAP,
            CLOCK,
            TIME_LIMIT,
            RT_ALL_CPUS,
            CLOCK_FORCE,
            CONTROL,
            FORK,
            FORKS,
            CPU_DMA_LATENCY,
            RECORD,
            DURATION,
            INTERVAL,
            OUTLIERS,
            EXPLAIN_ABOVE,
            EXPLAIN_TOP));

    /** Every common argument: the ones above, then the load and VM ones ({@link LoadArgs}). */
    public static final List<ArgSpec<?>> SPECS = concat(HARNESS_SPECS, LoadArgs.SPECS);

    private static List<ArgSpec<?>> concat(List<ArgSpec<?>> a, List<ArgSpec<?>> b) {
        List<ArgSpec<?>> all = new ArrayList<>(a);
        all.addAll(b);
        return Collections.unmodifiableList(all);
    }

    private CommonArgs() {}

    /** {@code explain_above}'s value: 0 for off, else a positive time in ns; anything else is refused. */
    static long explainThreshold(String text) {
        if ("off".equalsIgnoreCase(text)) {
            return 0L;
        }
        long nanos;
        try {
            nanos = Quantities.parseTimeNanos(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "'" + text + "' is not a time; allowed: off or a positive time (100us, 1ms)");
        }
        if (nanos <= 0) {
            throw new IllegalArgumentException(
                    "'" + text + "' is not a positive time; allowed: off or a positive time (100us, 1ms)");
        }
        return nanos;
    }

    /** Whether the run explains its spikes ({@code explain_above} or {@code explain_top} set). */
    public static boolean explaining(Config config) {
        return config.getLong(EXPLAIN_ABOVE) > 0 || config.getLong(EXPLAIN_TOP) > 0;
    }

    /** Common specs followed by a benchmark's own; a benchmark arg may not reuse a common name. */
    public static List<ArgSpec<?>> with(List<ArgSpec<?>> specific) {
        List<ArgSpec<?>> all = new ArrayList<>(SPECS);
        for (ArgSpec<?> spec : specific) {
            for (ArgSpec<?> common : SPECS) {
                if (common.name().equals(spec.name())) {
                    throw new IllegalArgumentException("argument '" + spec.name() + "' is already a common argument");
                }
            }
            all.add(spec);
        }
        return all;
    }
}
