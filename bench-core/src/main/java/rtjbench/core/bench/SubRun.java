package rtjbench.core.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.clock.ClockSource;

/**
 * One extra set of samples from a run (see {@link SubRuns}): a folder name, the clock whose ticks the
 * samples are in, one buffer per test thread (index order; an empty buffer for a thread that took none)
 * and facts for the sub-run's {@code workload} metadata.
 */
public final class SubRun {
    private final String folder;
    private final ClockSource clock;
    private final List<SampleBuffer> perThread;
    private final Map<String, Object> facts;

    public SubRun(String folder, ClockSource clock, List<SampleBuffer> perThread, Map<String, Object> facts) {
        if (folder.isEmpty() || folder.contains("/") || folder.startsWith(".")) {
            throw new IllegalArgumentException("sub-run folder must be a plain name, was '" + folder + "'");
        }
        this.folder = folder;
        this.clock = clock;
        this.perThread = new ArrayList<>(perThread);
        this.facts = new LinkedHashMap<>(facts);
    }

    public String folder() {
        return folder;
    }

    public ClockSource clock() {
        return clock;
    }

    public List<SampleBuffer> perThread() {
        return perThread;
    }

    public Map<String, Object> facts() {
        return facts;
    }
}
