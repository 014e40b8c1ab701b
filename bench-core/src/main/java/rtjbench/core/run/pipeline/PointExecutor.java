package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;

/** Runs one point into its folder and says whether it completed, or why not: in this VM, or in a fresh one (a fork). */
public interface PointExecutor {
    PointOutcome run(Benchmark benchmark, Config config, Path dir) throws IOException;
}
