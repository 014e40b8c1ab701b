package rtjbench.memory;

import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.args.Config;
import rtjbench.core.args.CpuList;
import rtjbench.core.bench.Benchmark;
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
import rtjbench.core.rtsj.RtsjThreads;
import rtjbench.core.bench.JavaThreadFactory;
import rtjbench.core.testing.SysfsFixtures;
import rtjbench.core.topology.CpuTopology;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/** Drives a benchmark's workload the way the harness does (threads from the factory, body in the thread), without the runner. */
final class Drive {
    private Drive() {
    }

    static RunEnvironment env(String machine, boolean withRtsj) {
        CpuTopology topology = SysfsFixtures.topology(machine);
        RtsjDetection rtsj = withRtsj ? RtsjDetection.detect() : RtsjDetection.detect(new URLClassLoader(new URL[0], null));
        Map<String, TestThreadFactory> factories = new LinkedHashMap<>();
        factories.put("java", new JavaThreadFactory());
        Map<String, String> missing = new LinkedHashMap<>();
        RtsjThreads.register(rtsj, factories, missing);
        return new RunEnvironment(topology, topology.onlineCpus(), null, factories, missing, new LinkedHashMap<String, Object>(), rtsj);
    }

    static Config config(Benchmark b, String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return Config.of(b.name(), CommonArgs.with(b.arguments()), m);
    }

    /** Checks, prepares and runs every thread of the config; returns the workload (for metadata) after close. */
    static Run run(Benchmark b, Config config, RunEnvironment env) throws Exception {
        b.check(config, env);
        Workload w = b.prepare(config, env);
        TestThreadFactory factory = env.threadFactory(config.getString(CommonArgs.THREAD_TYPE));
        int n = config.getInt(CommonArgs.THREADS);
        SampleBuffer[] samples = new SampleBuffer[n];
        Thread[] threads = new Thread[n];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        StopFlag stop = new StopFlag();
        for (int i = 0; i < n; i++) {
            final int index = i;
            samples[i] = new SampleBuffer(config.getInt(CommonArgs.COUNT));
            threads[i] = factory.newThread("t" + i, () -> {
                try {
                    CpuList cpus = w.placement(index);
                    ThreadContext ctx = new ThreadContext(index, n, config, cpus, new NanoTimeClock(), samples[index],
                            new SimulatedWork(config.getInt(CommonArgs.INSTR_LOAD)), WarmupSpec.iterationsUpFront(config),
                            config.getInt(CommonArgs.COUNT), stop, () -> { });
                    ThreadBody body = w.newThreadBody(ctx);
                    body.run(ctx);
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }, config, w.initialMemoryArea(i));
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join(30_000);
        Run r = new Run(w, samples, failure.get());
        r.results.putAll(w.metadata());
        r.results.putAll(w.results(1.0));
        w.close();
        return r;
    }

    static final class Run {
        final Workload workload;
        final SampleBuffer[] samples;
        final Throwable failure;
        final Map<String, Object> results = new LinkedHashMap<>();

        Run(Workload workload, SampleBuffer[] samples, Throwable failure) {
            this.workload = workload;
            this.samples = samples;
            this.failure = failure;
        }
    }
}
