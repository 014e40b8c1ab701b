package rtjbench.events.cpmd;

import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.WarmupThenCount;
import rtjbench.core.clock.Clock;
import rtjbench.events.DutyCycle;

/**
 * The cpmd thread's jobs: [untimed pass, timed hot pass, disturbance, timed pass after], warm-up jobs
 * first. Hot passes go to {@link #hot}, passes after to {@link #after}; both buffers start every chunk of
 * jobs empty, so job i of one is job i of the other. {@link #after} is the thread's own sample buffer, or,
 * where the run keeps histograms (record=histogram), a buffer of its own beside them, since CPMD pairs the
 * passes job by job. Allocation-free (but for what a disturbance does between the passes).
 */
final class CpmdLoop implements ThreadBody {
    @SuppressWarnings("unused") // written, never read: the write keeps the work from being optimised away
    private static volatile int sink;

    private final LineWalk walk;
    private final Disturbance disturbance;
    private final Clock clock;
    final SampleBuffer hot;
    final SampleBuffer after;
    private final SampleSink samples;
    private final DutyCycle duty;

    CpmdLoop(ThreadContext ctx, LineWalk walk, Disturbance disturbance, SampleBuffer hot, DutyCycle duty) {
        this.walk = walk;
        this.disturbance = disturbance;
        this.clock = ctx.clock();
        this.hot = hot;
        this.samples = ctx.samples();
        this.after = samples instanceof SampleBuffer ? (SampleBuffer) samples : new SampleBuffer(hot.capacity());
        this.duty = duty;
    }

    @Override
    public void run(final ThreadContext ctx) throws Exception {
        duty.start();
        WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
            @Override
            public boolean run(int n, boolean measured) {
                for (int left = n; left > 0; ) { // a histogram's warm-up comes in one chunk: in ones that fit hot
                    int k = Math.min(left, hot.capacity());
                    if (!jobs(ctx, k)) {
                        return false;
                    }
                    left -= k;
                }
                return true;
            }
        });
    }

    private boolean jobs(ThreadContext ctx, int n) {
        hot.reset(); // the harness reset its sample buffer before this chunk; a buffer of our own is reset here
        if (after != samples) {
            after.reset();
        }
        int s = 0;
        try {
            for (int i = 0; i < n; i++) {
                s += walk.pass(); // untimed: what fits is in the caches now
                long t0 = clock.startTicks();
                s += walk.pass();
                long t1 = clock.endTicks();
                hot.record(t1 - t0);
                if (!disturbance.disturb(ctx)) {
                    return false;
                }
                t0 = clock.startTicks();
                s += walk.pass();
                t1 = clock.endTicks();
                after.record(t1 - t0);
                if (after != samples) {
                    samples.record(t1 - t0);
                }
                if (ctx.stopRequested()) {
                    return false;
                }
                if (duty.due()) {
                    duty.rest();
                }
            }
            return true;
        } finally {
            sink = s;
        }
    }
}
