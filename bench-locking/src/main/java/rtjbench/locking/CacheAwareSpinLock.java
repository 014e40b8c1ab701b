package rtjbench.locking;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.WarmupThenCount;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.Clock;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.topology.Cache;
import rtjbench.locking.locks.BenchLock;
import rtjbench.locking.locks.LockKind;
import rtjbench.locking.locks.LockWords;
import rtjbench.locking.locks.Locker;
import rtjbench.locking.locks.SpinWait;
import rtjbench.stats.Finding;

/**
 * Cache-aware spin-locks (the RTMultiSim thesis §4.4). Two halves of the threads lock at the same time, each half on
 * its own lock: the cache-aware half on CPUs that share a cache (L2 by default), the other half on CPUs that share it
 * with nobody in the test, so every handover of its lock goes through the coherence protocol. Threads are placed
 * round-robin over their half's CPUs by their index within the half.
 * <p>
 * Timed: each acquire, from just before the lock call to just after it returned holding the lock. Then the
 * critical section writes {@code cs_lines} cache lines of data the lock protects (the first line holds a
 * count of sections, checked after the run), the lock is released, and {@code instr_load} simulated work
 * passes before the next acquire. With {@code timed=section} a sample spans acquire, section and release
 * instead: the call the JMH twin times, so the cross-check compares one operation. With {@code timed=batch} a
 * sample spans {@code batch} such calls back to back (the simulated work passes between batches): a mean over
 * the batch, which a clock whose step is as long as one uncontended call still resolves.
 */
public final class CacheAwareSpinLock implements Benchmark {
    /** {@code timed} values: the seed's acquire, or acquire + critical section + release (what a JMH twin times). */
    static final String TIMED_ACQUIRE = "acquire";

    static final String TIMED_SECTION = "section";

    static final String TIMED_BATCH = "batch";

    static final ArgType<CpuSetPair> PAIR_TYPE = ArgType.custom(
            "cpu-set pair",
            "auto, or aware/other CPU lists such as 0,2/1,5 (one side may be empty); sweep values separated by ';'",
            ";",
            new ArgType.Parser<CpuSetPair>() {
                @Override
                public CpuSetPair parse(String text) {
                    return CpuSetPair.parse(text);
                }
            });

    static final ArgSpec<String> LOCK = ArgSpec.of(
            "lock",
            ArgType.choice(LockKind.argNames()),
            "ttas",
            "Lock algorithm: tas, ttas, ticket, mcs (spinning, written here), synchronized, reentrantlock (the Java "
                    + "baselines)");
    static final ArgSpec<String> PADDING = ArgSpec.of(
            "padding",
            ArgType.choice("padded", "unpadded"),
            "padded",
            "padded: each lock word on its own cache line; unpadded: the words of both halves' locks side by side "
                    + "(false sharing). Spin algorithms only");
    static final ArgSpec<Long> CACHE_LEVEL = ArgSpec.of(
            "cache_level",
            ArgType.integer(1, 4),
            "2",
            "Cache level the aware set shares (seed: L2); auto pairs fall back to the lowest level any two CPUs share");
    static final ArgSpec<CpuSetPair> CPU_PAIRS = ArgSpec.of(
            "cpu_pairs",
            PAIR_TYPE,
            "auto",
            "CPU sets aware/other, e.g. 0,2/1,5 (seed: 0,2/1,5;0,2/3,7;1,3/0,4 swept), or auto from the topology");
    static final ArgSpec<Long> CS_LINES = ArgSpec.of(
            "cs_lines",
            ArgType.integer(1, 4096),
            "1",
            "Cache lines written in the critical section (the first holds the section count the consistency check "
                    + "reads)");
    static final ArgSpec<String> TIMED = ArgSpec.of(
            "timed",
            ArgType.choice(TIMED_ACQUIRE, TIMED_SECTION, TIMED_BATCH),
            TIMED_ACQUIRE,
            "What a sample is: acquire (the seed's: from before the lock call to holding the lock), section "
                    + "(acquire, critical section and release: the call the JMH twin LockTwins times) or batch (batch "
                    + "such calls back to back, timed together: their mean is the sample over batch)");
    static final ArgSpec<Long> BATCH = ArgSpec.of(
            "batch",
            ArgType.integer(2, 1_000_000),
            "100",
            "With timed=batch: acquire, section and release calls in one sample, back to back (instr_load passes "
                    + "between batches); on a clock whose step is as long as one uncontended call, a batch of 100 is "
                    + "100 steps");

    @Override
    public String name() {
        return "spinlock";
    }

    @Override
    public String description() {
        return "Spin-lock acquire latency, cache-aware or not (the RTMultiSim thesis §4.4): half the threads lock on "
                + "CPUs sharing a cache, half on CPUs that do not, each half its own lock, both at once; each acquire "
                + "is timed.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(LOCK, PADDING, CACHE_LEVEL, CPU_PAIRS, CS_LINES, TIMED, BATCH);
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        plan(config, env);
    }

    /**
     * The worst lock against the best, by the sample's p50 (docs/locking.md): an acquire's, a section's, or a
     * batch's (timed=batch, what an uncontended lock on a coarse clock needs to be resolved at all).
     */
    @Override
    public Finding finding() {
        return Finding.extremes("worst vs best lock", "p50", LOCK.name());
    }

    /** A cache line at most, for what the locks and their data take on the heap. */
    static final long LINE_BYTES_AT_MOST = 128;

    /**
     * Each half's protected data ({@code cs_lines} and a line of slack at each end) and the lock words (padded,
     * a few lines a thread at most).
     */
    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) {
        int threads = config.getInt(CommonArgs.THREADS);
        long lines = 2L * (config.getInt(CS_LINES) + 2) + 4L * threads;
        return HeapNeed.none()
                .plus(
                        "protected data and lock words",
                        lines * LINE_BYTES_AT_MOST,
                        String.format(
                                Locale.ROOT,
                                "(2 halves x (%d + 2) + %d threads x 4) lines x %d B",
                                config.getInt(CS_LINES),
                                threads,
                                LINE_BYTES_AT_MOST));
    }

    /** Everything decided before the run: sets, thread split, lock kind. */
    static final class Plan {
        final CacheSets sets;
        final int awareThreads;
        final int otherThreads;
        final LockKind kind;
        final List<String> notes = new ArrayList<>();

        Plan(CacheSets sets, int awareThreads, int otherThreads, LockKind kind) {
            this.sets = sets;
            this.awareThreads = awareThreads;
            this.otherThreads = otherThreads;
            this.kind = kind;
            notes.addAll(sets.notes());
        }

        boolean isAware(int index) {
            return index < awareThreads;
        }

        /** Whether thread {@code index}'s half has CPUs here; the other half's threads idle. */
        boolean runs(int index) {
            return !(isAware(index) ? sets.aware() : sets.other()).isEmpty();
        }

        CpuList placement(int index) {
            CpuList set = isAware(index) ? sets.aware() : sets.other();
            int inHalf = isAware(index) ? index : index - awareThreads;
            if (set.isEmpty()) { // an idle thread: anywhere the test runs, it ends at once
                set = sets.aware().isEmpty() ? sets.other() : sets.aware();
            }
            return CpuList.of(set.get(inHalf % set.size()));
        }
    }

    static Plan plan(Config config, RunEnvironment env) throws ConfigException {
        int threads = config.getInt(CommonArgs.THREADS);
        if (threads < 2) {
            throw new ConfigException(
                    "no_of_threads=" + threads + ": the spin-lock test needs at least 2 threads to contend"
                            + " (the seed used 4: two cache-aware, two not)");
        }
        CpuList allowed = env.threadCpus(config);
        int level = config.getInt(CACHE_LEVEL);
        CpuSetPair pair = config.get(CPU_PAIRS);
        CacheSets sets;
        if (pair.isAuto()) {
            sets = CacheSets.choose(env.topology(), allowed, level, (threads + 1) / 2);
        } else {
            List<Integer> all = new ArrayList<>(pair.aware().cpus());
            all.addAll(pair.other().cpus());
            CpuList missing = CpuList.of(all).minus(allowed);
            if (!missing.isEmpty()) {
                throw new UnsupportedHereException("cpu_pairs=" + pair + " names CPU " + missing
                        + ", which this machine or process" + " does not offer (CPUs here: " + allowed + ")");
            }
            sets = CacheSets.given(env.topology(), pair, level);
        }
        if (sets.aware().isEmpty() && sets.other().isEmpty()) {
            throw new UnsupportedHereException(
                    "no CPU sets for the spin-lock test on CPUs " + allowed + ": " + sets.notes());
        }
        // The seed's split, whatever the machine offers: a half without CPUs keeps its threads idle (no samples)
        // rather than crowding them onto the other half, which would change what that half measures.
        int aware = (threads + 1) / 2;
        int other = threads - aware;
        Plan plan = new Plan(sets, aware, other, LockKind.fromArg(config.getString(LOCK)));
        if (sets.aware().isEmpty() || sets.other().isEmpty()) {
            boolean awareMissing = sets.aware().isEmpty();
            plan.notes.add("only the " + (awareMissing ? "non-sharing" : "cache-aware") + " half runs, threads "
                    + (awareMissing ? "0-" + (aware - 1) : aware + "-" + (threads - 1)) + " record nothing: no "
                    + (awareMissing ? "cache-aware" : "non-sharing") + " CPU set here");
        }
        if ((!sets.aware().isEmpty() && aware > sets.aware().size())
                || (!sets.other().isEmpty() && other > sets.other().size())) {
            plan.notes.add(
                    "more threads than CPUs in a half: some threads share a CPU (a spinner may wait for a descheduled "
                            + "holder)");
        }
        return plan;
    }

    @Override
    public Workload prepare(Config config, RunEnvironment env) throws ConfigException {
        return new SpinLockWorkload(config, env, plan(config, env));
    }

    /** One run: the two locks and their data, built before the threads start. */
    static final class SpinLockWorkload implements Workload {
        private final Config config;
        private final Plan plan;
        private final int lineLongs;
        private final String layout;
        private final Half aware;
        private final Half other;
        private final LockLoop[] loops;

        SpinLockWorkload(Config config, RunEnvironment env, Plan plan) {
            this.config = config;
            this.plan = plan;
            int threads = config.getInt(CommonArgs.THREADS);
            int firstCpu = plan.placement(0).get(0);
            Cache l1 = env.topology().dataCache(firstCpu, 1);
            int lineBytes = l1 != null && l1.lineSize() > 0 ? l1.lineSize() : 64;
            this.lineLongs = Math.max(1, lineBytes / 8);
            LockWords words = "padded".equals(config.getString(PADDING))
                    ? LockWords.padded()
                    : LockWords.adjacent(Math.max(1, 2 * plan.kind.wordsNeeded(threads)));
            this.layout = plan.kind.spins()
                    ? words.layout()
                    : "as the VM lays it out (padding applies to spin algorithms only)";
            int lines = config.getInt(CS_LINES);
            // Both locks from one word source, one after the other: unpadded, their words are neighbours.
            this.aware = !plan.sets.aware().isEmpty()
                    ? new Half("aware", plan.kind.newLock(words, plan.awareThreads), lines, lineLongs)
                    : null;
            this.other = !plan.sets.other().isEmpty() && plan.otherThreads > 0
                    ? new Half("other", plan.kind.newLock(words, plan.otherThreads), lines, lineLongs)
                    : null;
            this.loops = new LockLoop[threads];
        }

        @Override
        public CpuList placement(int index) {
            return plan.placement(index);
        }

        @Override
        public ThreadBody newThreadBody(ThreadContext ctx) {
            if (!plan.runs(ctx.index())) {
                return new ThreadBody() {
                    @Override
                    public void run(ThreadContext c) {
                        // idle: this half has no CPUs here (see the notes); it has no warm-up to end, so it
                        // does not cross into a measured phase and the run's phase boundary stays the busy threads'
                    }
                };
            }
            Half half = plan.isAware(ctx.index()) ? aware : other;
            String timed = config.getString(TIMED);
            LockLoop loop = new LockLoop(
                    half.lock.newLocker(ctx.stopFlag()),
                    half.section,
                    TIMED_SECTION.equals(timed),
                    TIMED_BATCH.equals(timed) ? config.getInt(BATCH) : 1);
            loops[ctx.index()] = loop;
            return loop;
        }

        @Override
        public List<String> notes() {
            List<String> lines = new ArrayList<>();
            for (String note : plan.notes) {
                lines.add("spinlock: " + note);
            }
            return lines;
        }

        @Override
        public Map<String, Object> metadata() {
            Map<String, Object> m = new LinkedHashMap<>();
            String timed = config.getString(TIMED);
            m.put(
                    "timed",
                    TIMED_BATCH.equals(timed)
                            ? config.getInt(BATCH) + " acquire, critical section and release calls of the half's lock ("
                                    + plan.kind.argName() + ") back to back, from before the first lock call to after"
                                    + " the last release; a call's mean is the sample over " + config.getInt(BATCH)
                            : TIMED_SECTION.equals(timed)
                                    ? "acquire, critical section and release of the half's lock (" + plan.kind.argName()
                                            + "), from before the lock call to after the release"
                                    : "acquire of the half's lock (" + plan.kind.argName()
                                            + "), from before the lock call to holding it");
            if (TIMED_BATCH.equals(timed)) {
                m.put("batch", config.getInt(BATCH));
            }
            m.put("lock", plan.kind.argName());
            m.put("lock_description", plan.kind.description());
            m.put("padding", layout);
            m.put("spin_hint", plan.kind.spins() ? SpinWait.describe() : "none (the baseline parks its waiters)");
            m.put("cs_lines", config.getInt(CS_LINES));
            m.put("line_bytes", lineLongs * 8);
            m.put("cpu_pairs", config.get(CPU_PAIRS).toString());
            m.putAll(plan.sets.describe());
            m.put("notes", plan.notes);
            List<Map<String, Object>> threads = new ArrayList<>();
            for (int i = 0; i < config.getInt(CommonArgs.THREADS); i++) {
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("thread", "thread-" + i);
                t.put(
                        "half",
                        (plan.isAware(i) ? "aware" : "other") + (plan.runs(i) ? "" : " (idle: no such CPUs here)"));
                t.put("cpus", plan.placement(i).toString());
                threads.add(t);
            }
            m.put("threads", threads);
            Map<String, Object> consistency = new LinkedHashMap<>();
            if (aware != null) consistency.put("aware", consistency(aware, true));
            if (other != null) consistency.put("other", consistency(other, false));
            m.put("consistency", consistency);
            return m;
        }

        /** After the run: the section count the lock protected must equal the sections the threads completed. */
        private String consistency(Half half, boolean awareHalf) {
            long completed = 0;
            boolean any = false;
            for (int i = 0; i < loops.length; i++) {
                if (loops[i] != null && plan.isAware(i) == awareHalf) {
                    completed += loops[i].completed;
                    any = true;
                }
            }
            if (!any) {
                return "not run";
            }
            long counted = half.section.count();
            return counted == completed
                    ? "ok: " + counted + " sections"
                    : "FAILED: " + counted + " counted under the lock, " + completed + " completed";
        }
    }

    /** A half's lock and the data its critical section writes. */
    static final class Half {
        final String name;
        final BenchLock lock;
        final LineWriter section;

        Half(String name, BenchLock lock, int lines, int lineLongs) {
            this.name = name;
            this.lock = lock;
            this.section = new LineWriter(lines, lineLongs);
        }
    }

    /**
     * The critical section: one increment in each of {@code lines} cache lines of the protected data. The
     * array has a line of slack at each end, so its header and neighbours stay off the written lines.
     */
    static final class LineWriter implements Runnable {
        private final long[] data;
        private final int lines;
        private final int stride;

        LineWriter(int lines, int lineLongs) {
            this.lines = lines;
            this.stride = lineLongs;
            this.data = new long[(lines + 2) * lineLongs];
        }

        @Override
        public void run() {
            long[] d = data;
            for (int i = 1; i <= lines; i++) {
                d[i * stride]++;
            }
        }

        long count() {
            return data[stride];
        }
    }

    /**
     * A thread's loop: [acquire (timed), critical section, release, simulated work], warm-up first; with
     * {@code timed=section} the timed region spans acquire, section and release; with {@code timed=batch}, {@code
     * batch} of those back to back.
     */
    static final class LockLoop implements ThreadBody {
        private final Locker locker;
        private final Runnable section;
        private final boolean wholeSection;
        private final int batch;
        long completed;

        LockLoop(Locker locker, Runnable section, boolean wholeSection, int batch) {
            this.locker = locker;
            this.section = section;
            this.wholeSection = wholeSection;
            this.batch = batch;
        }

        @Override
        public void run(final ThreadContext ctx) throws Exception {
            WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
                @Override
                public boolean run(int n, boolean measured) {
                    return batch > 1 ? measureBatches(ctx, ctx.samples(), n) : measure(ctx, ctx.samples(), n);
                }
            });
        }

        private boolean measure(ThreadContext ctx, SampleSink samples, int iterations) {
            Clock clock = ctx.clock();
            SimulatedWork load = ctx.load();
            Locker l = locker;
            Runnable cs = section;
            boolean whole = wholeSection;
            for (int i = 0; i < iterations; i++) {
                long ticks = whole ? l.timedWhole(clock, cs) : l.timedSection(clock, cs);
                if (ticks < 0) {
                    return false; // stopped while spinning
                }
                samples.record(ticks);
                completed++;
                load.run();
                if (ctx.stopRequested()) {
                    return false;
                }
            }
            return true;
        }

        /** {@code iterations} samples, each {@link #batch} untimed sections timed together. */
        private boolean measureBatches(ThreadContext ctx, SampleSink samples, int iterations) {
            Clock clock = ctx.clock();
            SimulatedWork load = ctx.load();
            Locker l = locker;
            Runnable cs = section;
            int n = batch;
            for (int i = 0; i < iterations; i++) {
                long start = clock.startTicks();
                for (int j = 0; j < n; j++) {
                    if (l.timedSection(Locker.UNTIMED, cs) < 0) {
                        return false; // stopped while spinning
                    }
                }
                long end = clock.endTicks();
                samples.record(end - start);
                completed += n;
                load.run();
                if (ctx.stopRequested()) {
                    return false;
                }
            }
            return true;
        }
    }
}
