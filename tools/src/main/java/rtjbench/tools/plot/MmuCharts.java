package rtjbench.tools.plot;

import java.awt.Font;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import rtjbench.sched.supply.MmuCurve;

/**
 * The minimum mutator utilisation against the window, a line a run (a VM and collector under its load): the window
 * on a log axis in milliseconds (100 µs to 10 s), the MMU on a linear one from 0 (a window the collector can fill)
 * to 1 (no pause reaches it).
 */
public final class MmuCharts {
    public static final String NAME = "mmu";

    private MmuCharts() {}

    /** One line for each named curve, in the map's order. */
    public static JFreeChart chart(String title, Map<String, MmuCurve> curves, String subtitle) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Map.Entry<String, MmuCurve> e : curves.entrySet()) {
            XYSeries s = new XYSeries(e.getKey(), false, true);
            MmuCurve c = e.getValue();
            for (int i = 0; i < c.size(); i++) s.add(c.window(i) / 1e6, c.mmu(i));
            data.addSeries(s);
        }
        LogAxis x = Charts.logAxis("window [ms]", 10, 0.01, "0.###");
        NumberAxis y = new NumberAxis("minimum mutator utilisation");
        y.setRange(0, 1.02);
        XYPlot plot = new XYPlot(data, x, y, Charts.lines(true));
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        Charts.style(chart);
        if (subtitle != null) chart.addSubtitle(new TextTitle(subtitle, new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
        return chart;
    }
}
