package rtjbench.tools.stats;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import rtjbench.tools.results.RunDir;

/**
 * The {@code cpu_ns_per_event} column of the stats tables, from the run's metadata (docs/results-format.md,
 * "CPU time"): for a thread its own CPU time per event plus its helpers' (its handler's), for "all" and a
 * sweep point the run's figure; and {@code cpus_busy}, the CPUs the thread and its helpers kept busy (CPU time
 * over wall time: a spinning thread is one), for "all" and a point every thread's. Shown only where some run
 * recorded them, so older runs keep their tables.
 */
public final class CpuColumn {
    public static final String HEADER = "cpu_ns_per_event";
    /** CPUs kept busy over the measured phase: a spinning thread counts one. */
    public static final String BUSY = "cpus_busy";

    private CpuColumn() {}

    /** Whether the run recorded a CPU figure. */
    public static boolean present(RunDir run) {
        JsonNode v = run.metadata().path(HEADER);
        return v.isNumber();
    }

    public static boolean presentInAny(List<RunDir> runs) {
        for (RunDir r : runs) {
            if (present(r)) return true;
        }
        return false;
    }

    /** The run's figure, ns with one decimal; empty where unknown. */
    public static String forRun(RunDir run) {
        JsonNode v = run.metadata().path(HEADER);
        return v.isNumber() ? format(v.asDouble()) : "";
    }

    /** Thread {@code name}'s own figure plus its helpers'; the run's for "all"; empty where unknown. */
    public static String forThread(RunDir run, String name) {
        for (JsonNode t : run.metadata().path("threads")) {
            if (!name.equals(t.path("name").asText())) continue;
            if (!t.path(HEADER).isNumber()) return "";
            double sum = t.path(HEADER).asDouble();
            for (JsonNode h : t.path("helper_threads")) {
                if (!h.path(HEADER).isNumber()) return "";
                sum += h.path(HEADER).asDouble();
            }
            return format(sum);
        }
        return forRun(run);
    }

    /**
     * CPUs thread {@code name} and its helpers kept busy, every thread's for "all" (null name); empty where unknown.
     */
    public static String busy(RunDir run, String name) {
        double sum = 0;
        boolean any = false;
        for (JsonNode t : run.metadata().path("threads")) {
            if (name != null && !name.equals(t.path("name").asText())) continue;
            if (!t.path("cpu_busy").isNumber()) return "";
            sum += t.path("cpu_busy").asDouble();
            any = true;
            for (JsonNode h : t.path("helper_threads")) {
                if (!h.path("cpu_busy").isNumber()) return "";
                sum += h.path("cpu_busy").asDouble();
            }
        }
        return any ? String.format(Locale.ROOT, "%.2f", sum) : "";
    }

    static String format(double ns) {
        return String.format(Locale.ROOT, "%.1f", ns);
    }
}
