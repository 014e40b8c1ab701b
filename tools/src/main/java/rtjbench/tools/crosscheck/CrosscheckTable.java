package rtjbench.tools.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import rtjbench.stats.ForkSpread;
import rtjbench.tools.stats.Table;

/** The crosscheck's table: a row a pair, the harness's figures beside JMH's, their ratios and the gap's reason. */
final class CrosscheckTable {
    private CrosscheckTable() {}

    /** The table of {@code pairs}; with {@code minus} also the harness mean less its recorded timer overhead. */
    static Table of(List<Pairing.Pair> pairs, boolean minus) {
        boolean forked = pairs.stream()
                .anyMatch(p -> p.harness().forkMeans().size() > 1
                        || p.jmh().forkMeans().size() > 1);
        List<String> header = new ArrayList<>(List.of("operation", "point", "samples", "mean", "p50", "p90", "p99"));
        if (minus) header.addAll(List.of("ovh", "mean-ovh"));
        header.addAll(List.of("JMH avgt", "JMH p50", "JMH p90", "JMH p99", "mean ratio", "p50 ratio"));
        if (minus) header.add("ratio-ovh");
        if (forked) header.addAll(List.of("forks", "fork means", "JMH fork means", "median fork ratio"));
        header.add("why");
        Table t = new Table(header);
        for (Pairing.Pair p : pairs) {
            Pairing.HarnessSide h = p.harness();
            Pairing.JmhSide j = p.jmh();
            List<String> row = new ArrayList<>(List.of(
                    p.operation(),
                    p.point(),
                    Long.toString(h.samples()),
                    f(h.mean()),
                    f(h.p50()),
                    f(h.p90()),
                    f(h.p99())));
            if (minus) {
                row.add(h.overheadNs() < 0 ? "-" : f(h.overheadNs()));
                row.add(h.overheadNs() < 0 ? "-" : f(h.mean() - h.overheadNs()));
            }
            row.addAll(List.of(
                    f(j.mean()),
                    f(j.p50()),
                    f(j.p90()),
                    f(j.p99()),
                    ratio(h.mean(), j.mean()),
                    ratio(h.p50(), j.p50())));
            if (minus) row.add(h.overheadNs() < 0 ? "-" : ratio(h.mean() - h.overheadNs(), j.mean()));
            if (forked) {
                double medianRatio = GapReasons.medianForkRatio(h.forkMeans(), j.forkMeans());
                row.addAll(List.of(
                        h.forkMeans().size() + "/" + j.forkMeans().size(),
                        range(h.forkMeans()),
                        range(j.forkMeans()),
                        Double.isNaN(medianRatio) ? "-" : String.format(Locale.ROOT, "%.2f", medianRatio)));
            }
            row.add(GapReasons.of(p));
            t.row(row);
        }
        return t;
    }

    /** {@code 124..222}: the smallest and largest of several forks' means; "-" for fewer than two. */
    static String range(List<Double> forkMeans) {
        if (forkMeans.size() < 2) return "-";
        ForkSpread s = GapReasons.spread(forkMeans);
        return f(s.min) + ".." + f(s.max);
    }

    static String f(double v) {
        if (Double.isNaN(v)) return "-";
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    static String ratio(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b) || b <= 0) return "-";
        return String.format(Locale.ROOT, "%.2f", a / b);
    }
}
