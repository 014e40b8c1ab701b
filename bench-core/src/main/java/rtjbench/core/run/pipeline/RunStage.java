package rtjbench.core.run.pipeline;

import java.util.Collections;
import java.util.Set;

/**
 * A step around the measured part of one run, with one job (lock memory, choose the clock, prepare the
 * workload, arm the watchdog...). {@link PointPipeline} calls {@code before} of each stage in order, measures,
 * then {@code after} of each stage whose {@code before} completed, in reverse order, whatever happened. A stage
 * says what of the run it reads that another stage gives ({@link #needs}) and what it gives ({@link #gives}); the
 * pipeline refuses an order in which a stage comes before what it needs.
 */
public interface RunStage {
    /** Sets up; throwing stops the run before it measures (a ConfigException is reported as the reason). */
    void before(PointRun run) throws Exception;

    /** Tears down what {@code before} set up; must not throw for an ordinary failure of the run. */
    void after(PointRun run);

    /** The parts of the run this stage reads, in its set-up or its tear-down: an earlier stage must give each. */
    default Set<PointRun.Part> needs() {
        return Collections.emptySet();
    }

    /** The parts of the run this stage reads where the pipeline has them: a stage that gives one comes earlier. */
    default Set<PointRun.Part> readsWhereGiven() {
        return Collections.emptySet();
    }

    /** The parts of the run this stage's set-up gives the stages after it. */
    default Set<PointRun.Part> gives() {
        return Collections.emptySet();
    }
}
