package rtjbench.core.run.pipeline;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.SubRun;
import rtjbench.core.bench.Workload;
import rtjbench.core.run.output.RunRecord;
import rtjbench.core.run.output.ThreadReport;
import rtjbench.core.run.phase.PhaseAccounting;

/**
 * One run (one testapp at one sweep point) as it passes through the stages: what each stage made, for the
 * stages after it and for the results. The record is what gets written; the rest is working state.
 */
public final class PointRun {
    public final Benchmark benchmark;
    public final Config config;
    final Path dir;
    public final RunRecord record;
    public final StopFlag stop = new StopFlag();

    /** What PM QoS the run holds (PlatformStages.PmQosRequest), for the platform's judgement. */
    rtjbench.core.os.PmQosStatus pmQos;

    Workload workload;
    TestThreadCollection collection;
    ControlRun control;
    List<ThreadReport> controlThreads;
    ActiveRun active;
    PhaseAccounting accounting;
    /** The console line saying what the JVM did in the warm-up and the measured phase; null where not counted. */
    String jvmLine;
    /** The threads ran to the end of their loops (or were stopped) without the run failing around them. */
    boolean measured;

    Map<String, Object> sampleFacts = Collections.emptyMap();
    final List<SubRun> subRuns = new ArrayList<>();

    public PointRun(Benchmark benchmark, Config config, Path dir, Map<String, Object> environment) {
        this.benchmark = benchmark;
        this.config = config;
        this.dir = dir;
        this.record = new RunRecord(config, environment, Instant.now());
    }

    /** "memalloc allocsize=1K": the testapp and, in a sweep, the point. */
    public String label() {
        return label(config);
    }

    public static String label(Config config) {
        String point = pointLabel(config);
        return config.testAppName() + (point.isEmpty() ? "" : " " + point);
    }

    /** "10000 samples" or "60s": how long the run measures, for the line that announces it. */
    public static String lengthText(Config config) {
        return RunLength.forDuration(config)
                ? config.text(CommonArgs.DURATION)
                : config.getInt(CommonArgs.COUNT) + " samples";
    }

    public static String pointLabel(Config config) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : config.sweptValues().entrySet()) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.toString();
    }
}
