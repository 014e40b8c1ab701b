package rtjbench.core.run.output;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.Config;
import rtjbench.core.bench.ResultFile;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.record.HistogramRecording;

/** Everything one run leaves behind, gathered for the writer: config, clock, threads, times, outcome. */
public final class RunRecord {
    public final Config config;
    public final Map<String, Object> environment;
    public final Instant start;
    public ClockSource clock;
    public Instant end;
    public List<ThreadReport> threads = new ArrayList<>();
    public Map<String, Object> workloadFacts = new LinkedHashMap<>();
    public final Map<String, Object> extra = new LinkedHashMap<>();
    public final List<String> warnings = new ArrayList<>();
    public String incompleteReason;
    /** The workload's own files, written beside the samples. */
    public List<ResultFile> files = new ArrayList<>();
    /** record=histogram: the threads' histograms and logs; null where every sample is kept. */
    public HistogramRecording recording;

    public RunRecord(Config config, Map<String, Object> environment, Instant start) {
        this.config = config;
        this.environment = environment;
        this.start = start;
    }

    public boolean complete() {
        return incompleteReason == null;
    }

    /** Adds a reason the run is incomplete to any it already has (stopped by the watchdog, then the disk filled). */
    public void markIncomplete(String reason) {
        incompleteReason = incompleteReason == null ? reason : incompleteReason + "; " + reason;
    }
}
