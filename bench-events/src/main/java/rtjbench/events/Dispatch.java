package rtjbench.events;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RealtimeSpinners;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.ThreadLoops;
import rtjbench.core.bench.WarmupThenCount;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.Clock;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.support.ConfigException;
import rtjbench.core.wait.PaddedCells;
import rtjbench.core.wait.WaitChoice;
import rtjbench.core.wait.WaitStrategies;
import rtjbench.events.handler.Event;
import rtjbench.events.handler.HandlerKind;
import rtjbench.events.handler.HandlerKinds;
import rtjbench.events.handler.HandlerSpec;
import rtjbench.events.handler.ReleaseOrder;
import rtjbench.stats.DeadlineMisses;

/**
 * Event dispatch latency (the RTMultiSim thesis §4.3, RTJPerf's dispatch delay): the time from firing an event to the
 * start of its handler.
 * <p>
 * Each test thread defines a local event and attaches one handler to it. The handler's thread is placed on
 * the firing thread's CPU (the seed's layout, {@code handler_cpu=same}) or on the next CPU round-robin
 * ({@code other}). In the loop the thread reads the clock, fires the event and waits (blocked, not spinning)
 * for the handler's completion notice. The handler reads the clock first thing, stores the difference into
 * the firing thread's sample buffer (a preallocated array: no allocation), then notifies. The thread does its
 * simulated work and starts the next iteration. So a sample is: clock read, fire (unpark, or submit to a pool),
 * the wake-up and context switch of the handler's thread, and its clock read.
 * <p>
 * The clock is read on two threads; on a VM whose clock is not synchronised across CPUs the samples of
 * {@code handler_cpu=other} would be wrong (System.nanoTime and an invariant TSC are).
 * <p>
 * {@code wait_strategy} sets how both waits are made, the handler's for its event and the firer's for the
 * completion notice (handler kinds with a thread of their own: bound, virtual): {@code park} (the default,
 * above), {@code yield}, {@code backoff} or {@code spin} ({@link rtjbench.core.wait.WaitStrategies}). A
 * spinning thread needs its CPU to itself, so {@code spin} is refused where a handler shares a CPU with its
 * firer or with another spinning thread; {@code yield} and {@code backoff} leave their CPU to the other and
 * are allowed there. The CPU time of every firer and handler in the measured phase goes into the metadata
 * ({@code cpu_ns_per_event}), the price of each strategy's latency.
 */
public final class Dispatch implements Benchmark {
    static final ArgSpec<String> WAIT_STRATEGY = WaitStrategies.argument(
            "the handlers (for their event) and the firing threads (for the completion notice)");
    static final ArgSpec<Deadline> DEADLINE = Deadline.optional(
            "A response (fire to handler start) misses its deadline when it takes longer than this; misses, miss ratio,"
                    + " longest run of misses and the worst response as a fraction of it are reported");

    @Override
    public String name() {
        return "dispatch";
    }

    @Override
    public String description() {
        return "Event dispatch latency: each thread fires its own event and blocks until the handler, which reads the "
                + "clock first thing and records fire-to-start into the thread's samples, notifies it (the RTMultiSim "
                + "thesis §4.3, RTJPerf).";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        List<ArgSpec<?>> args = new ArrayList<>(Arrays.<ArgSpec<?>>asList(
                HandlerKinds.argument(),
                HandlerArgs.handlerCpu(),
                HandlerArgs.handlerPriority("the handlers"),
                HandlerArgs.poolSize(),
                DEADLINE));
        args.addAll(Arrays.asList(WaitStrategies.arguments(WAIT_STRATEGY)));
        return args;
    }

    /** The threads block while their handler runs (wait_strategy=park, backoff). */
    @Override
    public boolean threadsSpin() {
        return false;
    }

    /** With wait_strategy=spin or yield the firers and handlers never leave their CPUs. */
    @Override
    public boolean threadsSpin(Config config) {
        return WaitStrategies.busy(config.getString(WAIT_STRATEGY));
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        int priority = HandlerArgs.handlerPriority(config);
        HandlerKinds.checkPriorities(config.getString(HandlerKinds.ARG), env, priority, priority);
        CpuList cpus = env.threadCpus(config);
        HandlerArgs.checkCpus(config, cpus);
        checkWait(config, env, cpus);
    }

    /** What a wait strategy other than park needs: a handler thread of its own, and for spin CPUs of their own. */
    static void checkWait(Config config, RunEnvironment env, CpuList cpus) throws ConfigException {
        WaitStrategies.check(config);
        String wait = config.getString(WAIT_STRATEGY);
        String kind = config.getString(HandlerKinds.ARG);
        if (WaitStrategies.PARK.equals(wait)) {
            return;
        }
        if (!HandlerKinds.BOUND.equals(kind) && !HandlerKinds.VIRTUAL.equals(kind)) {
            throw new ConfigException("wait_strategy=" + wait + " is for handler=bound or virtual (a thread of its own"
                    + " a handler, waiting for its event); handler=" + kind + " runs handlers on workers that wait as"
                    + " their pool or VM makes them; use wait_strategy=park");
        }
        if (WaitStrategies.SPIN.equals(wait) && HandlerKinds.VIRTUAL.equals(kind)) {
            throw new ConfigException("wait_strategy=spin with handler=virtual: a spinning virtual thread holds a"
                    + " carrier thread that cannot be placed on a CPU of its own; use handler=bound, or yield "
                    + "or backoff");
        }
        int threads = config.getInt(CommonArgs.THREADS);
        String handlerCpu = config.getString(HandlerArgs.HANDLER_CPU);
        List<Integer> used = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            used.add(HandlerArgs.firerCpu(cpus, i));
            used.add(HandlerArgs.handlerCpus(cpus, i, handlerCpu).get(0));
        }
        if (WaitStrategies.SPIN.equals(wait) && HandlerKinds.BOUND.equals(kind)) {
            for (int i = 0; i < threads; i++) {
                int firer = used.get(2 * i);
                int handler = used.get(2 * i + 1);
                if (firer == handler) {
                    throw new ConfigException("wait_strategy=spin with handler-" + i + " on its firer's own CPU "
                            + firer + " (handler_cpu=" + handlerCpu
                            + "): nothing could run the handler while the"
                            + " firer spins there; use handler_cpu=other with a CPU each, or "
                            + "wait_strategy=yield or backoff");
                }
            }
            if (CpuList.of(used).size() < used.size()) {
                throw new ConfigException("wait_strategy=spin needs a CPU of its own for each of the " + threads
                        + " firers and their handlers (" + used.size() + " spinning threads), but cpus gives "
                        + cpus.size() + " (" + cpus
                        + "); lower no_of_threads, give more CPUs, or use yield or backoff");
            }
        }
        if (WaitStrategies.YIELD.equals(wait)
                && HandlerKinds.BOUND.equals(kind)
                && SchedPolicy.fromArg(config.getString(CommonArgs.POLICY)).isRealtime()
                && HandlerArgs.handlerPriority(config) != config.getInt(CommonArgs.PRIORITY)) {
            for (int i = 0; i < threads; i++) {
                if (used.get(2 * i).equals(used.get(2 * i + 1))) {
                    throw new ConfigException("wait_strategy=yield with handler-" + i + " on its firer's CPU under "
                            + config.getString(CommonArgs.POLICY) + " at another priority (handler "
                            + HandlerArgs.handlerPriority(config) + ", firer " + config.getInt(CommonArgs.PRIORITY)
                            + "): a real-time yield lets only threads of its own priority run, so the higher one"
                            + " would keep the CPU; set handler_priority=" + config.getInt(CommonArgs.PRIORITY)
                            + ", or use backoff");
                }
            }
        }
        if (WaitStrategies.busy(wait) && HandlerKinds.BOUND.equals(kind)) {
            RealtimeSpinners.check(config, env, CpuList.of(used), "wait_strategy=" + wait + " firers and handlers");
        }
    }

    @Override
    public Workload prepare(final Config config, RunEnvironment env) throws ConfigException {
        final CpuList cpus = env.threadCpus(config);
        final WaitChoice wait = WaitStrategies.choice(config, WAIT_STRATEGY);
        final HandlerKind kind = HandlerArgs.open(config, env, cpus, ReleaseOrder.PRIORITY, wait);
        final String handlerCpu = config.getString(HandlerArgs.HANDLER_CPU);
        final int priority = HandlerArgs.handlerPriority(config);
        final OpenEvents events = new OpenEvents(kind);
        final Deadline deadline = config.get(DEADLINE);
        final ThreadLoops<DispatchLoop> loops = new ThreadLoops<>();
        final HandOffPlacement placement = HandOffPlacement.of(config, env, cpus, handlerCpu);
        placement.measure("before"); // no test or handler thread runs yet
        return new RoundRobinWorkload(cpus) {
            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) throws InterruptedException {
                Event event = events.open(ctx.index());
                DispatchLoop loop = new DispatchLoop(
                        ctx, event, wait, deadline.isNone() ? -1 : Math.max(1, ctx.nanosToTicks(deadline.nanos(0))));
                loops.add(ctx.index(), loop);
                event.addHandler(new HandlerSpec(
                        "handler-" + ctx.index(),
                        priority,
                        HandlerArgs.handlerCpus(cpus, ctx.index(), handlerCpu),
                        loop.handler));
                for (Thread t : event.threads()) {
                    ctx.accountCpuOf(t.getName(), t);
                }
                return loop;
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("timed", "fire() to the first instruction of the handler (handler reads the clock)");
                m.put("handler", kind.describe());
                m.put("handler_cpu", HandlerKinds.isPooled(kind.name()) ? "pool workers on " + cpus : handlerCpu);
                m.put("handler_priority", priority);
                m.put("handler_warnings", kind.warnings());
                m.put("wait_strategy", WaitStrategies.describe(config, WAIT_STRATEGY));
                m.put("hand_off", PaddedCells.LAYOUT + ": the release count, the fire time and the completion count");
                if (!placement.isEmpty()) {
                    m.put("hand_off_placement", placement.facts());
                }
                if (!deadline.isNone()) {
                    DeadlineMisses all = new DeadlineMisses(deadline.nanos(0));
                    List<Map<String, Object>> perThread = new ArrayList<>();
                    for (DispatchLoop l : loops.inIndexOrder()) {
                        if (l.misses != null) {
                            DeadlineMisses inNanos = l.missesInNanos(deadline.nanos(0));
                            all.add(inNanos);
                            perThread.add(inNanos.toMap());
                        }
                    }
                    Map<String, Object> d = all.toMap();
                    d.put("per_thread", perThread);
                    d.put("summary", "deadline " + deadline + ": " + all.describe());
                    m.put("deadline", d);
                }
                return m;
            }

            @Override
            public void close() {
                events.closeAll();
                placement.measure("after"); // the handlers have stopped spinning
            }
        };
    }

    /**
     * One test thread's loop and its handler's body. The fire time is written before {@code fire()} and read by
     * the handler after its release, which orders the two (the published release count, or the pool's queue);
     * the handler's store into the samples is ordered before the firer's next look by the notice. The fire time
     * and the measuring flag are on lines of their own ({@link PaddedCells}): the firer writes them every
     * dispatch, and on a line shared with the handler's own data each write would cost the handler a transfer.
     */
    static final class DispatchLoop implements ThreadBody {
        private final Event event;
        private final Clock clock;
        private final SampleSink samples;
        private final SimulatedWork load;
        private final CompletionNotice notice;
        private final boolean stamp;
        /** Deadline misses in clock ticks, of measured responses; null without a deadline. */
        final DeadlineMisses misses;
        /** Written by the firer before fire(), read by the handler after its release: the fire time in clock ticks. */
        private final PaddedCells fire = new PaddedCells(1);

        private static final int FIRE_TICKS = 0;
        /**
         * Written by the firer once a chunk, before its fires, read by the handler after a release (ordered as the
         * fire time is). A plain store of the flag: a branch on it would be compiled for the warm-up's value only,
         * and the measured phase would start with a deoptimisation, running the firer's loop interpreted.
         */
        private boolean measuring;

        final Runnable handler = new Runnable() {
            @Override
            public void run() {
                long now = clock.endTicks();
                long fireTicks = fire.get(FIRE_TICKS);
                if (stamp) {
                    samples.record(now - fireTicks, System.nanoTime()); // explain_above: when it ended
                } else {
                    samples.record(now - fireTicks);
                }
                if (misses != null && measuring) {
                    misses.record(now - fireTicks); // fields only: no allocation
                }
                notice.done();
            }
        };

        DispatchLoop(ThreadContext ctx, Event event) {
            this(ctx, event, WaitChoice.PARK, -1);
        }

        /** Made in the firing thread: the notice's waiter. */
        DispatchLoop(ThreadContext ctx, Event event, WaitChoice wait, long deadlineTicks) {
            this.notice = new CompletionNotice(wait);
            this.event = event;
            this.clock = ctx.clock();
            this.samples = ctx.samples();
            this.stamp = samples.keepsTimes();
            this.load = ctx.load();
            this.misses = deadlineTicks > 0 ? new DeadlineMisses(deadlineTicks) : null;
        }

        /** The misses with the deadline in ns again (the counts are the same; the worst fraction too). */
        DeadlineMisses missesInNanos(long deadlineNanos) {
            return misses.inUnit(deadlineNanos);
        }

        @Override
        public void run(final ThreadContext ctx) throws Exception {
            WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
                @Override
                public boolean run(int n, boolean measured) {
                    measuring = measured;
                    return iterate(ctx, n);
                }
            });
        }

        private boolean iterate(ThreadContext ctx, int iterations) {
            for (int i = 0; i < iterations; i++) {
                notice.expect(1);
                fire.publish(FIRE_TICKS, clock.startTicks());
                event.fire();
                if (!notice.await(ctx)) {
                    return false;
                }
                load.run();
                if (ctx.stopRequested()) {
                    return false;
                }
            }
            return true;
        }
    }
}
