package rtjbench.events;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.ThreadLoops;
import rtjbench.core.bench.WarmupThenCount;
import rtjbench.core.bench.Workload;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.support.ConfigException;

/**
 * Context switch time as a Java thread sees it (Gracioli et al. §5.2, fig. 7: "thread a reads the TSC before
 * switching the context, thread b reads it after").
 * <p>
 * Each test thread (a) starts a partner (b) on its own CPU, under the same policy at the same priority, and
 * the two pass the CPU back and forth ({@link Baton}). <b>A sample is one pass from a to b</b>: from a's last
 * clock read before it gives up the CPU to b's first clock read after it got it. Both reads are made on one
 * CPU, so they come from one counter. The way back (b to a) is not recorded; a then does its simulated work
 * and passes again. {@code handover=block}: a unparks b and parks (the futex wait, the scheduler, the switch
 * and b's return from its futex wait are timed); {@code handover=yield}: a calls {@code Thread.yield}
 * ({@code sched_yield}), which switches under SCHED_FIFO at equal priority.
 * <p>
 * {@code extra_threads}: N more threads on the same CPU, runnable throughout, each yielding in a loop. Under
 * SCHED_FIFO/RR they sit one priority below the pair, so they are in the CPU's run queue at every pass but
 * never chosen while a or b can run (the seed's "number of threads" as the scheduler sees it); under
 * SCHED_OTHER they share the CPU fairly with the pair, so a pass may let some of them run first and the
 * sample includes their turns.
 */
public final class ContextSwitch implements Benchmark {
    static final ArgSpec<String> HANDOVER = ArgSpec.of(
            "handover",
            ArgType.choice("block", "yield"),
            "block",
            "How a gives the CPU to b: unpark b and park (block), or Thread.yield with both runnable (yield; switches "
                    + "under fifo at equal priority)");
    static final ArgSpec<Long> EXTRA_THREADS = ArgSpec.of(
            "extra_threads",
            ArgType.integer(0, 1024),
            "0",
            "Further runnable threads on the pair's CPU (fifo/rr: one priority below the pair; other: sharing the "
                    + "CPU)");

    @Override
    public String name() {
        return "context_switch";
    }

    @Override
    public String description() {
        return "Context switch: two threads on one CPU pass it back and forth (park/unpark or Thread.yield); a sample "
                + "is a's last clock read before giving up the CPU to b's first after getting it (Gracioli et al. "
                + "fig. 7).";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(HANDOVER, EXTRA_THREADS);
    }

    /** The pair holds its CPU between them without pause: a busy real-time load on that CPU. */
    @Override
    public boolean threadsSpin() {
        return true;
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        PinnedThreads.requireJavaThreads(
                config,
                name(),
                "its partner and extra threads are platform threads placed "
                        + "through the OS, and the pair must be of one kind");
        CpuList cpus = env.threadCpus(config);
        int threads = config.getInt(CommonArgs.THREADS);
        if (threads > cpus.size()) {
            throw new ConfigException("context_switch needs a CPU for each pair: no_of_threads=" + threads
                    + " but cpus gives " + cpus.size() + " (" + cpus
                    + "); two pairs on one CPU would be each other's extra threads");
        }
        boolean realtime =
                SchedPolicy.fromArg(config.getString(CommonArgs.POLICY)).isRealtime();
        if (realtime && config.getInt(EXTRA_THREADS) > 0 && config.getInt(CommonArgs.PRIORITY) < 2) {
            throw new ConfigException(
                    "extra_threads run one priority below the pair, but priority=1 leaves none below; use priority "
                            + "2..99");
        }
    }

    @Override
    public Workload prepare(final Config config, final RunEnvironment env) throws ConfigException {
        final boolean block = "block".equals(config.getString(HANDOVER));
        final int extras = config.getInt(EXTRA_THREADS);
        final SchedPolicy policy = SchedPolicy.fromArg(config.getString(CommonArgs.POLICY));
        final int priority = config.getInt(CommonArgs.PRIORITY);
        final int extraPriority = policy.isRealtime() ? priority - 1 : priority;
        final PinnedThreads helpers = new PinnedThreads(env.threadControl(), policy);
        final ThreadLoops<PassingLoop> loops = new ThreadLoops<>();
        return new RoundRobinWorkload(env.threadCpus(config)) {
            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) throws InterruptedException {
                PassingLoop loop =
                        new PassingLoop(ctx, new Baton(block, ctx.clock()), new DutyCycle(policy.isRealtime()));
                String me = "-" + ctx.index();
                loop.partner = helpers.start("partner" + me, "partner", ctx.cpus(), priority, loop.partnerBody);
                ctx.accountCpuOf("partner" + me, loop.partner);
                for (int i = 0; i < extras; i++) {
                    loop.extras.add(
                            helpers.start("extra" + me + "-" + i, "extra", ctx.cpus(), extraPriority, loop.extraBody));
                }
                return loops.add(ctx.index(), loop);
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put(
                        "timed",
                        "one pass of the CPU from thread a to its partner b on the same CPU: a's last clock read "
                                + "before giving up the CPU to b's first clock read after getting it (the way back is "
                                + "not timed)");
                m.put(
                        "handover",
                        block ? "block: a unparks b, then parks (LockSupport)" : "yield: Thread.yield, both runnable");
                m.put(
                        "partner",
                        "one platform thread per test thread, on its CPU, SCHED_" + policy.name()
                                + (policy.isRealtime() ? " priority " + priority : ""));
                m.put("extra_threads", extras);
                if (extras > 0) {
                    m.put(
                            "extra_threads_are",
                            "runnable on the pair's CPU, yielding in a loop, "
                                    + (policy.isRealtime()
                                            ? "at priority " + extraPriority + " (below the pair: queued, not chosen)"
                                            : "under SCHED_OTHER (sharing the CPU with the pair)"));
                }
                m.put("helper_warnings", helpers.warnings());
                long rests = 0;
                for (PassingLoop l : loops.inIndexOrder()) {
                    rests += l.duty.rests();
                }
                m.put("duty_cycle", new DutyCycle(policy.isRealtime()).describe());
                m.put("rests", rests);
                return m;
            }

            @Override
            public void close() {
                for (PassingLoop l : loops.inIndexOrder()) {
                    l.stopHelpers();
                }
            }
        };
    }

    /**
     * Test thread a's loop, its partner b's body and the extra threads' body. b records into a's samples;
     * the baton's pass numbers order its stores before a's next look (and a's warm-up reset before b's next
     * store), so one buffer serves both.
     */
    static final class PassingLoop implements ThreadBody {
        private final Baton baton;
        private final SampleSink samples;
        private final SimulatedWork load;
        final DutyCycle duty;
        private final Thread a;
        Thread partner;
        final List<Thread> extras = new ArrayList<>();
        /** Extra threads yield while the pair runs, park while it rests or is not started. */
        private volatile boolean pairRunning;

        private volatile boolean helpersStop;
        private long passes;

        PassingLoop(ThreadContext ctx, Baton baton, DutyCycle duty) {
            this.baton = baton;
            this.samples = ctx.samples();
            this.load = ctx.load();
            this.duty = duty;
            this.a = Thread.currentThread();
        }

        final Runnable partnerBody = new Runnable() {
            @Override
            public void run() {
                try {
                    for (long k = 1; ; k += 2) {
                        long ticks = baton.take(k);
                        if (ticks < 0) {
                            return;
                        }
                        samples.record(ticks);
                        baton.give(k + 1, a);
                    }
                } finally {
                    baton.drop(a);
                }
            }
        };

        final Runnable extraBody = new Runnable() {
            @Override
            public void run() {
                while (!helpersStop) {
                    if (pairRunning) {
                        Thread.yield();
                    } else {
                        LockSupport.park(this);
                    }
                }
            }
        };

        @Override
        public void run(final ThreadContext ctx) throws Exception {
            runHelpers(true);
            duty.start();
            try {
                WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
                    @Override
                    public boolean run(int n, boolean measured) {
                        return iterate(ctx, n);
                    }
                });
            } finally {
                runHelpers(false);
                baton.drop(partner);
            }
        }

        private boolean iterate(ThreadContext ctx, int iterations) {
            for (int i = 0; i < iterations; i++) {
                baton.give(++passes, partner);
                if (baton.take(++passes) < 0) {
                    return false; // the partner ended
                }
                load.run();
                if (ctx.stopRequested()) {
                    return false;
                }
                if (duty.due()) {
                    runHelpers(false);
                    duty.rest();
                    runHelpers(true);
                }
            }
            return true;
        }

        /**
         * Lets the partner and the extra threads run (yielding where they wait) or sends them to park, so the
         * CPU idles while a rests; cold path (start, rests, end).
         */
        private void runHelpers(boolean running) {
            pairRunning = running;
            if (partner != null) {
                baton.rest(!running, partner);
            }
            if (running) {
                for (Thread t : extras) {
                    LockSupport.unpark(t);
                }
            }
        }

        void stopHelpers() {
            helpersStop = true;
            baton.drop(partner);
            for (Thread t : extras) {
                LockSupport.unpark(t);
            }
        }
    }
}
