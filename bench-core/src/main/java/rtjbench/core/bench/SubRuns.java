package rtjbench.core.bench;

import java.util.List;

/**
 * A workload that measured more than its own samples: after its threads end, it hands the harness
 * further sets of per-thread samples, each written as a run folder of its own inside the run's folder
 * (same format: thread files, merged.csv, metadata.json). The {@code timer} testapp gives one per clock.
 */
public interface SubRuns {
    /** Called once after all threads ended; the harness writes each into {@code <run>/<folder>/}. */
    List<SubRun> subRuns();
}
