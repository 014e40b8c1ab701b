package rtjbench.tools.sched;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.tools.plot.RatioCharts;

/**
 * The ratios of every series (a test, a union or a simulated scheduler) under every model: ratio.csv's and
 * weighted.csv's text, the chart's lines by series, and the summary's lines so far.
 */
record RatioTable(String csv, String weighted, double[] caps, Map<String, double[]> lines, StringBuilder text) {
    static RatioTable of(Experiment e, List<RatioRun.Model> models, RatioRun.Counts counts, long total) {
        List<String> seriesNames = RatioRun.runNames(e);
        seriesNames.addAll(e.unions().keySet());
        StringBuilder table = new StringBuilder("model,test,cap,sets,schedulable,ratio\n");
        StringBuilder w = new StringBuilder("model,test,weighted_schedulability\n");
        Map<String, double[]> lines = new LinkedHashMap<>();
        double[] capValues = new double[e.capTexts().size()];
        for (int c = 0; c < capValues.length; c++) capValues[c] = e.cap(c);
        StringBuilder text = new StringBuilder();
        String columns = "  %-" + width(seriesNames) + "s %-"
                + width(models.stream().map(RatioRun.Model::name).toList()) + "s ";
        for (int s = 0; s < seriesNames.size(); s++) {
            for (int m = 0; m < models.size(); m++) {
                String series = seriesNames.get(s);
                String model = models.get(m).name();
                long naSets = 0;
                for (int c = 0; c < capValues.length; c++) naSets += counts.notApplicable()[m][s][c];
                if (naSets == total) {
                    // A test that applies to no set under this model (a global test beside a collector): no
                    // line at 0, which would read as "never schedulable".
                    text.append(String.format(Locale.ROOT, columns + "not applicable to any set%n", series, model));
                    continue;
                }
                double[] ratio = new double[capValues.length];
                double weightedSum = 0;
                double capSum = 0;
                for (int c = 0; c < capValues.length; c++) {
                    long ok = counts.schedulable()[m][s][c];
                    ratio[c] = (double) ok / e.sets();
                    table.append(String.format(
                            Locale.ROOT,
                            "%s,%s,%s,%d,%d,%.4f%n",
                            model,
                            series,
                            e.capTexts().get(c),
                            e.sets(),
                            ok,
                            ratio[c]));
                    weightedSum += capValues[c] * ratio[c];
                    capSum += capValues[c];
                }
                double ws = weightedSum / capSum;
                w.append(String.format(Locale.ROOT, "%s,%s,%.4f%n", model, series, ws));
                text.append(String.format(Locale.ROOT, columns + "weighted schedulability %.4f%n", series, model, ws));
                lines.put(RatioCharts.seriesName(series, model, models.size()), ratio);
            }
        }
        return new RatioTable(table.toString(), w.toString(), capValues, lines, text);
    }

    /** The longest of {@code names}, at least 8: a column's width. */
    static int width(List<String> names) {
        return Math.max(8, names.stream().mapToInt(String::length).max().orElse(0));
    }
}
