package rtjbench.core.run;

import rtjbench.core.args.Config;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.record.HistogramRecording;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Everything one run leaves behind, gathered for the writer: config, clock, threads, times, outcome. */
final class RunRecord {
    final Config config;
    final Map<String, Object> environment;
    final Instant start;
    ClockSource clock;
    Instant end;
    List<ThreadReport> threads = new ArrayList<>();
    Map<String, Object> workloadFacts = new LinkedHashMap<>();
    final Map<String, Object> extra = new LinkedHashMap<>();
    final List<String> warnings = new ArrayList<>();
    String incompleteReason;
    /** record=histogram: the threads' histograms and logs; null where every sample is kept. */
    HistogramRecording recording;

    RunRecord(Config config, Map<String, Object> environment, Instant start) {
        this.config = config;
        this.environment = environment;
        this.start = start;
    }

    boolean complete() {
        return incompleteReason == null;
    }

    /** Adds a reason the run is incomplete to any it already has (stopped by the watchdog, then the disk filled). */
    void markIncomplete(String reason) {
        incompleteReason = incompleteReason == null ? reason : incompleteReason + "; " + reason;
    }
}
