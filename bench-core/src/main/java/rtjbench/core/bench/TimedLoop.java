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

    public static void run(ThreadContext ctx, TimedOperation operation) {
        SampleBuffer samples = ctx.samples();
        for (int left = ctx.warmup(); left > 0 && !ctx.stopRequested(); ) {
            int n = Math.min(left, samples.capacity());
            measure(operation, ctx.clock(), samples, ctx.load(), n, ctx);
            samples.reset();
            left -= n;
        }
        ctx.warmupDone();
        measure(operation, ctx.clock(), samples, ctx.load(), ctx.count(), ctx);
    }

    private static void measure(TimedOperation operation, Clock clock, SampleBuffer samples, SimulatedWork load,
                                int iterations, ThreadContext ctx) {
        for (int i = 0; i < iterations; i++) {
            long start = clock.startTicks();
            operation.operate();
            long end = clock.endTicks();
            samples.record(end - start);
            load.run();
            if (ctx.stopRequested()) {
                return;
            }
        }
    }
}
