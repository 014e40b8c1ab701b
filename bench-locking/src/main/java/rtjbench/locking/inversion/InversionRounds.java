package rtjbench.locking.inversion;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.clock.Clock;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.ThreadControl;

/**
 * The rounds of {@link PriorityInversion}: the body of the high thread (the harness's test thread, already
 * on its CPU at SCHED_FIFO priority {@code high}) and the low and medium threads it starts on that CPU.
 */
final class InversionRounds implements ThreadBody {
    private static final long HANDOFF_TIMEOUT_NANOS = 5_000_000_000L;

    private final InversionLock lock;
    private final HelperThreads helpers;
    private final ThreadControl control;
    private final int cpu;
    private final int highPriority;
    private final long lowHoldNanos;
    private final long mediumRunNanos;
    private final long gapNanos;
    private final StopFlag stop;
    private final Handoff.Closing closing = new Handoff.Closing();

    private final Handoff lowGo = new Handoff();
    private final Handoff lowLocked = new Handoff();
    private final Handoff mediumGo = new Handoff();
    private final Handoff roundDone = new Handoff();
    private final CountDownLatch helpersReady = new CountDownLatch(2);

    private volatile int round;
    private volatile int mediumFinishedRound = -1;
    private volatile String lowApplied = "not started";
    private volatile String mediumApplied = "not started";
    private volatile String helperFailure;
    private Thread low;
    private Thread medium;

    // high's state, written only by high
    private Clock clock;
    private long acquiredTicks;
    private int roundsMeasured;
    private int mediumFirst;

    private final Runnable highSection = new Runnable() {
        @Override
        public void run() {
            acquiredTicks = clock.endTicks();
            if (mediumFinishedRound == round) {
                mediumFirst++; // high got the lock only after medium's whole run: the inversion happened
            }
        }
    };

    private final Runnable lowSection = new Runnable() {
        @Override
        public void run() {
            long until = System.nanoTime() + lowHoldNanos; // the hold counts from taking the lock, as a timer would
            lowLocked.release(); // high preempts us here
            busyUntil(until);
        }
    };

    InversionRounds(
            InversionLock lock,
            HelperThreads helpers,
            ThreadControl control,
            int cpu,
            int highPriority,
            long lowHoldNanos,
            long mediumRunNanos,
            long gapNanos,
            StopFlag stop) {
        this.lock = lock;
        this.helpers = helpers;
        this.control = control;
        this.cpu = cpu;
        this.highPriority = highPriority;
        this.lowHoldNanos = lowHoldNanos;
        this.mediumRunNanos = mediumRunNanos;
        this.gapNanos = gapNanos;
        this.stop = stop;
    }

    /** Starts low and medium on high's CPU at their priorities; returns once both are waiting for their first round. */
    void startHelpers() throws InterruptedException {
        low = helper(
                "prio_inversion-low",
                highPriority - 2,
                new Runnable() {
                    @Override
                    public void run() {
                        while (lowGo.await(1, Long.MAX_VALUE / 4, stop, closing)) {
                            lock.locked(lowSection);
                            roundDone.release();
                        }
                    }
                },
                true);
        medium = helper(
                "prio_inversion-medium",
                highPriority - 1,
                new Runnable() {
                    @Override
                    public void run() {
                        while (mediumGo.await(1, Long.MAX_VALUE / 4, stop, closing)) {
                            busyUntil(System.nanoTime() + mediumRunNanos);
                            mediumFinishedRound = round;
                            roundDone.release();
                        }
                    }
                },
                false);
        low.start();
        medium.start();
        if (!helpersReady.await(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("low and medium threads not ready within 10 s");
        }
        if (helperFailure != null) {
            stopHelpers();
            throw new IllegalStateException(helperFailure);
        }
    }

    private Thread helper(final String name, final int priority, final Runnable loop, final boolean isLow) {
        return helpers.newThread(name, priority, new Runnable() {
            @Override
            public void run() {
                try {
                    String applied = helpers.prepareSelf(control, cpu, priority);
                    if (isLow) lowApplied = applied;
                    else mediumApplied = applied;
                } catch (NativeCallException | RuntimeException e) {
                    helperFailure =
                            name + ": priority " + priority + " on CPU " + cpu + " not applied: " + e.getMessage();
                    helpersReady.countDown();
                    return;
                }
                helpersReady.countDown();
                loop.run();
            }
        });
    }

    private void busyUntil(long deadline) {
        while (System.nanoTime() < deadline) {
            if (stop.isSet() || closing.isSet()) {
                return;
            }
        }
    }

    /**
     * The warm-up's rounds, then the measured ones: the same rounds, each recording its wait, so the warm-up runs
     * every piece of code a measured round runs; the warm-up's samples are forgotten chunk by chunk (the buffer
     * holds the measured count).
     */
    @Override
    public void run(ThreadContext ctx) {
        clock = ctx.clock();
        SampleSink samples = ctx.samples();
        for (int done = 0; done < ctx.warmup() && !ctx.stopRequested(); ) {
            int n = Math.min(ctx.warmup() - done, samples.capacity());
            for (int i = 0; i < n; i++) {
                if (!oneRound(samples)) {
                    return;
                }
            }
            samples.reset();
            done += n;
        }
        roundsMeasured = 0;
        mediumFirst = 0;
        ctx.warmupDone();
        for (int i = 0; i < ctx.count() && !ctx.stopRequested(); i++) {
            if (!oneRound(samples)) {
                return;
            }
        }
    }

    /** One round, as the class comment of {@link PriorityInversion} tells it. */
    private boolean oneRound(SampleSink samples) {
        round++;
        lowGo.release();
        if (!lowLocked.await(1, HANDOFF_TIMEOUT_NANOS, stop, closing)) {
            return failed("low did not take the lock within 5 s");
        }
        mediumGo.release(); // medium is ready but cannot run: we outrank it
        long start = clock.startTicks();
        lock.locked(highSection); // blocks: low holds the lock
        long waited = acquiredTicks - start;
        samples.record(waited);
        roundsMeasured++;
        if (!roundDone.await(2, HANDOFF_TIMEOUT_NANOS + mediumRunNanos + lowHoldNanos, stop, closing)) {
            return failed("low and medium did not finish the round within 5 s of their work");
        }
        if (gapNanos > 0) {
            LockSupport.parkNanos(gapNanos); // all three sleep: the CPU rests, other threads run
        }
        return true;
    }

    private boolean failed(String why) {
        if (!stop.isSet()) {
            stop.set("prio_inversion: " + why);
        }
        return false;
    }

    void stopHelpers() {
        closing.set();
        lowGo.release();
        mediumGo.release();
        try {
            if (low != null) low.join(2_000);
            if (medium != null) medium.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    Map<String, Object> facts() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("low_thread", lowApplied);
        m.put("medium_thread", mediumApplied);
        m.put("rounds_measured", roundsMeasured);
        m.put("rounds_high_got_lock_after_medium_finished", mediumFirst);
        return m;
    }
}
