package rtjbench.core.run.pipeline;

import java.io.IOException;

/**
 * A step that spans every run of a session: opened, in order, before the first run; closed, in reverse
 * order, after the last (also when a run failed), so nothing it holds outlives the runner.
 */
public interface SessionStage {
    void open(RunSession session) throws IOException;

    void close(RunSession session);
}
