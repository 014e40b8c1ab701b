package rtjbench.events;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.JavaThreadFactory;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.NanoTimeProvider;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.rtsj.RtsjDetection;
import rtjbench.core.run.pipeline.DirectRun;
import rtjbench.core.testing.TestEnvironment;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;

/**
 * A benchmark run for tests (public for the testapps in sub-packages): a config from a map, an environment of this JVM (or of a saved machine) without
 * native thread control, and the run made by the harness's own thread collection ({@link DirectRun}), without files.
 */
public final class MiniHarness {
    final Config config;
    public final List<SampleBuffer> samples = new ArrayList<>();
    public Map<String, Object> metadata;
    /** The run's workload, closed: for what it reports after the run (results, sub-runs). */
    public Workload workload;

    private MiniHarness(Config config) {
        this.config = config;
    }

    public static Config config(Benchmark b, String... keyValues) {
        Map<String, String> m = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put(keyValues[i], keyValues[i + 1]);
        }
        if (!m.containsKey(CommonArgs.MLOCKALL.name())) {
            m.put(CommonArgs.MLOCKALL.name(), "false");
        }
        return Config.of(b.name(), CommonArgs.with(b.arguments()), m);
    }

    /** The environment of this JVM: with the stand-in on the test class path it has RTSJ. */
    public static RunEnvironment env() {
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
        return env(
                new CpuTopology("test", all, Collections.<Integer, List<Cache>>emptyMap()),
                all,
                ThreadControls.none("tests run without privileges"),
                rtsj);
    }

    /** An environment of a saved machine (a sysfs fixture's topology), with the given thread control. */
    static RunEnvironment env(CpuTopology topology, ThreadControl control) {
        return env(topology, topology.onlineCpus(), control, RtsjDetection.detect());
    }

    private static RunEnvironment env(
            CpuTopology topology, CpuList allowed, ThreadControl control, RtsjDetection rtsj) {
        return env(topology, allowed, control, rtsj, "java");
    }

    /** As {@link #env()} on a VM that offers {@code type_of_threads=rt} too (for checks that come after that one). */
    static RunEnvironment envWithRtThreads() {
        RunEnvironment plain = env();
        return env(plain.topology(), plain.allowedCpus(), plain.threadControl(), plain.rtsj(), "java", "rt");
    }

    private static RunEnvironment env(
            CpuTopology topology, CpuList allowed, ThreadControl control, RtsjDetection rtsj, String... kinds) {
        Map<String, TestThreadFactory> factories = new LinkedHashMap<>();
        for (String kind : kinds) {
            factories.put(kind, new JavaThreadFactory()); // checks only ask whether the kind exists
        }
        return TestEnvironment.on(topology)
                .allowed(allowed)
                .control(control)
                .threadKinds(factories, new HashMap<String, String>())
                .rtsj(rtsj)
                .build();
    }

    public static MiniHarness run(Benchmark b, Config config) throws Exception {
        return run(b, config, env());
    }

    /** Runs through the harness's own thread collection ({@link DirectRun}); a failed test thread fails the test. */
    public static MiniHarness run(Benchmark b, Config config, RunEnvironment env) throws Exception {
        DirectRun run = DirectRun.run(b, config, env, new NanoTimeProvider().open());
        if (!run.failures().isEmpty()) {
            Throwable first = run.failures().get(0);
            throw new AssertionError("a test thread failed: " + first, first);
        }
        MiniHarness h = new MiniHarness(config);
        h.samples.addAll(run.samples());
        h.workload = run.workload();
        h.metadata = run.metadata();
        return h;
    }
}
