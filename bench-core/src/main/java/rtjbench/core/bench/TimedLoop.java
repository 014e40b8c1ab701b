package rtjbench.core.bench;

import rtjbench.core.clock.Clock;

/**
 * The seed's loop: [read clock, operation, read clock, store the difference, simulated work], first
 * {@code warmup} times (timed, then forgotten), then {@code count} times. Ticks are stored as read; they
 * become nanoseconds after the run, never inside the loop. Between iterations the loop looks at the stop
 * flag (watchdog, Ctrl-C), outside the timed region.
 */
public final class TimedLoop implements ThreadBody {
    private final TimedOperation operation;

    public TimedLoop(TimedOperation operation) {
        this.operation = operation;
    }

    @Override
    public void run(ThreadContext ctx) {
        run(ctx, operation);
    }

    public static void run(final ThreadContext ctx, final TimedOperation operation) {
        try {
            WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
                @Override
                public boolean run(int n, boolean measured) {
                    measure(operation, ctx.clock(), ctx.samples(), ctx.load(), n, ctx);
                    return true;
                }
            });
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e); // measure() throws nothing checked
        }
    }

    private static void measure(
            TimedOperation operation,
            Clock clock,
            SampleSink samples,
            SimulatedWork load,
            int iterations,
            ThreadContext ctx) {
        final boolean stamp = samples.keepsTimes(); // explain_above: each sample's end, after the timed region
        final Kept kept = new Kept();
        for (int i = 0; i < iterations; i++) {
            long start = clock.startTicks();
            Object made = operation.operate();
            long end = clock.endTicks();
            kept.last = made; // after the timed region: the store, and any write barrier with it, is not timed
            if (stamp) {
                samples.record(end - start, System.nanoTime());
            } else {
                samples.record(end - start);
            }
            load.run();
            if (ctx.stopRequested()) {
                return;
            }
        }
    }

    /** Where the operation's last result stays reachable; one a measured batch, made before its loop. */
    private static final class Kept {
        Object last;
    }
}
