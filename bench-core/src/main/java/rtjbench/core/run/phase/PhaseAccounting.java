package rtjbench.core.run.phase;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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
 * disturb a faster thread's samples. The first and last crossing times are recorded.
 */
public final class PhaseAccounting {
    private final JvmProbe jvm;
    private final Warmup warmup;
    private final boolean crossingThreadReads;
    private final Path runDir;
    private final AtomicLong firstCrossing = new AtomicLong();
    private final AtomicInteger crossings = new AtomicInteger();
    private volatile long lastCrossing;
    private volatile boolean ended;
    private Thread snapshotter;
    private JvmCounters atStart;
    private volatile JvmCounters atBoundary;
    private JvmCounters atEnd;
    private final GcPauses pauses = new GcPauses();
    private final JitEvents jitEvents = new JitEvents();
    private long startNanos;
    private long endNanos;

    /**
     * {@code crossingThreadReads}: the test threads are plain Java threads on the heap, which may read the beans;
     * {@code runDir}: the run's folder, where the VM may log its GC pauses ({@link GcPauses}), or null.
     */
    public PhaseAccounting(JvmProbe jvm, Warmup warmup, boolean crossingThreadReads, Path runDir) {
        this.jvm = jvm;
        this.warmup = warmup;
        this.crossingThreadReads = crossingThreadReads;
        this.runDir = runDir;
    }

    public Warmup warmup() {
        return warmup;
    }

    /** Main thread, just before the gate opens: the first totals, then the warm-up's clock and watcher start. */
    public void warmupBegins() {
        pauses.start(runDir);
        jitEvents.start(runDir);
        startNanos = System.nanoTime();
        atStart = jvm.read();
        snapshotter = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        while (firstCrossing.get() == 0 && !ended) {
                            LockSupport.park(this);
                        }
                        if (firstCrossing.get() != 0 && !crossingThreadReads) {
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
     * A test thread at its warm-up/measured boundary: a time stamp and a counter; the first also reads the
     * totals where it may, or wakes the snapshot thread (no allocation then).
     */
    public void crossed() {
        long now = System.nanoTime();
        lastCrossing = now;
        crossings.incrementAndGet();
        if (firstCrossing.compareAndSet(0, now)) {
            if (crossingThreadReads) {
                atBoundary = jvm.read();
            }
            LockSupport.unpark(snapshotter);
        }
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
        pauses.stop(); // reads the VM's GC log, where there is one: the threads have ended
        jitEvents.stop();
    }

    /** The JIT's compilations, deoptimisations and recompilations, one by one, where the VM logged them. */
    public JitEvents jitEvents() {
        return jitEvents;
    }

    /** The measured phase's compilations, deoptimisations and recompilations; null where it or the source is missing. */
    public Map<String, Object> measuredJitEvents() {
        long first = firstCrossing.get();
        return first == 0 || endNanos == 0 ? null : jitEvents.toMetadata(first, endNanos);
    }

    /** The collections one by one (with their pause times), as the VM logged or notified them. */
    public GcPauses gcPauses() {
        return pauses;
    }

    /** The longest stop-the-world pause in the measured phase, in ns; -1 where the phase or the source is missing. */
    public long measuredPauseMaxNanos() {
        long first = firstCrossing.get();
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

    /** The {@code jvm_activity} block of metadata.json. */
    public Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sources", jvm.sources());
        JvmCounters w = warmupActivity();
        JvmCounters measured = measuredActivity();
        m.put("warmup", w == null ? null : w.toMetadata());
        m.put("measured", measured == null ? null : measured.toMetadata());
        Map<String, Object> boundary = new LinkedHashMap<>();
        long first = firstCrossing.get();
        boundary.put("threads_crossed", crossings.get());
        if (first != 0 && atStart != null) {
            boundary.put("first_thread_ms", (first - atStart.nanos()) / 1e6);
            boundary.put("last_thread_ms", (lastCrossing - atStart.nanos()) / 1e6);
            if (atBoundary != null) {
                boundary.put("snapshot_delay_ms", (atBoundary.nanos() - first) / 1e6);
            }
        }
        m.put("boundary", boundary);
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
            jit.put("measured", first == 0 ? null : jitEvents.toMetadata(first, end));
        }
        m.put("jit_events", jit);
        return m;
    }
}
