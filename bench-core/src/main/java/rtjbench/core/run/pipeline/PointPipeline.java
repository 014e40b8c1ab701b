package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    }

    /** The test threads of this VM, as the stages prepared them. */
    static final Measurement TEST_THREADS = new Measurement() {
        @Override
        public void measure(PointRun run) throws Exception {
            run.collection.run();
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
        this.session = session;
        this.stages = stages;
        this.measurement = measurement;
        this.results = new RunResults(session);
    }

    @Override
    public PointOutcome run(Benchmark benchmark, Config config, Path dir) throws IOException {
        session.progress.runStarting(
                config.testAppName(),
                PointRun.pointLabel(config),
                "",
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
            run.measured = true;
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
