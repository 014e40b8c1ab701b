package rtjbench.memory;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.JavaThreadFactory;
import rtjbench.core.bench.RtsjThreads;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.NanoTimeProvider;
import rtjbench.core.rtsj.RtsjDetection;
import rtjbench.core.run.pipeline.DirectRun;
import rtjbench.core.testing.SysfsFixtures;
import rtjbench.core.testing.TestEnvironment;
import rtjbench.core.topology.CpuTopology;

/** A benchmark run for tests: environments from saved topologies, the run made by the harness itself ({@link DirectRun}). */
final class Drive {
    private Drive() {}

    static RunEnvironment env(String machine, boolean withRtsj) {
        CpuTopology topology = SysfsFixtures.topology(machine);
        RtsjDetection rtsj =
                withRtsj ? RtsjDetection.detect() : RtsjDetection.detect(new URLClassLoader(new URL[0], null));
        Map<String, TestThreadFactory> factories = new LinkedHashMap<>();
        factories.put("java", new JavaThreadFactory());
        Map<String, String> missing = new LinkedHashMap<>();
        RtsjThreads.register(rtsj, factories, missing);
        return TestEnvironment.on(topology)
                .threadKinds(factories, missing)
                .rtsj(rtsj)
                .build();
    }

    static Config config(Benchmark b, String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return Config.of(b.name(), CommonArgs.with(b.arguments()), m);
    }

    /** Checks, prepares and runs every thread of the config through the harness's thread collection. */
    static Run run(Benchmark b, Config config, RunEnvironment env) throws Exception {
        DirectRun run = DirectRun.run(b, config, env, new NanoTimeProvider().open());
        Run r = new Run(
                run.workload(),
                run.samples().toArray(new SampleBuffer[0]),
                run.failures().isEmpty() ? null : run.failures().get(0));
        r.results.putAll(run.metadata());
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
