package rtjbench.events;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.ThreadLoops;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.Clock;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.events.handler.VirtualThreads;

/**
 * Thread start latency (RTJPerf's threading area): the time from {@code start()} of a new thread to its first
 * instruction, and whether it grows with the number of threads already started. RTJPerf traced the RTSJ RI's
 * growing handler dispatch delay to exactly this: creating a thread got slower with every thread created.
 * <p>
 * Each test thread makes all its threads before the loop ({@code start_kind}: platform, virtual, or an RTSJ
 * {@code RealtimeThread}), unstarted.
 * In the loop it reads the clock, calls {@code start()}, and blocks until the new thread, which reads the clock
 * first thing and stores the difference into the starter's samples, notifies it. With {@code keep_alive=true}
 * the started threads then stay alive, parked, until the run ends, so sample i is taken with i threads of this
 * test thread already alive (warm-up threads end and are joined before the measured loop): a flat series means
 * start cost does not depend on the number of live threads. With {@code keep_alive=false} each thread ends and
 * is joined before the next start (outside the timed region).
 */
public final class ThreadStart implements Benchmark {
    static final ArgSpec<String> START_KIND = ArgSpec.of(
            "start_kind",
            ArgType.choice("platform", "virtual", "realtime"),
            "platform",
            "Kind of thread started: java.lang.Thread (platform), a virtual thread (virtual, Java 21+), "
                    + "javax.realtime.RealtimeThread at priority (realtime, RTSJ VM)");
    static final ArgSpec<Boolean> KEEP_ALIVE = ArgSpec.of(
            "keep_alive",
            ArgType.bool(),
            "true",
            "Keep started threads alive (parked) to the end of the run, so sample i has i live threads before it");
    static final ArgSpec<Long> STACK_SIZE = ArgSpec.of(
            "stack_size",
            ArgType.size(0, 1L << 30),
            "256K",
            "Stack size asked for platform threads (Thread constructor hint; 0: the VM's default)");

    @Override
    public String name() {
        return "thread_start";
    }

    @Override
    public String description() {
        return "Thread start latency: start() of a new thread (platform or virtual) to its first instruction; with "
                + "keep_alive, sample i is taken with i started threads still alive.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(START_KIND, KEEP_ALIVE, STACK_SIZE);
    }

    @Override
    public boolean threadsSpin() {
        return false;
    }

    @Override
    public String durationUnsupported(Config config) {
        return "thread_start makes all its threads (count a test thread) before the loop";
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        if ("virtual".equals(config.getString(START_KIND))) {
            VirtualThreads.require(START_KIND.name() + "=virtual");
        }
        if ("realtime".equals(config.getString(START_KIND)) && !env.rtsj().hasRealtimeThread()) {
            throw new UnsupportedHereException(START_KIND.name() + "=realtime needs javax.realtime.RealtimeThread: "
                    + env.rtsj().lacks("javax.realtime.RealtimeThread"));
        }
        if (!config.getBoolean(KEEP_ALIVE)) {
            return;
        }
        long alive = (long) config.getInt(CommonArgs.THREADS) * config.getInt(CommonArgs.COUNT);
        long threadsMax = readLong("/proc/sys/kernel/threads-max");
        if (threadsMax > 0 && alive > threadsMax / 2) {
            throw new ConfigException(
                    "keep_alive=true keeps no_of_threads x count = " + alive + " threads alive, more than half of "
                            + "/proc/sys/kernel/threads-max (" + threadsMax + "); lower count or set keep_alive=false");
        }
        long stack = config.getLong(STACK_SIZE);
        long memTotal = readMemTotal();
        if ("platform".equals(config.getString(START_KIND)) && config.getBoolean(CommonArgs.MLOCKALL) && memTotal > 0) {
            long locked = alive * (stack == 0 ? 1L << 20 : stack);
            if (locked > memTotal / 4) {
                throw new ConfigException(
                        "keep_alive=true with mlockall locks every live thread's stack: " + alive + " x "
                                + Quantities.formatSize(stack == 0 ? 1L << 20 : stack) + " = " + (locked >> 20)
                                + " MB, more than a quarter of "
                                + (memTotal >> 20) + " MB of memory; lower count or stack_size, or set mlockall=false");
            }
        }
    }

    private static long readLong(String file) {
        try {
            // readAllLines, not readAllBytes: procfs reports size 0 and a sized read can come back short
            List<String> lines = Files.readAllLines(Paths.get(file), StandardCharsets.US_ASCII);
            return lines.isEmpty() ? -1 : Long.parseLong(lines.get(0).trim());
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /**
     * A thread object a start, made before the loop for every warm-up and measured start (each with its
     * name, its runnable and what the VM keeps per thread object; the stacks are not on the heap): about 540 B
     * on HotSpot 17 (HeapNeedTest), with room for VMs whose threads carry more.
     */
    static final long BYTES_PER_THREAD_OBJECT = 768;

    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) {
        int threads = config.getInt(CommonArgs.THREADS);
        long starts = (long) WarmupSpec.iterationsUpFront(config) + config.getInt(CommonArgs.COUNT);
        return HeapNeed.none()
                .plus(
                        "thread objects",
                        HeapNeed.times(threads * starts, BYTES_PER_THREAD_OBJECT),
                        HeapNeed.perThread(threads, starts, BYTES_PER_THREAD_OBJECT + " B") + ": warm-up and count");
    }

    private static long readMemTotal() {
        try {
            for (String line : Files.readAllLines(Paths.get("/proc/meminfo"), StandardCharsets.US_ASCII)) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024L;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    @Override
    public Workload prepare(final Config config, RunEnvironment env) throws ConfigException {
        final String kind = config.getString(START_KIND);
        final boolean virtual = "virtual".equals(kind);
        final boolean realtime = "realtime".equals(kind);
        final int priority = config.getInt(CommonArgs.PRIORITY);
        final boolean keepAlive = config.getBoolean(KEEP_ALIVE);
        final long stackSize = config.getLong(STACK_SIZE);
        final ThreadLoops<StartLoop> loops = new ThreadLoops<>();
        return new RoundRobinWorkload(env.threadCpus(config)) {
            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) {
                ThreadMaker maker = virtual
                        ? ThreadMaker.VIRTUAL
                        : realtime ? ThreadMaker.realtime(priority) : ThreadMaker.platform(stackSize);
                StartLoop loop = new StartLoop(ctx, maker, keepAlive);
                return loops.add(ctx.index(), loop);
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("timed", "Thread.start() to the first instruction of the started thread");
                m.put(
                        "start_kind",
                        virtual
                                ? "virtual thread"
                                : realtime
                                        ? "javax.realtime.RealtimeThread, RTSJ priority " + priority
                                        : "platform thread (java.lang.Thread)");
                m.put(
                        "stack_size",
                        virtual || realtime
                                ? "n/a (the VM's)"
                                : stackSize == 0 ? "VM default" : Quantities.formatSize(stackSize));
                m.put("keep_alive", keepAlive);
                m.put(
                        "sample_index",
                        keepAlive
                                ? "threads this test thread had started and kept alive before it"
                                : "none alive: each thread ended and was joined before the next start");
                return m;
            }

            @Override
            public void close() {
                for (StartLoop l : loops.inIndexOrder()) {
                    l.releaseAll();
                }
            }
        };
    }

    /** Makes the unstarted threads, before the loop. */
    abstract static class ThreadMaker {
        static final ThreadMaker VIRTUAL = new ThreadMaker() {
            @Override
            Thread make(String name, Runnable body) {
                return VirtualThreads.unstarted(name, body);
            }
        };

        static ThreadMaker platform(final long stackSize) {
            return new ThreadMaker() {
                @Override
                Thread make(String name, Runnable body) {
                    Thread t = new Thread(null, body, name, stackSize);
                    t.setDaemon(true);
                    return t;
                }
            };
        }

        /** RealtimeThreads through a class loaded only here, on a VM that has them (checked before the run). */
        static ThreadMaker realtime(final int priority) {
            final java.lang.reflect.Method unstarted;
            try {
                unstarted = Class.forName("rtjbench.events.rtsj.RtsjThreads")
                        .getMethod("unstarted", String.class, Runnable.class, int.class);
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new IllegalStateException("cannot load rtjbench.events.rtsj.RtsjThreads: " + e, e);
            }
            return new ThreadMaker() {
                @Override
                Thread make(String name, Runnable body) {
                    try {
                        return (Thread) unstarted.invoke(null, name, body, priority);
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException("cannot make a RealtimeThread: " + e.getCause(), e);
                    }
                }
            };
        }

        abstract Thread make(String name, Runnable body);
    }

    /**
     * One test thread's starts: the threads are made in the constructor, in the test thread, before the gate. The
     * warm-up's threads live as the measured ones do (kept alive, parked, where {@code keep_alive} says so), so the
     * warm-up runs every piece of code the measured starts run; they are released and joined before the measured
     * starts begin, so the measured starts find only their own phase's threads alive.
     */
    static final class StartLoop implements ThreadBody {
        private final Clock clock;
        private final SampleSink samples;
        private final CompletionNotice notice = new CompletionNotice();
        private final Release warmupRelease = new Release();
        private final Release measuredRelease = new Release();
        private final Started[] warmupThreads;
        private final Started[] measuredThreads;
        private long startTicks;

        StartLoop(ThreadContext ctx, ThreadMaker maker, boolean keepAlive) {
            this.clock = ctx.clock();
            this.samples = ctx.samples();
            this.warmupThreads = make(maker, ctx, "w", ctx.warmup(), keepAlive, warmupRelease);
            this.measuredThreads = make(maker, ctx, "m", ctx.count(), keepAlive, measuredRelease);
        }

        private Started[] make(ThreadMaker maker, ThreadContext ctx, String phase, int n, boolean stay, Release r) {
            Started[] s = new Started[n];
            for (int i = 0; i < n; i++) {
                s[i] = new Started(stay, r);
                s[i].thread = maker.make("started-" + ctx.index() + "-" + phase + i, s[i]);
            }
            return s;
        }

        @Override
        public void run(ThreadContext ctx) throws InterruptedException {
            for (int done = 0; done < warmupThreads.length && !ctx.stopRequested(); ) {
                int n = Math.min(warmupThreads.length - done, samples.capacity());
                if (!iterate(ctx, warmupThreads, done, n)) {
                    return;
                }
                samples.reset();
                done += n;
            }
            release(warmupThreads, warmupRelease);
            for (Started s : warmupThreads) {
                s.thread.join(); // ended before the measured starts: none of them is alive beside those
            }
            ctx.warmupDone();
            iterate(ctx, measuredThreads, 0, measuredThreads.length);
        }

        private boolean iterate(ThreadContext ctx, Started[] threads, int from, int n) throws InterruptedException {
            for (int i = from; i < from + n; i++) {
                Started s = threads[i];
                notice.expect(1);
                startTicks = clock.startTicks(); // Thread.start() orders this write before the new thread's reads
                s.thread.start();
                if (!notice.await(ctx)) {
                    return false;
                }
                if (!s.stay) {
                    s.thread.join();
                }
                ctx.load().run();
                if (ctx.stopRequested()) {
                    return false;
                }
            }
            return true;
        }

        /** Ends the kept-alive threads (daemons either way, so a stuck one cannot hold the VM). */
        void releaseAll() {
            release(warmupThreads, warmupRelease);
            release(measuredThreads, measuredRelease);
        }

        private static void release(Started[] threads, Release r) {
            r.done = true;
            for (Started s : threads) {
                if (s.stay && s.thread.isAlive()) {
                    LockSupport.unpark(s.thread);
                }
            }
        }

        /** Set once a phase's kept-alive threads may end. */
        static final class Release {
            volatile boolean done;
        }

        /** A started thread's body: the clock first, then the sample and the notice, then park or end. */
        final class Started implements Runnable {
            final boolean stay;
            final Release release;
            Thread thread;

            Started(boolean stay, Release release) {
                this.stay = stay;
                this.release = release;
            }

            @Override
            public void run() {
                long now = clock.endTicks();
                samples.record(now - startTicks);
                notice.done();
                while (stay && !release.done) {
                    LockSupport.park(this);
                }
            }
        }
    }
}
