package rtjbench.core.run.pipeline;

/**
 * A step around the measured part of one run, with one job (lock memory, choose the clock, prepare the
 * workload, arm the watchdog...). {@link PointPipeline} calls {@code before} of each stage in order, measures,
 * then {@code after} of each stage whose {@code before} completed, in reverse order, whatever happened.
 */
public interface RunStage {
    /** Sets up; throwing stops the run before it measures (a ConfigException is reported as the reason). */
    void before(PointRun run) throws Exception;

    /** Tears down what {@code before} set up; must not throw for an ordinary failure of the run. */
    void after(PointRun run);
}
