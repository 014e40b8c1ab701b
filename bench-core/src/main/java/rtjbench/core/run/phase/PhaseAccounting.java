package rtjbench.core.run.phase;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.bench.Warmup;
import rtjbench.core.jvm.JvmCounters;
import rtjbench.core.jvm.JvmProbe;

/**
 * What the JVM did (JIT, GC, safepoints) during a run's warm-up and during its measured phase, apart. The
 * totals are read when the warm-up begins (on the main thread, before the start gate opens), when the first
 * test thread crosses into its measured loop, and when the threads have ended. A plain Java thread on the
 * heap reads the totals itself as it crosses (before its measured loop, outside every timed region); any
 * other (a real-time thread, one in immortal or scoped memory) only stamps the time and wakes a snapshot
 * thread that reads them, since reading the beans allocates. The wake-up can take milliseconds on a busy
 * machine, which {@code boundary.snapshot_delay_ms} records.
 * <p>
 * Threads cross at slightly different times; the measured phase is counted from the first crossing, so what
 * the JIT does while a slower thread finishes its warm-up counts against the measured phase, where it may
 * disturb a faster thread's samples. The first and last crossing times are recorded. The JIT's events one by
 * one ({@link JitEvents}) are counted up to the moment the last test thread left its loop ({@link #finished}):
 * what the VM compiles after the last sample, while the harness collects and writes, cannot reach a sample.
 * <p>
 * The boundary's read of the totals is harness code run once, in the measured phase's first instant; the JIT
 * would compile it there once it is hot. {@link #warmupBegins} therefore reads them {@value #READS_FIRST} times
 * first, before the warm-up's clock starts, so that what they call is compiled, or known not to be hot, by then.
 */
public final class PhaseAccounting {
    private final JvmProbe jvm;
    private final Warmup warmup;
    private final boolean crossingThreadReads;
    private final Path runDir;
    // The crossing and the finish are plain fields under this object's monitor: a test thread calls them at its
    // phase boundary and at its loop's end, where a call into the JDK (an atomic's method) could be one the JIT
    // compiles right then.
    private volatile long firstCrossing;
    private int crossings;
    private long lastCrossing;
    private long lastFinish;
    private volatile boolean ended;
    private Thread snapshotter;
    private JvmCounters atStart;
    private volatile JvmCounters atBoundary;
    private JvmCounters atEnd;
    /** Whether this VM reads its own GC pauses and JIT events ({@link #withoutEventLogs}: not). */
    private final boolean readsEventLogs;

    private final GcPauses pauses = new GcPauses();
    private final JitEvents jitEvents = new JitEvents();
    private long startNanos;
    private long endNanos;

    /** How often the totals are read before the warm-up begins: past the JIT's first-tier threshold (200 calls). */
    static final int READS_FIRST = 300;

    /** After a counted warm-up a thread measures once the JIT has compiled nothing for this long ... */
    static final long SETTLE_QUIET_NANOS = 50_000_000L;
    /** ... or this long after it began to wait, whichever comes first. */
    static final long SETTLE_MAX_NANOS = 1_000_000_000L;

    private long settledNanos = -1;
    private boolean settledLoud;

    /**
     * {@code crossingThreadReads}: the test threads are plain Java threads on the heap, which may read the beans;
     * {@code runDir}: the run's folder, where the VM may log its GC pauses ({@link GcPauses}), or null.
     */
    public PhaseAccounting(JvmProbe jvm, Warmup warmup, boolean crossingThreadReads, Path runDir) {
        this(jvm, warmup, crossingThreadReads, runDir, true);
    }

    private PhaseAccounting(
            JvmProbe jvm, Warmup warmup, boolean crossingThreadReads, Path runDir, boolean readsEventLogs) {
        this.jvm = jvm;
        this.warmup = warmup;
        this.crossingThreadReads = crossingThreadReads;
        this.runDir = runDir;
        this.readsEventLogs = readsEventLogs;
    }

    /**
     * The accounting of a VM whose GC pauses and JIT events another reads from its logs after it exited (a lean
     * fork's runner): the warm-up, its boundary and the totals only; reading the logs here would bring regular
     * expressions, and the GC notifications the management beans, into the fork. {@link #phaseNanos} says where
     * the phases lie for the reader.
     */
    public static PhaseAccounting withoutEventLogs(JvmProbe jvm, Warmup warmup, boolean crossingThreadReads) {
        return new PhaseAccounting(jvm, warmup, crossingThreadReads, null, false);
    }

    /**
     * On System.nanoTime: the warm-up's start, the first thread's crossing into its measured phase (0: none), the
     * measured phase's end for the JIT's events, and the threads' end; zeros before the threads ended.
     */
    public long[] phaseNanos() {
        return new long[] {startNanos, firstCrossing, endNanos == 0 ? 0 : measuredEnd(), endNanos};
    }

    public Warmup warmup() {
        return warmup;
    }

    /** Main thread, just before the gate opens: the first totals, then the warm-up's clock and watcher start. */
    public void warmupBegins() {
        for (int i = 0; i < READS_FIRST; i++) {
            jvm.read();
            jvm.activity(); // what a counted warm-up's threads read as they settle
        }
        if (readsEventLogs) {
            pauses.start(runDir);
            jitEvents.start(runDir);
        }
        startNanos = System.nanoTime();
        atStart = jvm.read();
        snapshotter = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        while (firstCrossing == 0 && !ended) {
                            LockSupport.park(this);
                        }
                        if (firstCrossing != 0 && !crossingThreadReads) {
                            atBoundary = jvm.read();
                        }
                    }
                },
                "rtjbench-phase-snapshot");
        snapshotter.setDaemon(true);
        snapshotter.start();
        warmup.begin();
    }

    /**
     * A test thread at the end of a counted warm-up (one that cannot wait for the JIT itself: a loop that counts its
     * warm-up up front, or a {@code warmup} count), before it crosses: waits until the JIT has compiled nothing for
     * {@link #SETTLE_QUIET_NANOS}, at most {@link #SETTLE_MAX_NANOS}. What the warm-up made hot is then compiled
     * before the measured phase, not in its first milliseconds. Only a plain Java thread on the heap waits (it reads
     * the JIT's counter itself); nothing under auto or a time, whose warm-up watched the JIT already.
     */
    public void settleAtBoundary() {
        if (!warmup.counted() || !crossingThreadReads || jvm.unwatchable() != null) {
            return;
        }
        long began = System.nanoTime();
        long seen = jvm.activity();
        long since = began;
        long now = began;
        while (now - since < SETTLE_QUIET_NANOS && now - began < SETTLE_MAX_NANOS) {
            LockSupport.parkNanos(5_000_000L);
            now = System.nanoTime();
            long activity = jvm.activity();
            if (activity != seen) {
                seen = activity;
                since = now;
            }
        }
        boolean loud = now - since < SETTLE_QUIET_NANOS;
        synchronized (this) {
            settledNanos = Math.max(settledNanos, now - began);
            settledLoud |= loud;
        }
    }

    /**
     * A test thread at its warm-up/measured boundary: a time stamp and a counter; the first also reads the
     * totals where it may, or wakes the snapshot thread (no allocation then).
     */
    public void crossed() {
        long now = System.nanoTime();
        boolean first;
        synchronized (this) {
            lastCrossing = now;
            crossings++;
            first = firstCrossing == 0;
            if (first) {
                firstCrossing = now;
            }
        }
        if (first) {
            if (crossingThreadReads) {
                atBoundary = jvm.read();
            } else {
                LockSupport.unpark(snapshotter);
            }
        }
    }

    /**
     * A test thread left its loop (measured or not): a time stamp, no allocation. The last one ends the window in
     * which the JIT's events count against the measured phase.
     */
    public void finished() {
        long now = System.nanoTime();
        synchronized (this) {
            lastFinish = Math.max(lastFinish, now);
        }
    }

    /** The end of the measured phase for the JIT's events: the last test thread's finish, else the threads' end. */
    private synchronized long measuredEnd() {
        return lastFinish > firstCrossing && lastFinish < endNanos ? lastFinish : endNanos;
    }

    /** Main thread, after every test thread ended (or the run failed): the last totals. */
    public void threadsEnded() {
        if (ended || atStart == null) {
            return; // counted already, or the threads never started
        }
        ended = true;
        LockSupport.unpark(snapshotter);
        try {
            snapshotter.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        atEnd = jvm.read();
        endNanos = System.nanoTime();
        warmup.end();
        if (readsEventLogs) {
            pauses.stop(); // reads the VM's GC log, where there is one: the threads have ended
            jitEvents.stop();
        }
    }

    /** The JIT's compilations, deoptimisations and recompilations, one by one, where the VM logged them. */
    public JitEvents jitEvents() {
        return jitEvents;
    }

    /**
     * The measured phase's compilations, deoptimisations and recompilations; null where it or the source is missing.
     */
    public Map<String, Object> measuredJitEvents() {
        long first = firstCrossing;
        return first == 0 || endNanos == 0 ? null : jitEvents.toMetadata(first, measuredEnd());
    }

    /** The collections one by one (with their pause times), as the VM logged or notified them. */
    public GcPauses gcPauses() {
        return pauses;
    }

    /** The longest stop-the-world pause in the measured phase, in ns; -1 where the phase or the source is missing. */
    public long measuredPauseMaxNanos() {
        long first = firstCrossing;
        if (first == 0
                || endNanos == 0
                || pauses.source() == null
                || pauses.source().startsWith("unavailable")) {
            return -1;
        }
        long max = 0;
        for (GcPauses.Pause p : pauses.pauses(first, endNanos)) {
            max = Math.max(max, p.durationNanos);
        }
        return max;
    }

    public boolean started() {
        return atStart != null;
    }

    /** From the start to the boundary; null before the threads started. To the end where no thread crossed. */
    public JvmCounters warmupActivity() {
        if (atStart == null) {
            return null;
        }
        JvmCounters until = atBoundary != null ? atBoundary : atEnd;
        return until == null ? null : until.since(atStart);
    }

    /** From the boundary to the end; null where no thread reached its measured loop. */
    public JvmCounters measuredActivity() {
        return atBoundary == null || atEnd == null ? null : atEnd.since(atBoundary);
    }

    private synchronized long settledWaitNanos() {
        return settledNanos;
    }

    private synchronized boolean settledLoudly() {
        return settledLoud;
    }

    private synchronized int crossingCount() {
        return crossings;
    }

    private synchronized long lastCrossingNanos() {
        return lastCrossing;
    }

    /** The {@code jvm_activity} block of metadata.json. */
    public Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sources", jvm.sources());
        JvmCounters w = warmupActivity();
        JvmCounters measured = measuredActivity();
        m.put("warmup", w == null ? null : w.toMetadata());
        m.put("measured", measured == null ? null : measured.toMetadata());
        Map<String, Object> boundary = new LinkedHashMap<>();
        long first = firstCrossing;
        boundary.put("threads_crossed", crossingCount());
        if (first != 0 && atStart != null) {
            boundary.put("first_thread_ms", (first - atStart.nanos()) / 1e6);
            boundary.put("last_thread_ms", (lastCrossingNanos() - atStart.nanos()) / 1e6);
            if (atBoundary != null) {
                boundary.put("snapshot_delay_ms", (atBoundary.nanos() - first) / 1e6);
            }
        }
        m.put("boundary", boundary);
        if (settledWaitNanos() >= 0) {
            Map<String, Object> settled = new LinkedHashMap<>();
            settled.put("longest_wait_ms", settledWaitNanos() / 1e6);
            settled.put("jit_quiet", !settledLoudly());
            settled.put(
                    "rule",
                    "after a counted warm-up each thread measures once the JIT has compiled nothing for "
                            + SETTLE_QUIET_NANOS / 1_000_000L + " ms, at most "
                            + SETTLE_MAX_NANOS / 1_000_000L + " ms after its warm-up ended");
            m.put("settle", settled);
        }
        Map<String, Object> gc = new LinkedHashMap<>();
        gc.put("source", pauses.source());
        if (atStart != null) {
            long end = endNanos == 0 ? System.nanoTime() : endNanos;
            gc.put("warmup", pauses.toMetadata(startNanos, first != 0 ? first : end));
            gc.put("measured", first == 0 ? null : pauses.toMetadata(first, end));
        }
        m.put("gc_pauses", gc);
        Map<String, Object> jit = new LinkedHashMap<>();
        jit.put("source", jitEvents.source());
        if (atStart != null) {
            long end = endNanos == 0 ? System.nanoTime() : endNanos;
            jit.put("warmup", jitEvents.toMetadata(startNanos, first != 0 ? first : end));
            jit.put("measured", first == 0 ? null : jitEvents.toMetadata(first, endNanos == 0 ? end : measuredEnd()));
        }
        m.put("jit_events", jit);
        return m;
    }
}
