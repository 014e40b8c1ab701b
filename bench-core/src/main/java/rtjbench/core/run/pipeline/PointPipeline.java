package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.support.ConfigException;
import rtjbench.stats.Finding;

/**
 * Runs one point in this VM: the stages set up in order, the threads measure, the stages tear down in
 * reverse order, and {@link RunResults} saves and reports. Whatever fails, what was recorded is saved, marked
 * incomplete with the reason.
 */
public final class PointPipeline implements PointExecutor {
    /** The measured part of a run, between the stages' set-up and tear-down. */
    public interface Measurement {
        void measure(PointRun run) throws Exception;

        /** The parts of the run it reads: a stage must give each. */
        default Set<PointRun.Part> needs() {
            return Collections.emptySet();
        }
    }

    /** The test threads of this VM, as the stages prepared them. */
    static final Measurement TEST_THREADS = new Measurement() {
        @Override
        public void measure(PointRun run) throws Exception {
            run.testThreads().run();
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.TEST_THREADS);
        }
    };

    private final RunSession session;
    private final List<RunStage> stages;
    private final Measurement measurement;
    private final RunResults results;

    public PointPipeline(RunSession session, List<RunStage> stages) {
        this(session, stages, TEST_THREADS);
    }

    /** Stages around another measurement: a C reference or cyclictest run as a child process (NativeRefs). */
    public PointPipeline(RunSession session, List<RunStage> stages, Measurement measurement) {
        checkOrder(stages, measurement);
        this.session = session;
        this.stages = stages;
        this.measurement = measurement;
        this.results = new RunResults(session);
    }

    @Override
    public PointOutcome run(Benchmark benchmark, Config config, Path dir) throws IOException {
        return run(benchmark, config, dir, "");
    }

    /** As {@link #run(Benchmark, Config, Path)}, the progress line naming the run {@code label} ("fork 2/5"). */
    public PointOutcome run(Benchmark benchmark, Config config, Path dir, String label) throws IOException {
        session.progress.runStarting(
                config.testAppName(),
                PointRun.pointLabel(config),
                label,
                config.getInt(CommonArgs.THREADS),
                PointRun.lengthText(config));
        PointRun run = new PointRun(benchmark, config, dir, session.envDescription);
        Finding finding = benchmark.finding();
        if (finding != null) { // the declaration the tools read back, with this point's value of its argument
            Map<String, Object> declared = finding.toMap();
            double value = benchmark.findingValue(config);
            declared.put("arg_value", Double.isNaN(value) ? null : value);
            run.record.extra.put("finding", declared);
        }
        measure(run);
        Runnable measured = session.measured;
        if (measured != null) {
            measured.run();
        }
        PointOutcome outcome = results.saveAndReport(run)
                ? PointOutcome.COMPLETE
                : PointOutcome.incomplete(run.record.incompleteReason);
        return outcome.with(
                session.progress.runEnded(outcome.complete() ? null : "incomplete: " + outcome.incompleteReason));
    }

    private void measure(PointRun run) {
        Deque<RunStage> ready = new ArrayDeque<>();
        Startup startup = session.startup != null
                ? session.startup
                : new Startup(-1, -1, System.currentTimeMillis()); // a point of the runner's own VM
        session.startup = null; // the VM's start-up belongs to its first point only
        Map<String, Object> stageMillis = new LinkedHashMap<>();
        try {
            for (RunStage stage : stages) {
                long t = System.nanoTime(); // monotonic: a stage never takes less than nothing
                stage.before(run);
                stageMillis.put(stageName(stage), (System.nanoTime() - t) / 1_000_000L);
                ready.push(stage);
            }
            run.record.extra.put("startup", startup.toMetadata(stageMillis, System.currentTimeMillis()));
            measurement.measure(run);
            run.measuredToTheEnd();
        } catch (ConfigException e) {
            run.stop.set(e.getMessage());
            session.progress.warn(run.config.testAppName() + ": " + e.getMessage());
        } catch (InterruptedException e) {
            run.stop.set("interrupted");
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            run.stop.set("failed: " + e);
            session.progress.failure(run.label() + " failed", e, run.dir);
        } finally {
            while (!ready.isEmpty()) {
                RunStage stage = ready.pop();
                try {
                    stage.after(run);
                } catch (RuntimeException e) {
                    run.record.warnings.add(stage.getClass().getSimpleName() + " failed after the run: " + e);
                }
            }
        }
    }

    /**
     * Refuses {@code stages} where a stage, or the measurement after them, needs a part of the run that no stage
     * before it gives, or reads one where given that a later stage gives: what a stage reads would not be there
     * yet. The message names the stage, the part and the stage that gives it.
     */
    static void checkOrder(List<RunStage> stages, Measurement measurement) {
        Map<PointRun.Part, String> giver = new EnumMap<>(PointRun.Part.class);
        for (RunStage stage : stages) {
            for (PointRun.Part part : stage.gives()) {
                if (!giver.containsKey(part)) {
                    giver.put(part, stage.getClass().getSimpleName());
                }
            }
        }
        Set<PointRun.Part> given = EnumSet.noneOf(PointRun.Part.class);
        for (RunStage stage : stages) {
            String name = stage.getClass().getSimpleName();
            for (PointRun.Part part : stage.needs()) {
                requireGiven(given, giver, part, name);
            }
            for (PointRun.Part part : stage.readsWhereGiven()) {
                if (giver.containsKey(part)) {
                    requireGiven(given, giver, part, name);
                }
            }
            given.addAll(stage.gives());
        }
        for (PointRun.Part part : measurement.needs()) {
            requireGiven(given, giver, part, "the measurement");
        }
    }

    private static void requireGiven(
            Set<PointRun.Part> given, Map<PointRun.Part, String> giver, PointRun.Part part, String reader) {
        if (!given.contains(part)) {
            throw new IllegalArgumentException(reader + " reads " + part.what + ", which "
                    + (giver.containsKey(part)
                            ? giver.get(part) + " gives only after it: place " + reader + " after " + giver.get(part)
                            : "no stage before it gives: add " + part.givenBy + " before it"));
        }
    }

    /** "memory_lock" for MemoryLock: a stage's class name as a metadata key. */
    static String stageName(RunStage stage) {
        String name = stage.getClass().getSimpleName();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c)) {
                if (i > 0) {
                    sb.append('_');
                }
                sb.append(Character.toLowerCase(c));
            } else {
                sb.append(c);
            }
        }
        return sb.length() == 0 ? "stage" : sb.toString();
    }
}
