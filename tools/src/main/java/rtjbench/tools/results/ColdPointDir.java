package rtjbench.tools.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.stats.SteadyState;
import rtjbench.tools.cli.ToolException;

/**
 * A cold point ({@code start=cold}, docs/cold-start.md) as its forks folder holds it: forks.json's {@code cold}
 * summary, the warm-up curve ({@code warmup-curve.csv}: per event index the p50, p90 and max over the cold starts
 * and the median time since the VM started) and the VM's events along it ({@code warmup-events.csv}: per event
 * index the median over the forks of the compilations, recompilations, deoptimisations and class loads since the
 * first event began; only the indices where one changes). {@code jvm}: the {@code <jvm>} entry it ran on (swept,
 * or the one entry its forks name), or empty for the runner's VM.
 */
public record ColdPointDir(
        String testapp, String jvm, Path dir, JsonNode cold, List<long[]> curve, List<long[]> events) {
    public static final String CURVE = "warmup-curve.csv";
    public static final String EVENTS = "warmup-events.csv";

    /** warmup-curve.csv's columns, in order; {@code median_time_since_start_ms} is read in microseconds. */
    public static final List<String> CURVE_COLUMNS =
            List.of("index", "forks", "p50_ns", "p90_ns", "max_ns", "median_time_since_start_ms");

    public static final List<String> EVENT_COLUMNS =
            List.of("index", "forks", "compilations", "recompilations", "deoptimizations", "class_loads");

    /** Every cold point at or below {@code node}, in index order. */
    public static List<ColdPointDir> in(ResultNode node) {
        List<ColdPointDir> points = new ArrayList<>();
        for (ForksDir f : ForksReader.in(node)) {
            JsonNode cold = f.index().path("cold");
            if (cold.isMissingNode() || cold.isNull()) continue;
            String testapp = f.index()
                    .path("testapp_name")
                    .asText(f.index().path("testapp").asText("?"));
            String jvm = f.index().path("swept").path("jvms").asText("");
            if (jvm.isEmpty()) jvm = entryOfForks(f);
            Path indexFile = f.dir().resolve(IndexKind.FORKS.fileName());
            List<long[]> curve = read(InsideFolder.resolve(f.dir(), CURVE, indexFile, "cold.curve"), CURVE_COLUMNS);
            List<long[]> events = cold.path("vm_events").isTextual()
                    ? read(InsideFolder.resolve(f.dir(), EVENTS, indexFile, "cold.vm_events"), EVENT_COLUMNS)
                    : List.of();
            points.add(new ColdPointDir(testapp, jvm, f.dir(), cold, curve, events));
        }
        return points;
    }

    /**
     * The {@code <jvm>} entry the forks ran on where {@code jvms} is not swept (one entry for the whole run): their
     * {@code jvms} argument, else their {@code jvm_entry.name}; empty where they ran on the runner's VM.
     */
    private static String entryOfForks(ForksDir f) {
        for (ForksDir.Fork fork : f.forks()) {
            if (fork.run() == null) continue;
            String jvms = fork.run().arg("jvms");
            if (jvms != null && !jvms.isBlank()) return jvms.strip();
            String named = fork.run().metadata().path("jvm_entry").path("name").asText("");
            if (!named.isBlank()) return named.strip();
        }
        return "";
    }

    /** The entry's name, or "runner" for the runner's own VM: a line's label. */
    public String label() {
        return jvm.isEmpty() ? "runner" : jvm;
    }

    /** A figure of forks.json's cold block, e.g. {@code ("first_event_ns", "p50")}; NaN where it is missing. */
    public double figure(String name, String statistic) {
        JsonNode v = cold.path(name).path(statistic);
        return v.isNumber() ? v.asDouble() : Double.NaN;
    }

    /** The warm reference's p50 in ns: the steady state; NaN where the reference did not complete. */
    public double steadyP50() {
        JsonNode v = cold.path("reference").path("p50_ns");
        return v.isNumber() ? v.asDouble() : Double.NaN;
    }

    /**
     * The highest rolling median within the steady state ({@code SteadyState.bound}: 10 % above the warm p50, or
     * one step of the clock above it where that is more); NaN without a warm reference. Results made before the
     * step was written hold the 10 % alone.
     */
    public double steadyBound() {
        double p50 = steadyP50();
        JsonNode step = cold.path("steady_state").path("step_ns");
        return Double.isNaN(p50) ? Double.NaN : SteadyState.bound(p50, step.isNumber() ? step.asLong() : 0);
    }

    /**
     * The rows of a CSV with exactly {@code columns} as its header, each value a whole number (a column in
     * milliseconds, {@code _ms}, is read in microseconds); the file and line named where one is not.
     */
    static List<long[]> read(Path file, List<String> columns) {
        List<long[]> rows = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = r.readLine();
            if (header == null || !header.equals(String.join(",", columns))) {
                throw ToolException.data(file + ":1: the header is not " + String.join(",", columns));
            }
            String line;
            int n = 1;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isEmpty()) continue;
                String[] cells = line.split(",", -1);
                if (cells.length != columns.size()) {
                    throw ToolException.data(
                            file + ":" + n + ": " + cells.length + " values, the header has " + columns.size());
                }
                long[] row = new long[cells.length];
                for (int i = 0; i < cells.length; i++) {
                    try {
                        row[i] = columns.get(i).endsWith("_ms")
                                ? Math.round(Double.parseDouble(cells[i]) * 1000)
                                : Long.parseLong(cells[i]);
                    } catch (NumberFormatException e) {
                        throw ToolException.data(
                                file + ":" + n + ": " + columns.get(i) + " '" + cells[i] + "' is not a number");
                    }
                }
                rows.add(row);
            }
        } catch (IOException e) {
            throw ToolException.data(file + ": cannot read: " + e.getMessage());
        }
        return rows;
    }
}
