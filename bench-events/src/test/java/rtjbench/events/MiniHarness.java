package rtjbench.events;

import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.args.Config;
import rtjbench.core.args.CpuList;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.JavaThreadFactory;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.NanoTimeClock;
import rtjbench.core.rtsj.RtsjDetection;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a benchmark the way the harness does, without files: a config from a map, the workload prepared, each
 * thread building its body inside itself, a start gate, the bodies run, the workload closed, the metadata
 * taken. No affinity or policy (tests run on a busy machine without privileges).
 */
final class MiniHarness {
    final Config config;
    final List<SampleBuffer> samples = new ArrayList<>();
    Map<String, Object> metadata;

    private MiniHarness(Config config) {
        this.config = config;
    }

    static Config config(Benchmark b, String... keyValues) {
        Map<String, String> m = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put(keyValues[i], keyValues[i + 1]);
        }
        if (!m.containsKey(CommonArgs.MLOCKALL)) {
            m.put(CommonArgs.MLOCKALL, "false");
        }
        return Config.of(b.name(), CommonArgs.with(b.arguments()), m);
    }

    /** The environment of this JVM: with the stand-in on the test class path it has RTSJ. */
    static RunEnvironment env() {
        return env(RtsjDetection.detect());
    }

    /** An environment whose class loader sees no javax.realtime, as on a standard VM. */
    static RunEnvironment envWithoutRtsj() {
        return env(RtsjDetection.detect(new URLClassLoader(new URL[0], null)));
    }

    private static RunEnvironment env(RtsjDetection rtsj) {
        List<Integer> cpus = new ArrayList<>();
        for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) cpus.add(i);
        CpuList all = CpuList.of(cpus);
        Map<String, TestThreadFactory> factories = new LinkedHashMap<>();
        factories.put("java", new JavaThreadFactory());
        return new RunEnvironment(new CpuTopology("test", all, Collections.<Integer, List<Cache>>emptyMap()), all,
                new NoThreadControl(), factories, new HashMap<String, String>(), new HashMap<String, Object>(), rtsj);
    }

    static MiniHarness run(Benchmark b, Config config) throws Exception {
        RunEnvironment env = env();
        b.check(config, env);
        final MiniHarness h = new MiniHarness(config);
        final Workload w = b.prepare(config, env);
        final int n = config.getInt(CommonArgs.THREADS);
        final CountDownLatch ready = new CountDownLatch(n);
        final CountDownLatch gate = new CountDownLatch(1);
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        final StopFlag stop = new StopFlag();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            final int index = i;
            final SampleBuffer buffer = new SampleBuffer(config.getInt(CommonArgs.COUNT));
            h.samples.add(buffer);
            Thread t = new Thread(new Runnable() {
                @Override public void run() {
                    try {
                        ThreadContext ctx = new ThreadContext(index, n, h.config, w.placement(index), new NanoTimeClock(), buffer,
                                new SimulatedWork(h.config.getInt(CommonArgs.INSTR_LOAD)), WarmupSpec.iterationsUpFront(h.config),
                                h.config.getInt(CommonArgs.COUNT), stop, new Runnable() {
                                    @Override public void run() {
                                    }
                                }, 1.0);
                        ThreadBody body;
                        try {
                            body = w.newThreadBody(ctx);
                        } finally {
                            ready.countDown();
                        }
                        gate.await();
                        body.run(ctx);
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                        stop.set("failed: " + e);
                    }
                }
            }, "test-thread-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        ready.await();
        gate.countDown();
        for (Thread t : threads) {
            t.join(60_000);
            if (t.isAlive()) {
                stop.set("test timeout");
                throw new AssertionError(t.getName() + " did not finish in 60 s");
            }
        }
        w.close();
        h.metadata = w.metadata();
        if (failure.get() != null) {
            throw new AssertionError("a test thread failed: " + failure.get(), failure.get());
        }
        return h;
    }
}
