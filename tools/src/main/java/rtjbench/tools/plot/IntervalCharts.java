package rtjbench.tools.plot;

import java.awt.BasicStroke;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import rtjbench.tools.stats.IntervalSeries;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.ThreadStats;
import rtjbench.tools.stats.Unit;

/**
 * The trace of a record=histogram run: time against each interval's max and p99, two lines a thread (the
 * p99 dashed), so a long run shows when its worst case happened and whether it climbs.
 */
final class IntervalCharts {
    private IntervalCharts() {}

    static JFreeChart trace(RunStats rs, Unit unit) {
        XYSeriesCollection data = new XYSeriesCollection();
        Summary all = rs.all().summary();
        boolean log = all.max() > 100 * Math.max(1, all.p50());
        for (ThreadStats t : rs.threads()) {
            IntervalSeries in = t.intervals();
            XYSeries max = new XYSeries(t.name() + " max", false, true);
            XYSeries p99 = new XYSeries(t.name() + " p99", false, true);
            for (int i = 0; in != null && i < in.size(); i++) {
                if (in.count(i) == 0) continue;
                max.add(in.end(i), unit.of(log ? Math.max(1, in.max(i)) : in.max(i)));
                p99.add(in.end(i), unit.of(log ? Math.max(1, in.p99(i)) : in.p99(i)));
            }
            data.addSeries(max);
            data.addSeries(p99);
        }
        ValueAxis y = log
                ? Charts.logAxis(Charts.yLabel(rs, unit) + ", log scale", 10, unit.of(1), "0.###")
                : new NumberAxis(Charts.yLabel(rs, unit));
        XYLineAndShapeRenderer lines = Charts.lines(false);
        float[] dash = {4f, 3f};
        for (int i = 0; i < data.getSeriesCount(); i++) {
            lines.setSeriesPaint(i, Charts.PALETTE[(i / 2) % Charts.PALETTE.length]);
            if (i % 2 == 1) {
                lines.setSeriesStroke(
                        i, new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash, 0f));
            }
        }
        XYPlot plot = new XYPlot(data, new NumberAxis("time [s] (end of each interval)"), y, lines);
        JFreeChart chart = new JFreeChart(
                rs.run().label() + ": max and p99 per interval", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        Charts.style(chart);
        Charts.subtitle(chart, rs, "record=histogram: each point is one interval of the thread's .hlog");
        return chart;
    }
}
