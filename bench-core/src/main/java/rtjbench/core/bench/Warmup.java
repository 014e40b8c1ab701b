package rtjbench.core.bench;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.args.StartMode;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.jvm.CompilationSource;

/**
 * The warm-up of one run, shared by its test threads: a fixed count, a time, or auto (until the JIT has
 * compiled nothing for a quiet interval, after a minimum count a thread, within a maximum time). For a time
 * or auto a watcher thread polls the {@link CompilationSource} and publishes its decision through one
 * volatile field; test threads ask {@link #enough} between chunks of iterations, which reads that field and
 * compares a count: nothing is allocated and no management bean is called on a test thread.
 */
public final class Warmup {
    public enum Mode {
        COUNT,
        TIME,
        AUTO
    }

    /** How the warm-up ended, as metadata's {@code warmup.stopped_by} says it. */
    public static final String BY_COUNT = "count";

    public static final String BY_TIME = "time";
    public static final String BY_QUIET = "quiet";
    public static final String BY_MAX_TIME = "max_time";
    public static final String BY_NO_JIT = "no_jit";
    /** No warm-up at all: a cold start. */
    public static final String BY_NONE = "none";

    private static final int WARMING = 0;
    /** Threads stop once they have run the minimum. */
    private static final int SETTLED = 1;
    /** Threads stop now, minimum or not (the time is up). */
    private static final int TIME_UP = 2;

    private final Mode mode;
    private final long iterations;
    private final long timeNanos;
    private final long quietNanos;
    private final CompilationSource jit;

    /** How often the watcher reads the JIT's activity before the threads start (see {@link #watch}). */
    static final int WATCHER_READS_FIRST = 3000;

    private long activityAtBegin;
    private volatile int decision = WARMING;
    private volatile String stoppedBy;
    private volatile String reason;
    private volatile long beganNanos;
    private volatile long decidedNanos;
    private volatile long lastActivityNanos;
    private Thread watcher;
    /** What a fixed count's end is put down to; null for the plain count. */
    private String countReason;

    private Warmup(Mode mode, long iterations, long timeNanos, long quietNanos, CompilationSource jit) {
        this.mode = mode;
        this.iterations = iterations;
        this.timeNanos = timeNanos;
        this.quietNanos = quietNanos;
        this.jit = jit;
    }

    /** {@code n} iterations a thread; no watcher. */
    public static Warmup count(long n) {
        return new Warmup(Mode.COUNT, n, 0, 0, null);
    }

    /** Iterate for {@code nanos} from {@link #begin()}. */
    public static Warmup time(long nanos) {
        return new Warmup(Mode.TIME, 0, nanos, 0, null);
    }

    /**
     * Until {@code jit} has been quiet for {@code quietNanos}, at least {@code min} iterations a thread, at most
     * {@code maxNanos}.
     */
    public static Warmup auto(long min, long quietNanos, long maxNanos, CompilationSource jit) {
        return new Warmup(Mode.AUTO, min, maxNanos, quietNanos, jit);
    }

    /**
     * None at all, for a cold start: the threads measure from their first iteration; {@code why} is the reason
     * the metadata gives.
     */
    public static Warmup none(String why) {
        Warmup w = new Warmup(Mode.COUNT, 0, 0, 0, null);
        w.countReason = why;
        return w;
    }

    /** The warm-up a config asks for (none for a cold start); {@code jit} is watched under auto. */
    public static Warmup of(Config config, CompilationSource jit) {
        if (StartMode.cold(config)) {
            return none("start=cold: no warm-up, every event is measured from the first");
        }
        WarmupSpec spec = WarmupSpec.of(config);
        switch (spec.kind()) {
            case COUNT:
                return count(spec.iterations());
            case TIME:
                return time(spec.nanos());
            default:
                return auto(
                        config.getLong(CommonArgs.WARMUP_MIN),
                        config.getLong(CommonArgs.WARMUP_QUIET),
                        config.getLong(CommonArgs.WARMUP_MAX),
                        jit);
        }
    }

    public Mode mode() {
        return mode;
    }

    /** A fixed count of warm-up iterations (not a cold start's none, not a time, not auto). */
    public boolean counted() {
        return mode == Mode.COUNT && countReason == null;
    }

    /**
     * The count of a fixed warm-up, or auto's minimum (0 for a time): what a loop that must know its warm-up up
     * front runs (see {@link ThreadContext#warmup()}).
     */
    public long iterations() {
        return iterations;
    }

    /** Whether a thread that has run {@code done} warm-up iterations stops warming up. Hot enough for every chunk. */
    public boolean enough(long done) {
        if (mode == Mode.COUNT) {
            return done >= iterations;
        }
        int d = decision;
        return d == TIME_UP || (d == SETTLED && done >= iterations);
    }

    /** The most iterations the next chunk may run without passing a fixed count. */
    public long left(long done) {
        return mode == Mode.COUNT ? iterations - done : Long.MAX_VALUE;
    }

    /** Called once, just before the test threads start warming up: starts the clock and, where needed, the watcher. */
    public synchronized void begin() {
        if (mode == Mode.AUTO && jit.unwatchable() == null) {
            // The watcher's read is a call the JIT compiles once it is hot (after a few hundred calls: seconds
            // of polls), and a HotSpot reflective call has its accessor generated after 15: the watcher would
            // see its own compilation as activity, seconds into the warm-up. Made hot here, before the threads
            // start, that is over before the warm-up's clock starts.
            for (int i = 0; i < WATCHER_READS_FIRST; i++) {
                activityAtBegin = jit.activity();
            }
        }
        beganNanos = System.nanoTime();
        lastActivityNanos = beganNanos;
        if (mode == Mode.COUNT) {
            if (countReason != null) {
                decide(SETTLED, BY_NONE, countReason, beganNanos);
            } else {
                decide(SETTLED, BY_COUNT, "a fixed count of " + iterations + " iterations", beganNanos);
            }
            return;
        }
        if (mode == Mode.AUTO && jit.unwatchable() != null) {
            decide(
                    SETTLED,
                    BY_NO_JIT,
                    "no JIT activity to watch (" + jit.unwatchable() + "): stopped at warmup_min",
                    beganNanos);
            return;
        }
        watcher = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        watch();
                    }
                },
                "rtjbench-warmup-watch");
        watcher.setDaemon(true);
        watcher.start();
    }

    /** Called once the threads ended: stops the watcher if it is still watching (the run was stopped early). */
    public void end() {
        Thread w;
        synchronized (this) {
            w = watcher;
        }
        if (w != null) {
            w.interrupt();
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void watch() {
        long poll = Math.max(1_000_000L, Math.min(25_000_000L, mode == Mode.AUTO ? quietNanos / 4 : timeNanos / 4));
        long seen = activityAtBegin;
        try {
            while (decision == WARMING) {
                Thread.sleep(poll / 1_000_000L);
                long now = System.nanoTime();
                if (mode == Mode.AUTO) {
                    long activity = jit.activity();
                    if (activity != seen) {
                        seen = activity;
                        lastActivityNanos = now;
                    }
                }
                // Decided in step(), called only once there is something to decide: a method called on every
                // poll would itself be compiled some seconds in.
                if (now - lastActivityNanos >= quietNanos || now - beganNanos >= timeNanos) {
                    step(now);
                }
            }
        } catch (InterruptedException e) {
            // the run ended before the warm-up did
        }
    }

    /** The decision at {@code now}, given the last JIT activity seen; separate from the polling so it reads plainly. */
    void step(long now) {
        long elapsed = now - beganNanos;
        if (mode == Mode.TIME) {
            if (elapsed >= timeNanos) {
                decide(TIME_UP, BY_TIME, "warmup=" + Quantities.formatTime(timeNanos) + " elapsed", now);
            }
            return;
        }
        if (now - lastActivityNanos >= quietNanos) {
            decide(SETTLED, BY_QUIET, "no JIT compilation for " + Quantities.formatTime(quietNanos), now);
        } else if (elapsed >= timeNanos) {
            decide(
                    TIME_UP,
                    BY_MAX_TIME,
                    String.format(
                            Locale.ROOT,
                            "warmup_max %s reached with the JIT still compiling" + " (last compilation %.0f ms before)",
                            Quantities.formatTime(timeNanos),
                            (now - lastActivityNanos) / 1e6),
                    now);
        }
    }

    private void decide(int what, String by, String why, long now) {
        stoppedBy = by;
        reason = why;
        decidedNanos = now;
        decision = what; // last: a thread that sees the decision sees why
    }

    /** How the warm-up ended: one of the BY_ constants, or null while it has not. */
    public String stoppedBy() {
        return stoppedBy;
    }

    /** The warm-up as metadata's {@code warmup} block describes it (the harness adds what each thread ran). */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("mode", mode.name().toLowerCase(Locale.ROOT));
        if (mode == Mode.COUNT || mode == Mode.AUTO) {
            m.put(mode == Mode.COUNT ? "count" : "min_iterations", iterations);
        }
        if (mode == Mode.AUTO) {
            m.put("quiet_ms", quietNanos / 1e6);
            m.put("max_ms", timeNanos / 1e6);
        } else if (mode == Mode.TIME) {
            m.put("time_ms", timeNanos / 1e6);
        }
        m.put("stopped_by", stoppedBy);
        m.put("reason", reason != null ? reason : "the run stopped before the warm-up ended");
        if (mode != Mode.COUNT && decision != WARMING) {
            m.put("decided_after_ms", (decidedNanos - beganNanos) / 1e6);
        }
        if (mode == Mode.AUTO && stoppedBy != null && !BY_NO_JIT.equals(stoppedBy)) {
            m.put("last_jit_activity_ms", (lastActivityNanos - beganNanos) / 1e6);
        }
        return m;
    }
}
