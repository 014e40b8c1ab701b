package rtjbench.tools.stats;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SweepDir;

/**
 * Forks in the statistics: the spread table of a point run in several VMs, and a forked point's row in a
 * sweep. The per-fork values and their spread are the runner's, read from forks.json (one definition, see
 * docs/results-format.md), not computed again here.
 */
public final class ForkTables {
    /** forks.json's statistics, in table order, with their row names. */
    public static final List<String> STATISTICS = List.of("mean_ns", "p50_ns", "p99_ns", "max_ns");

    public static final String FILE = "forks-stats.csv";

    private ForkTables() {}

    /**
     * A row a statistic: each fork's value (* where it did not complete), min, median, max, and the mean's 99%
     * interval.
     */
    public static Table spread(ForksDir forks, Unit unit) {
        List<String> h = new ArrayList<>(List.of("statistic_" + unit.label()));
        for (ForksDir.Fork f : forks.forks()) h.add(f.dirName());
        h.addAll(List.of("min", "median", "max", "mean_ci99_low", "mean_ci99_high"));
        Table t = new Table(h);
        for (String stat : STATISTICS) {
            List<String> cells = new ArrayList<>(List.of(stat.substring(0, stat.length() - 3)));
            for (ForksDir.Fork f : forks.forks()) {
                JsonNode v = f.entry().path(stat);
                cells.add(
                        v.isNumber()
                                ? unit.format(v.asDouble(), true) + ("complete".equals(f.status()) ? "" : "*")
                                : "");
            }
            JsonNode s = forks.spread(stat);
            for (String k : List.of("min", "median", "max", "ci99_low", "ci99_high")) {
                cells.add(s.path(k).isNumber() ? unit.format(s.path(k).asDouble(), true) : "");
            }
            t.row(cells);
        }
        return t;
    }

    /** What the spread table leaves out, for the line under it. */
    public static String note(ForksDir forks) {
        int complete = forks.index().path("spread").path("forks").asInt(0);
        return complete + " of " + forks.forks().size() + " forks complete"
                + (complete < forks.forks().size()
                        ? "; * marks a fork left out of min, median, max and the interval"
                        : "")
                + "; the interval is Student's t over the forks' means";
    }

    /**
     * A sweep point's statistics: its run's, or for a forked point every fork's samples together (a fork's
     * own figures and their spread are in forks-stats.csv). Null where nothing was analysed.
     */
    public static RunStats pointStats(SweepDir.Point p, Map<Path, RunStats> byRun) {
        List<RunDir> runs = p.runs();
        if (runs.isEmpty() || !byRun.containsKey(runs.get(0).dir())) return null;
        if (runs.size() == 1) return byRun.get(runs.get(0).dir());
        List<RunStats> each = new ArrayList<>();
        for (RunDir r : runs) if (byRun.containsKey(r.dir())) each.add(byRun.get(r.dir()));
        return pooled(each);
    }

    /** Several runs' "all" rows as one (the forks of a point): exact figures and histogram added. */
    public static RunStats pooled(List<RunStats> runs) {
        ThreadStats all = new ThreadStats("all forks", 1, false);
        long clamped = 0;
        for (RunStats rs : runs) {
            all.addAll(rs.all());
            clamped += rs.clamped();
        }
        RunStats first = runs.get(0);
        return new RunStats(first.run(), List.of(), all, first.overhead(), clamped);
    }
}
