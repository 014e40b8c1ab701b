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
 * deadline ({@code workload.deadline.deadline_ns} in the metadata, or one a thread in {@code
 * workload.deadline.per_thread[i].deadline_ns}, as a task set's tasks have): counted again from the sample files,
 * in order, so the tools and the runner agree; a record=histogram run keeps no order, so its figures are the ones
 * the runner counted.
 */
public final class Deadlines {
    /**
     * Per thread, then "all" last; null where the run had no deadline. Where each thread has its own deadline
     * ({@code perThread}), "all" is counted in the first thread's deadline ({@code deadlineNs}), each thread's
     * largest sample scaled so its fraction of its own deadline is kept.
     */
    public record Result(long deadlineNs, List<DeadlineMisses> threads, DeadlineMisses all, boolean perThread) {
        /** "deadline 1ms: 3 of 5000 missed (0.060%), longest run 2, worst 3.10x the deadline". */
        public String line() {
            return (perThread
                            ? "deadlines (each thread its own): "
                            : "deadline " + Unit.NS.format(deadlineNs, false) + " ns: ")
                    + all.describe();
        }
    }

    private Deadlines() {}

    public static long deadlineNs(RunDir run) {
        JsonNode d = run.metadata().path("workload").path("deadline");
        return d.path("deadline_ns").asLong(0);
    }

    /** Each thread's own deadline, or null where the run has one for all (or none, or one a thread is missing). */
    static long[] perThreadDeadlines(RunDir run) {
        JsonNode per = run.metadata().path("workload").path("deadline").path("per_thread");
        if (!per.isArray() || per.size() == 0) return null;
        long[] d = new long[per.size()];
        for (int i = 0; i < d.length; i++) {
            d[i] = per.get(i).path("deadline_ns").asLong(0);
            if (d[i] <= 0) return null;
        }
        return d;
    }

    /** The run's misses, or null where its testapp had no deadline. */
    public static Result of(RunDir run) throws IOException {
        long deadline = deadlineNs(run);
        long[] own = deadline > 0 ? null : perThreadDeadlines(run);
        if (deadline <= 0 && own == null) return null;
        long common = own == null ? deadline : own[0];
        List<DeadlineMisses> threads = new ArrayList<>();
        DeadlineMisses all = new DeadlineMisses(common);
        if (run.threads().isEmpty() || run.threads().get(0).file() == null) {
            JsonNode d = run.metadata().path("workload").path("deadline");
            int i = 0;
            for (JsonNode t : d.path("per_thread")) {
                DeadlineMisses m = fromMetadata(t, own == null ? deadline : own[i++]);
                threads.add(m);
                all.add(m.inUnit(common));
            }
            return new Result(common, threads, all, own != null);
        }
        int i = 0;
        for (ThreadFile tf : run.threads()) {
            DeadlineMisses m = new DeadlineMisses(own == null ? deadline : own[Math.min(i++, own.length - 1)]);
            try (SampleReader r = new SampleReader(tf.file())) {
                long v;
                while ((v = r.next()) != SampleReader.END) m.record(v);
            }
            threads.add(m);
            all.add(own == null ? m : m.inUnit(common));
        }
        return new Result(common, threads, all, own != null);
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
