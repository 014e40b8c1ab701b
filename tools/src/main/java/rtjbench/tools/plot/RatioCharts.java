package rtjbench.tools.plot;

import java.awt.BasicStroke;
import java.awt.Font;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Schedulability ratio against utilisation cap (Gracioli et al. figs. 12-14): one line per test (or union of tests)
 * and model, the ratio on a linear axis from 0 to 1, zero ratios drawn (they are the point of the chart); and
 * other figures against the cap in the same form (a simulated scheduler's migrations and slack, the RTMultiSim thesis
 * figs. 5 and 6).
 */
public final class RatioCharts {
    private RatioCharts() {}

    /** {@code series}: name → ratio at each of {@code caps}. */
    public static JFreeChart ratio(String title, double[] caps, Map<String, double[]> series, String subtitle) {
        NumberAxis y = new NumberAxis("schedulability ratio");
        y.setRange(0, 1.02);
        return chart(title, caps, series, subtitle, y);
    }

    /**
     * Another figure against the cap (the RTMultiSim thesis figs. 5 and 6: migrations, slack): {@code series} name →
     * value at each of {@code caps}, NaN where there is none (no line drawn there); the axis from 0.
     */
    public static JFreeChart metric(
            String title, String yLabel, double[] caps, Map<String, double[]> series, String subtitle) {
        NumberAxis y = new NumberAxis(yLabel);
        y.setAutoRangeIncludesZero(true);
        return chart(title, caps, series, subtitle, y);
    }

    private static JFreeChart chart(
            String title, double[] caps, Map<String, double[]> series, String subtitle, NumberAxis y) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Map.Entry<String, double[]> e : series.entrySet()) {
            XYSeries s = new XYSeries(e.getKey(), false, true);
            double[] ys = e.getValue();
            for (int i = 0; i < ys.length; i++) {
                if (!Double.isNaN(ys[i])) s.add(caps[i], ys[i]);
            }
            data.addSeries(s);
        }
        NumberAxis x = new NumberAxis("utilisation cap");
        x.setAutoRangeIncludesZero(false);
        XYLineAndShapeRenderer lines = Charts.lines(caps.length <= 24);
        for (int i = Charts.PALETTE.length; i < series.size(); i++) {
            // Past the palette the colours come round again: those lines are dashed.
            lines.setSeriesStroke(
                    i,
                    new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
        }
        XYPlot plot = new XYPlot(data, x, y, lines);
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        Charts.style(chart);
        if (subtitle != null) chart.addSubtitle(new TextTitle(subtitle, new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
        return chart;
    }

    /** The series names in a fixed order: tests in the experiment's order, models within. */
    public static String seriesName(String test, String model, int models) {
        return models == 1 ? test : test + " (" + model + ")";
    }
}
