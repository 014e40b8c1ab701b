package rtjbench.tools.stats;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import rtjbench.stats.DeadlineMisses;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SampleReader;
import rtjbench.tools.results.ThreadFile;

/**
 * A run's deadline misses ({@link DeadlineMisses}, the stats module's definition) where its testapp had a
 * deadline ({@code workload.deadline.deadline_ns} in the metadata): counted again from the sample files, in
 * order, so the tools and the runner agree; a record=histogram run keeps no order, so its figures are the ones
 * the runner counted.
 */
public final class Deadlines {
    /** Per thread, then "all" last; null where the run had no deadline. */
    public record Result(long deadlineNs, List<DeadlineMisses> threads, DeadlineMisses all) {
        /** "deadline 1ms: 3 of 5000 missed (0.060%), longest run 2, worst 3.10x the deadline". */
        public String line() {
            return "deadline " + Unit.NS.format(deadlineNs, false) + " ns: " + all.describe();
        }
    }

    private Deadlines() {}

    public static long deadlineNs(RunDir run) {
        JsonNode d = run.metadata().path("workload").path("deadline");
        return d.path("deadline_ns").asLong(0);
    }

    /** The run's misses, or null where its testapp had no deadline. */
    public static Result of(RunDir run) throws IOException {
        long deadline = deadlineNs(run);
        if (deadline <= 0) return null;
        List<DeadlineMisses> threads = new ArrayList<>();
        DeadlineMisses all = new DeadlineMisses(deadline);
        if (run.threads().isEmpty() || run.threads().get(0).file() == null) {
            JsonNode d = run.metadata().path("workload").path("deadline");
            for (JsonNode t : d.path("per_thread")) {
                DeadlineMisses m = fromMetadata(t, deadline);
                threads.add(m);
                all.add(m);
            }
            return new Result(deadline, threads, all);
        }
        for (ThreadFile tf : run.threads()) {
            DeadlineMisses m = new DeadlineMisses(deadline);
            try (SampleReader r = new SampleReader(tf.file())) {
                long v;
                while ((v = r.next()) != SampleReader.END) m.record(v);
            }
            threads.add(m);
            all.add(m);
        }
        return new Result(deadline, threads, all);
    }

    /** A thread's counts as the runner recorded them (a histogram run). */
    private static DeadlineMisses fromMetadata(JsonNode t, long deadline) {
        return DeadlineMisses.counted(
                deadline,
                t.path("samples").asLong(),
                t.path("misses").asLong(),
                t.path("longest_miss_run").asLong(),
                Math.round(t.path("max_lateness_fraction").asDouble(0) * deadline));
    }
}
