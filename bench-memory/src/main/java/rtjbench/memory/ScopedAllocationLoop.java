package rtjbench.memory;

import java.util.concurrent.atomic.AtomicLong;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.WarmupThenCount;
import rtjbench.core.clock.Clock;
import rtjbench.core.rtsj.TestMemoryArea;

/**
 * The seed's allocation loop in scoped memory: inside the scope, [read clock, {@code new byte[size]}, read
 * clock, record, simulated work] until the scope cannot take the next array; then, untimed, leave the scope
 * (the VM reclaims it) and enter again. Warm-up and the measured run are separate passes, and the harness
 * callbacks (warm-up done) run outside the scope so nothing of the harness is allocated in it.
 * <p>
 * RTSJ assignment rules: an array in the scope may not be stored in a heap or immortal object, so the
 * last array stays in a local and is published through the scope's portal when the scope is about to be
 * left (which also makes every allocation escape).
 */
final class ScopedAllocationLoop implements ThreadBody {
    private final TestMemoryArea scope;
    private final int size;
    private final AtomicLong entries;

    ScopedAllocationLoop(TestMemoryArea scope, int size, AtomicLong entries) {
        this.scope = scope;
        this.size = size;
        this.entries = entries;
    }

    @Override
    public void run(final ThreadContext ctx) throws Exception {
        final Fill fill = new Fill(scope, size, ctx.clock(), ctx.samples(), ctx.load(), ctx);
        WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
            @Override
            public boolean run(int n, boolean measured) {
                fillAll(fill, n, ctx);
                return true;
            }
        });
    }

    /** Enters the scope as often as needed to make {@code n} timed allocations. */
    private void fillAll(Fill fill, int n, ThreadContext ctx) {
        fill.todo = n;
        while (fill.todo > 0 && !ctx.stopRequested()) {
            int before = fill.todo;
            scope.enter(fill);
            entries.incrementAndGet();
            if (fill.todo == before) {
                throw new IllegalStateException("a fresh scope of " + scope.size() + " bytes (" + scope.remaining()
                        + " free) could not take one array of " + size + " bytes");
            }
        }
    }

    /** Runs inside the scope; its fields are primitives and objects from outside, never scope objects. */
    private static final class Fill implements Runnable {
        private final TestMemoryArea scope;
        private final int size;
        private final long need;
        private final Clock clock;
        private final SampleSink samples;
        private final SimulatedWork load;
        private final ThreadContext ctx;
        int todo;

        Fill(TestMemoryArea scope, int size, Clock clock, SampleSink samples, SimulatedWork load, ThreadContext ctx) {
            this.scope = scope;
            this.size = size;
            this.need = size + MemAlloc.ARRAY_OVERHEAD;
            this.clock = clock;
            this.samples = samples;
            this.load = load;
            this.ctx = ctx;
        }

        @Override
        public void run() {
            Object last = null;
            while (todo > 0 && scope.remaining() >= need) {
                long start = clock.startTicks();
                last = new byte[size];
                long end = clock.endTicks();
                samples.record(end - start);
                load.run();
                todo--;
                if (ctx.stopRequested()) {
                    break;
                }
            }
            if (last != null) {
                scope.keep(last);
            }
        }
    }
}
