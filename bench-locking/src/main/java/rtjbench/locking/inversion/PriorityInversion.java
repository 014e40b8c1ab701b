package rtjbench.locking.inversion;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.Workload;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.stats.Finding;

/**
 * Priority inversion, arranged as rt-tests' {@code pi_stress} arranges it: three SCHED_FIFO threads on one
 * CPU, low (priority p-2), medium (p-1) and high (p, the harness's one test thread). Each round:
 * <ol>
 * <li>high releases low and waits; low takes the lock, notes the time, tells high, and then holds the lock
 * busy until {@code low_hold} has passed since it took it;</li>
 * <li>high (woken at once: it outranks low) releases medium, which cannot run yet, and asks for the lock:
 * <b>timed from here until high holds the lock</b>;</li>
 * <li>high blocks. Without priority inheritance medium, outranking low, now runs busy for {@code medium_run}
 * while low, holding the lock, waits for the CPU: high waits about {@code medium_run}. With inheritance the
 * kernel (or the VM) runs low at high's priority until it releases: high waits the rest of {@code low_hold}.</li>
 * </ol>
 * All three then finish the round and sleep {@code gap}, which also keeps the CPU below the kernel's
 * real-time throttling limit. Needs SCHED_FIFO (root or CAP_SYS_NICE); without it the test refuses to run.
 */
public final class PriorityInversion implements Benchmark {
    static final String[] LOCK_KINDS = {
        "synchronized", "reentrantlock", "posix-none", "posix-inherit", "rtsj-inherit", "rtsj-ceiling"
    };

    static final ArgSpec<String> LOCK = ArgSpec.of(
            "lock",
            ArgType.choice(LOCK_KINDS),
            "posix-inherit",
            "Lock: synchronized, reentrantlock, posix-none (pthread mutex, PTHREAD_PRIO_NONE), posix-inherit "
                    + "(PTHREAD_PRIO_INHERIT); on RTSJ VMs with type_of_threads=rt also rtsj-inherit, rtsj-ceiling "
                    + "(synchronized under MonitorControl PriorityInheritance / PriorityCeilingEmulation at "
                    + "high's priority)");
    static final ArgSpec<Long> LOW_HOLD = ArgSpec.of(
            "low_hold",
            ArgType.time(1_000L, 1_000_000_000L),
            "200us",
            "How long low holds the lock, from taking it (busy)");
    static final ArgSpec<Long> MEDIUM_RUN = ArgSpec.of(
            "medium_run", ArgType.time(1_000L, 1_000_000_000L), "20ms", "How long medium runs busy once released");
    static final ArgSpec<Long> GAP = ArgSpec.of(
            "gap",
            ArgType.time(0L, 10_000_000_000L),
            "10ms",
            "Sleep between rounds (keeps the CPU under the kernel's real-time throttling limit)");

    @Override
    public String name() {
        return "prio_inversion";
    }

    @Override
    public String description() {
        return "Priority inversion (as rt-tests' pi_stress): low holds a lock, high blocks on it, medium runs busy; "
                + "timed: how long high waits for the lock, per lock kind (with and without priority inheritance).";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(LOCK, LOW_HOLD, MEDIUM_RUN, GAP);
    }

    /** Medium spins for its whole run and low for its hold: the harness must keep them off some CPU. */
    @Override
    public boolean threadsSpin() {
        return true;
    }

    @Override
    public String durationUnsupported(Config config) {
        return "prio_inversion runs count rounds of its three threads (its check of time_limit counts them)";
    }

    /** How long high waits without priority inheritance against with it, the same pthread mutex (docs/locking.md). */
    @Override
    public Finding finding() {
        return Finding.ratio(
                "without vs with priority inheritance",
                "p50",
                Collections.singletonMap(LOCK.name(), "posix-none"),
                Collections.singletonMap(LOCK.name(), "posix-inherit"),
                null);
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        int threads = config.getInt(CommonArgs.THREADS);
        if (threads != 1) {
            throw new ConfigException(
                    "no_of_threads=" + threads + ": prio_inversion runs one test thread (high), which starts"
                            + " its own low and medium threads on its CPU; use no_of_threads=1");
        }
        String kind = config.getString(LOCK);
        String type = config.getString(CommonArgs.THREAD_TYPE);
        int priority = config.getInt(CommonArgs.PRIORITY);
        if (kind.startsWith("rtsj-")) {
            if (!env.rtsj().hasRealtimeThread() || !hasMonitorControl()) {
                throw new UnsupportedHereException(
                        "lock=" + kind + ": " + env.rtsj().lacks("javax.realtime.MonitorControl"));
            }
            if (!"rt".equals(type)) {
                throw new ConfigException("lock=" + kind + " needs type_of_threads=rt: RTSJ monitor policies act on the"
                        + " priorities of RealtimeThreads (type_of_threads=" + type + ")");
            }
        }
        if ("nh".equals(type)) {
            throw new UnsupportedHereException("type_of_threads=nh: the three threads share heap objects (the lock, the"
                    + " handoffs), which no-heap threads may not touch; use type_of_threads=rt");
        }
        if ("java".equals(type)) {
            String policy = config.getString(CommonArgs.POLICY);
            if (!"fifo".equals(policy)) {
                throw new ConfigException(
                        "scheduling_policy=" + policy + ": prio_inversion needs scheduling_policy=fifo"
                                + " (the inversion only exists under fixed real-time priorities)");
            }
            if (priority < 3) {
                throw new ConfigException(
                        "priority=" + priority + " is high's priority; low and medium run at priority-2 and"
                                + " priority-1, so it must be at least 3");
            }
        } else {
            RtsjLocking.Loader.load().checkPriorities(priority);
        }
        long perRound = config.getLong(LOW_HOLD) + config.getLong(MEDIUM_RUN);
        long round = perRound + config.getLong(GAP);
        checkThrottling(perRound, round, readRtLimit());
        long rounds = (long) WarmupSpec.iterationsUpFront(config)
                + config.getInt(CommonArgs.COUNT); // its rounds are counted up front
        long limit = config.getLong(CommonArgs.TIME_LIMIT);
        if (rounds * round > limit) {
            throw new ConfigException(String.format(
                    Locale.ROOT,
                    "warmup+count = %d rounds x %s (low_hold+medium_run+gap) = %s,"
                            + " more than time_limit %s; fewer rounds or a larger time_limit",
                    rounds,
                    Quantities.formatTime(round),
                    Quantities.formatTime(rounds * round),
                    Quantities.formatTime(limit)));
        }
        if (kind.startsWith("posix-")) {
            try {
                PosixMutex.library();
            } catch (Throwable e) { // UnsatisfiedLinkError, NoClassDefFoundError
                throw new UnsupportedHereException(
                        "lock=" + kind + ": the pthread mutex functions could not be bound through JNA: " + e);
            }
        }
        if ("java".equals(type)) {
            checkFifoAllowed(env.threadControl(), priority);
        }
    }

    private static boolean hasMonitorControl() {
        try {
            Class.forName("javax.realtime.MonitorControl", false, PriorityInversion.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * The kernel throttles real-time threads past sched_rt_runtime_us of every sched_rt_period_us; a round must stay
     * below.
     */
    static void checkThrottling(long busyNanos, long roundNanos, long[] runtimeAndPeriod) throws ConfigException {
        if (runtimeAndPeriod == null || runtimeAndPeriod[0] < 0) {
            return; // no limit (-1) or not Linux
        }
        double limit = (double) runtimeAndPeriod[0] / runtimeAndPeriod[1];
        double busy = (double) busyNanos / roundNanos;
        if (busy >= limit) {
            throw new ConfigException(String.format(
                    Locale.ROOT,
                    "low_hold + medium_run keep the CPU %.1f%% busy under SCHED_FIFO"
                            + " (gap %s), at or above the kernel's real-time limit of %.1f%% (sched_rt_runtime_us %d "
                            + "of %d): throttling would stall rounds; raise gap",
                    busy * 100,
                    Quantities.formatTime(roundNanos - busyNanos),
                    limit * 100,
                    runtimeAndPeriod[0],
                    runtimeAndPeriod[1]));
        }
    }

    /** {sched_rt_runtime_us, sched_rt_period_us}, or null where not readable. */
    static long[] readRtLimit() {
        try {
            long runtime = Long.parseLong(read("/proc/sys/kernel/sched_rt_runtime_us"));
            long period = Long.parseLong(read("/proc/sys/kernel/sched_rt_period_us"));
            return new long[] {runtime, period};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String read(String path) throws IOException {
        return new String(Files.readAllBytes(Paths.get(path)), StandardCharsets.US_ASCII).trim();
    }

    /** A short-lived thread asks for SCHED_FIFO; a refusal means no privilege, and the test must not pretend. */
    static void checkFifoAllowed(final ThreadControl control, final int priority) throws UnsupportedHereException {
        if (!control.isAvailable()) {
            throw new UnsupportedHereException(
                    "prio_inversion needs SCHED_FIFO, but no native thread control is available: "
                            + control.description());
        }
        final AtomicReference<String> refusal = new AtomicReference<>();
        Thread probe = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        try {
                            control.setScheduler(SchedPolicy.FIFO, priority);
                        } catch (NativeCallException e) {
                            refusal.set(e.getMessage());
                        }
                    }
                },
                "prio_inversion-fifo-probe");
        probe.setDaemon(true);
        probe.start();
        try {
            probe.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (refusal.get() != null) {
            throw new UnsupportedHereException("prio_inversion needs SCHED_FIFO priority " + priority
                    + " (root or CAP_SYS_NICE)," + " which this process may not set: " + refusal.get());
        }
    }

    /** The lock for {@code kind}; {@code rtsj} is null on a VM without RTSJ (check() refused rtsj-* there). */
    static InversionLock newLock(String kind, RtsjLocking rtsj, int highPriority) {
        switch (kind) {
            case "synchronized":
                return new JavaInversionLocks.Monitor();
            case "reentrantlock":
                return new JavaInversionLocks.Reentrant();
            case "posix-none":
                return new PosixMutex(PosixMutex.PTHREAD_PRIO_NONE);
            case "posix-inherit":
                return new PosixMutex(PosixMutex.PTHREAD_PRIO_INHERIT);
            case "rtsj-inherit":
                return rtsj.monitorLock(false, highPriority);
            case "rtsj-ceiling":
                return rtsj.monitorLock(true, highPriority);
            default:
                throw new IllegalArgumentException("no lock '" + kind + "'; allowed: " + String.join(", ", LOCK_KINDS));
        }
    }

    @Override
    public Workload prepare(Config config, RunEnvironment env) throws ConfigException {
        CpuList cpus = env.threadCpus(config);
        boolean rt = "rt".equals(config.getString(CommonArgs.THREAD_TYPE));
        RtsjLocking rtsj = rt || config.getString(LOCK).startsWith("rtsj-") ? RtsjLocking.Loader.load() : null;
        HelperThreads helpers = rt ? rtsj.helpers() : new HelperThreads.Java();
        InversionLock lock = newLock(config.getString(LOCK), rtsj, config.getInt(CommonArgs.PRIORITY));
        return new InversionWorkload(config, env, helpers, cpus.get(0), lock);
    }

    /** One run: the lock, the CPU, and (once high's body is made) the low and medium threads. */
    static final class InversionWorkload implements Workload {
        private final Config config;
        private final RunEnvironment env;
        private final HelperThreads helpers;
        private final ThreadControl control;
        private final int cpu;
        private final InversionLock lock;
        private InversionRounds rounds;

        InversionWorkload(Config config, RunEnvironment env, HelperThreads helpers, int cpu, InversionLock lock) {
            this.config = config;
            this.env = env;
            this.helpers = helpers;
            this.control = env.threadControl();
            this.cpu = cpu;
            this.lock = lock;
        }

        @Override
        public CpuList placement(int index) {
            return CpuList.of(cpu);
        }

        @Override
        public ThreadBody newThreadBody(ThreadContext ctx) throws Exception {
            int high = config.getInt(CommonArgs.PRIORITY);
            rounds = new InversionRounds(
                    lock,
                    helpers,
                    control,
                    cpu,
                    high,
                    config.getLong(LOW_HOLD),
                    config.getLong(MEDIUM_RUN),
                    config.getLong(GAP),
                    ctx.stopFlag());
            rounds.startHelpers();
            return rounds;
        }

        @Override
        public Map<String, Object> metadata() {
            Map<String, Object> m = new LinkedHashMap<>();
            int high = config.getInt(CommonArgs.PRIORITY);
            m.put(
                    "timed",
                    "high's wait for the lock: from just before high asks for it (low holds it, medium is released)"
                            + " until high holds it");
            m.put("lock", config.getString(LOCK));
            m.put("lock_behaviour", lock.behaviour());
            m.put("cpu", cpu);
            boolean rt = !"java".equals(config.getString(CommonArgs.THREAD_TYPE));
            m.put(
                    "priorities",
                    (rt ? "RTSJ" : "SCHED_FIFO") + " low " + (high - 2) + ", medium " + (high - 1) + ", high " + high);
            if (env.rtsj().isStandIn()) {
                m.put(
                        "rtsj_stand_in",
                        "javax.realtime is the test-only stand-in: RTSJ priorities and monitor policies have no "
                                + "effect");
            }
            m.put("low_hold", Quantities.formatTime(config.getLong(LOW_HOLD)));
            m.put("medium_run", Quantities.formatTime(config.getLong(MEDIUM_RUN)));
            m.put("gap", Quantities.formatTime(config.getLong(GAP)));
            m.put(
                    "expected",
                    "without inheritance about medium_run; with inheritance about low_hold (less the few us low"
                            + " held the lock before high asked)");
            long[] rtLimit = readRtLimit();
            if (rtLimit != null) {
                m.put("sched_rt_runtime_us", rtLimit[0]);
                m.put("sched_rt_period_us", rtLimit[1]);
            }
            if (rounds != null) {
                m.putAll(rounds.facts());
            }
            m.put("instr_load", "not used by this test");
            return m;
        }

        @Override
        public void close() {
            if (rounds != null) {
                rounds.stopHelpers();
            }
            lock.close();
        }
    }
}
