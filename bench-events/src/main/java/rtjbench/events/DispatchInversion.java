package rtjbench.events;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
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
import rtjbench.core.support.ConfigException;
import rtjbench.events.handler.Event;
import rtjbench.events.handler.HandlerKind;
import rtjbench.events.handler.HandlerKinds;
import rtjbench.events.handler.HandlerSpec;
import rtjbench.events.handler.ReleaseOrder;
import rtjbench.stats.Finding;

/**
 * Dispatch priority inversion (RTJPerf): does the most eligible handler of an event wait behind less
 * eligible ones?
 * <p>
 * Each test thread owns one event. First {@code low_handlers} (N) low-priority handlers are attached in
 * increasing order of priority (P1 &le; P2 &le; ... &le; PN, spread over {@code low_priority} up to one below the
 * high handler), then the highest-priority handler. In the loop the thread reads the clock, fires the event and
 * blocks until all N+1 handlers have run. The high handler reads the clock first thing and records the time
 * from fire to its start; that is the sample. A sound dispatcher releases the most eligible handler first,
 * so the sample stays flat in N; RTJPerf found the RTSJ RI growing linearly (5.6 ms at N=1000).
 * <p>
 * Which handler ran first is recorded too: every handler takes a ticket from a per-fire counter as it starts
 * (the high one right after its clock read), and the metadata counts the fires in which the high handler was
 * not first and how many low handlers had started before it (mean and max).
 * <p>
 * {@code release_order} chooses how the standard kinds release handlers: by priority (a sound dispatcher) or in
 * registration order (the RI's naive scheme, to see the inversion on any VM).
 */
public final class DispatchInversion implements Benchmark {
    static final ArgSpec<Long> LOW_HANDLERS = ArgSpec.of(
            "low_handlers",
            ArgType.integer(0, 10_000),
            "10",
            "Number N of low-priority handlers attached before the high one (RTJPerf: 0,10,50,100,500,1000)");
    static final ArgSpec<Long> LOW_PRIORITY = ArgSpec.of(
            "low_priority",
            ArgType.integer(1, 98),
            "1",
            "Lowest priority of the low handlers; they spread from here up to one below the high handler");
    static final ArgSpec<String> RELEASE_ORDER = ArgSpec.of(
            "release_order",
            ArgType.choice("priority", "registration"),
            "priority",
            "Order the standard kinds release handlers in: most eligible first, or as attached (the RI's scheme)");

    @Override
    public String name() {
        return "dispatch_inversion";
    }

    @Override
    public String description() {
        return "Dispatch priority inversion (RTJPerf): N low-priority handlers attached in increasing priority, then "
                + "the highest; times fire to the start of the highest and records which handler ran first.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(
                HandlerKinds.argument(),
                LOW_HANDLERS,
                LOW_PRIORITY,
                HandlerArgs.handlerPriority("the high handler"),
                RELEASE_ORDER,
                HandlerArgs.handlerCpu(),
                HandlerArgs.poolSize());
    }

    @Override
    public boolean threadsSpin() {
        return false;
    }

    /** The high handler released in registration order against in priority order, behind the most low handlers. */
    @Override
    public Finding finding() {
        return Finding.ratio(
                "registration vs priority release order, at the most low handlers",
                "p50",
                Collections.singletonMap(RELEASE_ORDER.name(), "registration"),
                Collections.singletonMap(RELEASE_ORDER.name(), "priority"),
                LOW_HANDLERS.name());
    }

    /**
     * Each low handler a thread attaches: its handler object and, for a bound handler, its thread's object
     * (about 700 B on HotSpot 17: HeapNeedTest), with room.
     */
    static final long BYTES_PER_LOW_HANDLER = 1024;

    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) {
        int threads = config.getInt(CommonArgs.THREADS);
        long lows = config.getInt(LOW_HANDLERS);
        return HeapNeed.none()
                .plus(
                        "low handlers",
                        HeapNeed.times(threads * lows, BYTES_PER_LOW_HANDLER),
                        HeapNeed.perThread(threads, lows, BYTES_PER_LOW_HANDLER + " B"));
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        String kind = config.getString(HandlerKinds.ARG);
        HandlerArgs.checkCpus(config, env.threadCpus(config));
        int high = HandlerArgs.handlerPriority(config);
        int low = config.getInt(LOW_PRIORITY);
        boolean lows = config.getInt(LOW_HANDLERS) > 0;
        if (lows && low >= high) {
            throw new ConfigException(LOW_PRIORITY.name() + "=" + low + " must be below the high handler's priority "
                    + high + " (handler_priority, or priority+1 where it is 0)");
        }
        HandlerKinds.checkPriorities(kind, env, lows ? low : high, high);
        if (HandlerKinds.isRtsj(kind) && !"priority".equals(config.getString(RELEASE_ORDER))) {
            throw new ConfigException(RELEASE_ORDER.name() + "=" + config.getString(RELEASE_ORDER)
                    + " applies to the standard kinds only; " + "handler=" + kind
                    + " releases in the VM's own order (leave release_order=priority)");
        }
    }

    /**
     * The priorities of the N low handlers in the order they are attached: nondecreasing, from {@code low} and
     * all below {@code high}, spread evenly (several share a priority when N exceeds the range).
     */
    static int[] lowPriorities(int n, int low, int high) {
        if (n > 0 && low >= high) {
            throw new IllegalArgumentException("low priority " + low + " must be below high " + high);
        }
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = low + (int) ((long) i * (high - low) / n);
        }
        return p;
    }

    @Override
    public Workload prepare(final Config config, RunEnvironment env) throws ConfigException {
        final CpuList cpus = env.threadCpus(config);
        final ReleaseOrder order = ReleaseOrder.fromArg(config.getString(RELEASE_ORDER));
        final HandlerKind kind = HandlerArgs.open(config, env, cpus, order);
        final String handlerCpu = config.getString(HandlerArgs.HANDLER_CPU);
        final int high = HandlerArgs.handlerPriority(config);
        final int[] lows = lowPriorities(config.getInt(LOW_HANDLERS), config.getInt(LOW_PRIORITY), high);
        final OpenEvents events = new OpenEvents(kind);
        final ThreadLoops<InversionLoop> loops = new ThreadLoops<>();
        return new RoundRobinWorkload(cpus) {
            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) throws InterruptedException {
                Event event = events.open(ctx.index());
                InversionLoop loop = new InversionLoop(ctx, event, lows.length + 1);
                loop.index = ctx.index();
                loops.add(ctx.index(), loop);
                CpuList where = HandlerArgs.handlerCpus(cpus, ctx.index(), handlerCpu);
                for (int i = 0; i < lows.length; i++) {
                    event.addHandler(new HandlerSpec("low-" + ctx.index() + "-" + i, lows[i], where, loop.lowHandler));
                }
                event.addHandler(new HandlerSpec("high-" + ctx.index(), high, where, loop.highHandler));
                return loop;
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("timed", "fire() to the first instruction of the highest-priority handler");
                m.put("handler", kind.describe());
                m.put("low_handlers", lows.length);
                m.put(
                        "low_priorities",
                        lows.length == 0
                                ? "none"
                                : lows[0] + ".." + lows[lows.length - 1] + " (nondecreasing, attached first)");
                m.put("high_priority", high);
                m.put("handler_cpu", HandlerKinds.isPooled(kind.name()) ? "pool workers on " + cpus : handlerCpu);
                List<Map<String, Object>> perThread = new ArrayList<>();
                for (InversionLoop l : loops.inIndexOrder()) {
                    perThread.add(l.firstRan());
                }
                m.put("first_ran", perThread);
                m.put("handler_warnings", kind.warnings());
                return m;
            }

            @Override
            public void close() {
                events.closeAll();
            }
        };
    }

    /**
     * One test thread's loop and the bodies of its handlers. The high handler's counters are written by
     * whichever thread runs it, one fire at a time (the firer waits for all handlers), and read after the run.
     * The warm-up counts into counters of its own, then forgotten: the handler never asks which phase it is in,
     * so the JIT compiles while warming up exactly the code the measured fires run.
     */
    static final class InversionLoop implements ThreadBody {
        private final Event event;
        private final int handlers;
        int index;
        private final Clock clock;
        private final SampleSink samples;
        private final SimulatedWork load;
        private final CompletionNotice notice = new CompletionNotice();
        private final AtomicInteger tickets = new AtomicInteger();
        private long fireTicks;
        private final FirstRan warmupCounts = new FirstRan();
        private final FirstRan measuredCounts = new FirstRan();
        /** The counters of the phase running; set by the firer before a chunk of fires, read by the handler. */
        private FirstRan counts = warmupCounts;

        final Runnable lowHandler = new Runnable() {
            @Override
            public void run() {
                tickets.getAndIncrement();
                notice.done();
            }
        };

        final Runnable highHandler = new Runnable() {
            @Override
            public void run() {
                long now = clock.endTicks();
                int before = tickets.getAndIncrement();
                samples.record(now - fireTicks);
                counts.count(before);
                notice.done();
            }
        };

        InversionLoop(ThreadContext ctx, Event event, int handlers) {
            this.event = event;
            this.handlers = handlers;
            this.clock = ctx.clock();
            this.samples = ctx.samples();
            this.load = ctx.load();
        }

        @Override
        public void run(final ThreadContext ctx) throws Exception {
            WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
                @Override
                public boolean run(int n, boolean measured) {
                    counts = measured ? measuredCounts : warmupCounts; // the fire's hand-off publishes it
                    return iterate(ctx, n);
                }
            });
        }

        private boolean iterate(ThreadContext ctx, int iterations) {
            for (int i = 0; i < iterations; i++) {
                tickets.set(0);
                notice.expect(handlers);
                fireTicks = clock.startTicks();
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

        /** Fires measured, how often the high handler was not first, and how many lows started before it. */
        Map<String, Object> firstRan() {
            FirstRan c = measuredCounts;
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("thread", index);
            m.put("fires", c.fires);
            m.put("high_first", c.fires - c.highNotFirst);
            m.put("high_not_first", c.highNotFirst);
            m.put("lows_started_before_high_mean", c.fires == 0 ? 0.0 : (double) c.lowsBeforeHighSum / c.fires);
            m.put("lows_started_before_high_max", c.lowsBeforeHighMax);
            return m;
        }
    }

    /** A phase's fires: how often the high handler was not first, and how many lows started before it. */
    static final class FirstRan {
        long fires;
        long highNotFirst;
        long lowsBeforeHighSum;
        int lowsBeforeHighMax;

        /** One fire, {@code before} lows having started ahead of the high handler. */
        void count(int before) {
            fires++;
            if (before != 0) {
                highNotFirst++;
            }
            lowsBeforeHighSum += before;
            if (before > lowsBeforeHighMax) {
                lowsBeforeHighMax = before;
            }
        }
    }
}
