package rtjbench.tools.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.stats.ClockStep;
import rtjbench.stats.Finding;
import rtjbench.stats.ForkSpread;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;

/**
 * A testapp's finding in a results folder: the declaration its runs' metadata.json carries ({@code finding}, as
 * the testapp declared it and the runner wrote it), worked out by {@link Finding} over the complete points with
 * their figures over all threads (a point run in several forks: the median of its complete forks, as the
 * console's summary takes it). Each point carries its clock's step as its latencies show it ({@link ClockStep#ofPoint}
 * over all threads, the coarsest of its forks), as the runner's console works it out from the same samples, so a
 * finding between figures within one step says "not resolved by this clock" on both. What the report's headline
 * card shows for the testapp.
 */
final class Findings {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Findings() {}

    /** The finding of one testapp's results (a sweep, a run, a point's forks); null where none is declared or held. */
    static Finding.Result of(ResultNode node, Map<Path, RunStats> byRun) {
        Finding finding = declared(node);
        if (finding == null) return null;
        List<Finding.Point> points = new ArrayList<>();
        if (node instanceof SweepDir s) {
            for (SweepDir.Point p : s.points()) {
                Finding.Point point = p.forks() != null
                        ? forks(p.forks(), p.label(), byRun)
                        : p.run() != null ? run(p.run(), p.label(), byRun) : null;
                if (point != null) points.add(point);
            }
        } else if (node instanceof ForksDir f) {
            Finding.Point point = forks(f, "", byRun);
            if (point != null) points.add(point);
        } else if (node instanceof RunDir r) {
            Finding.Point point = run(r, "", byRun);
            if (point != null) points.add(point);
        }
        return finding.evaluate(points);
    }

    /** The declaration of the first run that has one; null where none has (results of a version without them). */
    static Finding declared(ResultNode node) {
        for (RunDir r : node.runs()) {
            JsonNode f = r.metadata().get("finding");
            if (f != null && f.isObject()) {
                try {
                    return Finding.fromMap(JSON.convertValue(f, Map.class));
                } catch (IllegalArgumentException e) {
                    return null; // a declaration this version cannot read: the points are shown as they are
                }
            }
        }
        return null;
    }

    private static Finding.Point run(RunDir r, String label, Map<Path, RunStats> byRun) {
        RunStats rs = byRun.get(r.dir());
        if (!r.complete() || rs == null || rs.all().summary().count() == 0) return null;
        return point(r, label, figures(rs.all().summary()), step(rs));
    }

    /** The point's figures: each the median over its complete forks. */
    private static Finding.Point forks(ForksDir f, String label, Map<Path, RunStats> byRun) {
        List<Map<String, Double>> each = new ArrayList<>();
        RunDir first = null;
        double step = 1;
        for (ForksDir.Fork fork : f.forks()) {
            RunStats rs = fork.run() == null ? null : byRun.get(fork.run().dir());
            if (rs == null
                    || !"complete".equals(fork.status())
                    || rs.all().summary().count() == 0) continue;
            each.add(figures(rs.all().summary()));
            step = Math.max(step, step(rs));
            if (first == null) first = fork.run();
        }
        if (first == null) return null;
        Map<String, Double> median = new LinkedHashMap<>();
        for (String statistic : Finding.STATISTICS) {
            double[] v = new double[each.size()];
            for (int i = 0; i < v.length; i++) v[i] = each.get(i).get(statistic);
            median.put(statistic, ForkSpread.of(v).median);
        }
        return point(first, label, median, step);
    }

    /** The step of a run's clock as its latencies over all threads show it; 1 where they show none. */
    static double step(RunStats rs) {
        return ClockStep.ofPoint(rs.all().distribution());
    }

    private static Finding.Point point(RunDir r, String label, Map<String, Double> figures, double step) {
        Map<String, String> args = new LinkedHashMap<>();
        r.metadata()
                .path("args")
                .fields()
                .forEachRemaining(e -> args.put(e.getKey(), e.getValue().asText()));
        JsonNode value = r.metadata().path("finding").path("arg_value");
        return new Finding.Point(label, args, value.isNumber() ? value.asDouble() : Double.NaN, figures, step);
    }

    private static Map<String, Double> figures(Summary s) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (String statistic : Finding.STATISTICS) m.put(statistic, s.get(statistic));
        return m;
    }
}
