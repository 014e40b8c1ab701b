package rtjbench.core.run.pipeline;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.SubRun;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.os.PmQosStatus;
import rtjbench.core.run.output.RunRecord;
import rtjbench.core.run.output.ThreadReport;

/**
 * One run (one testapp at one sweep point) as it passes through the stages. The record is what gets written; the
 * rest is what the stages hand on, each value set once:
 * <ul>
 *   <li>a {@link Part} a stage's set-up gives the stages after it (the workload, the test threads...): the stage
 *       declares it ({@link RunStage#gives}), the stages that read it declare that ({@link RunStage#needs}), and
 *       {@link PointPipeline} refuses an order where a stage comes before what it needs; read before it is given,
 *       it fails with the part's name and the stage that gives it;</li>
 *   <li>what the tear-downs leave for the results ({@link #jvmLine}, {@link #subRuns}, {@link #control}), read
 *       only by {@link RunResults} once every stage is torn down, each absent where its stage had nothing to say;</li>
 *   <li>whether the threads ran to the end ({@link #measured}), which only the pipeline sets.</li>
 * </ul>
 */
public final class PointRun {
    /** What a stage's set-up gives the stages after it; the order of {@link RunStages#standard} gives them so. */
    public enum Part {
        PM_QOS("the PM QoS the run holds", "PmQosRequest"),
        CLOCK("the run's clock", "ClockChoice"),
        WORKLOAD("the workload", "WorkloadPreparation"),
        TEST_THREADS("the test threads", "WorkloadPreparation"),
        ACTIVE("the run a signal or the watchdog saves", "SaveOnEmergency");

        final String what;
        final String givenBy;

        Part(String what, String givenBy) {
            this.what = what;
            this.givenBy = givenBy;
        }
    }

    /** The control threads' reports once they ended, and what stopped them (see {@link ControlRun}). */
    static final class ControlOutcome {
        final List<ThreadReport> threads;
        final String stopReason;

        ControlOutcome(List<ThreadReport> threads, String stopReason) {
            this.threads = threads;
            this.stopReason = stopReason;
        }
    }

    public final Benchmark benchmark;
    public final Config config;
    public final Path dir;
    public final RunRecord record;
    public final StopFlag stop = new StopFlag();

    private final EnumSet<Part> given = EnumSet.noneOf(Part.class);
    private PmQosStatus pmQos;
    private Workload workload;
    private TestThreadCollection testThreads;
    private ActiveRun active;

    private boolean measured;
    private String jvmLine;
    private ControlOutcome control;
    private List<SubRun> subRuns = Collections.emptyList();

    public PointRun(Benchmark benchmark, Config config, Path dir, Map<String, Object> environment) {
        this.benchmark = benchmark;
        this.config = config;
        this.dir = dir;
        this.record = new RunRecord(config, environment, Instant.now());
    }

    /** Whether a stage has given {@code part} so far. */
    boolean has(Part part) {
        return part == Part.CLOCK ? record.clock != null : given.contains(part);
    }

    private <T> T read(Part part, T value) {
        if (!has(part)) {
            throw new IllegalStateException(part.what + " of " + label() + " is read before " + part.givenBy
                    + " gave it: a stage that needs it runs before that stage (see RunStage.needs)");
        }
        return value;
    }

    private void give(Part part, Object value) {
        if (value == null) {
            throw new IllegalArgumentException(part.what + " given as null");
        }
        if (!given.add(part)) {
            throw new IllegalStateException(part.what + " of " + label() + " is given twice");
        }
    }

    /** What PM QoS the run holds (PlatformStages.PmQosRequest), for the platform's judgement. */
    PmQosStatus pmQos() {
        return read(Part.PM_QOS, pmQos);
    }

    void pmQos(PmQosStatus status) {
        give(Part.PM_QOS, status);
        pmQos = status;
    }

    /** The clock the run's samples are read with: the record's, once ClockChoice (or a measurement) chose it. */
    ClockSource clock() {
        return read(Part.CLOCK, record.clock);
    }

    Workload workload() {
        return read(Part.WORKLOAD, workload);
    }

    void workload(Workload w) {
        give(Part.WORKLOAD, w);
        workload = w;
    }

    TestThreadCollection testThreads() {
        return read(Part.TEST_THREADS, testThreads);
    }

    void testThreads(TestThreadCollection threads) {
        give(Part.TEST_THREADS, threads);
        testThreads = threads;
    }

    ActiveRun active() {
        return read(Part.ACTIVE, active);
    }

    void active(ActiveRun a) {
        give(Part.ACTIVE, a);
        active = a;
    }

    /** The threads ran to the end of their loops (or were stopped) without the run failing around them. */
    boolean measured() {
        return measured;
    }

    /** Set by the pipeline alone, once the measurement returned. */
    void measuredToTheEnd() {
        measured = true;
    }

    /** The console line saying what the JVM did in the warm-up and the measured phase; null where not counted. */
    String jvmLine() {
        return jvmLine;
    }

    void jvmLine(String line) {
        if (jvmLine != null) {
            throw new IllegalStateException("the JVM's line of " + label() + " is given twice");
        }
        jvmLine = line;
    }

    /** The control threads' outcome; null without {@code control=true}, or where they did not finish. */
    ControlOutcome control() {
        return control;
    }

    void control(ControlOutcome outcome) {
        if (control != null) {
            throw new IllegalStateException("the control run of " + label() + " is given twice");
        }
        control = outcome;
    }

    /** The workload's sub-runs, each written beside the run; empty where it has none. */
    List<SubRun> subRuns() {
        return subRuns;
    }

    void subRuns(List<SubRun> runs) {
        if (!subRuns.isEmpty()) {
            throw new IllegalStateException("the sub-runs of " + label() + " are given twice");
        }
        subRuns = Collections.unmodifiableList(new ArrayList<>(runs));
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
