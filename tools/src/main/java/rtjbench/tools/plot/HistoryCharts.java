package rtjbench.tools.plot;

import java.awt.Font;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** A figure over time, a line per machine, VM and collector: {@code tools history --plot}, in the tools' style. */
public final class HistoryCharts {
    /** One stored figure: when its run started (ms since the epoch) and its value in the chart's unit. */
    public record Sample(long epochMs, double value) {}

    private HistoryCharts() {}

    public static JFreeChart history(String title, Map<String, List<Sample>> series, String yLabel, String subtitle) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Map.Entry<String, List<Sample>> e : series.entrySet()) {
            XYSeries s = new XYSeries(e.getKey(), true, true);
            for (Sample p : e.getValue()) s.addOrUpdate(p.epochMs(), p.value());
            data.addSeries(s);
        }
        DateAxis x = new DateAxis("run started");
        NumberAxis y = new NumberAxis(yLabel);
        y.setAutoRangeIncludesZero(true);
        XYPlot plot = new XYPlot(data, x, y, Charts.lines(true));
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        Charts.style(chart);
        if (subtitle != null) chart.addSubtitle(new TextTitle(subtitle, new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
        return chart;
    }
}
