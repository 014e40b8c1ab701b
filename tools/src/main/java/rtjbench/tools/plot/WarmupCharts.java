package rtjbench.tools.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import rtjbench.stats.SteadyState;
import rtjbench.tools.results.ColdPointDir;
import rtjbench.tools.stats.Unit;

/**
 * Warm-up curves of cold points: latency against event index on a log axis (the first event at 1), the median over
 * the cold starts solid and their p90 dashed. One chart a testapp with a line a VM ({@link #byTestapp}); one chart a
 * point ({@link #point}) with the VM's compilations, deoptimisations and class loads since the first event, counted
 * along the same axis below it. A curve of tens of thousands of events is drawn at about 50 indices a decade (every
 * index up to 100): the figure, not the file, is what should grow with the data.
 */
public final class WarmupCharts {
    /** Indices drawn a decade beyond the first hundred. */
    static final int POINTS_PER_DECADE = 50;

    private static final Font NOTE = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    private WarmupCharts() {}

    /** {@code warmup-<testapp>}: a line a VM entry, p50 solid and p90 dashed in the same colour. */
    public static JFreeChart byTestapp(String testapp, List<ColdPointDir> points, Unit unit) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer r = Charts.lines(false);
        int colour = 0;
        for (ColdPointDir p : points) {
            data.addSeries(series(p.label() + " p50", p.curve(), 2, unit));
            data.addSeries(series(p.label() + " p90", p.curve(), 3, unit));
            style(r, data.getSeriesCount() - 2, colour, false);
            style(r, data.getSeriesCount() - 1, colour, true);
            colour++;
        }
        XYPlot plot = new XYPlot(data, indexAxis(), latencyAxis(unit), r);
        JFreeChart chart = new JFreeChart(
                testapp + ": warm-up from a cold start, by VM", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        Charts.style(chart);
        chart.addSubtitle(new TextTitle(
                "each event's latency over the cold starts (forks): median solid, p90 dashed; event 1 is the first"
                        + " after the VM started",
                NOTE));
        return chart;
    }

    /**
     * {@code warmup-<testapp>-<jvm>}: the point's curve above, and below it on the same index axis the median
     * over its forks of the compilations, deoptimisations and class loads since its first event began.
     */
    public static JFreeChart point(ColdPointDir p, Unit unit) {
        XYSeriesCollection latency = new XYSeriesCollection();
        latency.addSeries(series("p50", p.curve(), 2, unit));
        latency.addSeries(series("p90", p.curve(), 3, unit));
        latency.addSeries(series("max", p.curve(), 4, unit));
        XYLineAndShapeRenderer r = Charts.lines(false);
        style(r, 2, 2, true);
        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(indexAxis());
        XYPlot curve = new XYPlot(latency, null, latencyAxis(unit), r);
        double bound = p.steadyBound();
        if (!Double.isNaN(bound)) {
            ValueMarker band = new ValueMarker(unit.of(bound));
            band.setPaint(Color.GRAY);
            band.setStroke(
                    new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {2f, 2f}, 0f));
            band.setLabel(
                    "steady state: warm p50 + " + Math.round(SteadyState.TOLERANCE * 100) + "% or one clock step");
            band.setLabelFont(NOTE);
            band.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
            band.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
            curve.addRangeMarker(band);
        }
        plot.add(curve, 3);
        if (!p.events().isEmpty()) {
            XYSeriesCollection events = new XYSeriesCollection();
            String[] names = {"compilations", "recompilations", "deoptimizations", "class loads"};
            for (int k = 0; k < names.length; k++) {
                XYSeries s = new XYSeries(names[k], false, true);
                for (long[] row : p.events()) s.add(row[0] + 1, row[2 + k]);
                events.addSeries(s);
            }
            XYStepRenderer steps = new XYStepRenderer();
            for (int i = 0; i < names.length; i++)
                steps.setSeriesPaint(i, Charts.PALETTE[(i + 3) % Charts.PALETTE.length]);
            NumberAxis count = new NumberAxis("VM events since the first event (median)");
            plot.add(new XYPlot(events, null, count, steps), 2);
        }
        JFreeChart chart = new JFreeChart(
                p.testapp() + " on " + p.label() + ": warm-up from a cold start",
                JFreeChart.DEFAULT_TITLE_FONT,
                plot,
                true);
        Charts.style(chart);
        chart.addSubtitle(new TextTitle(
                String.format(
                        java.util.Locale.ROOT,
                        "%d cold starts; warm p50 (the steady state) %s; first event p50 %s, max %s; steady after"
                                + " p50 %s events",
                        p.cold().path("forks").asInt(),
                        text(p.steadyP50(), unit),
                        text(p.figure("first_event_ns", "p50"), unit),
                        text(p.figure("first_event_ns", "max"), unit),
                        Double.isNaN(p.figure("events_to_steady", "p50"))
                                ? "-"
                                : String.valueOf((long) p.figure("events_to_steady", "p50"))),
                NOTE));
        return chart;
    }

    /** Column {@code column} of the curve against index + 1, at every index up to 100, then thinned on the log axis. */
    static XYSeries series(String name, List<long[]> curve, int column, Unit unit) {
        XYSeries s = new XYSeries(name, false, true);
        double next = 0;
        for (int i = 0; i < curve.size(); i++) {
            long[] row = curve.get(i);
            double x = row[0] + 1;
            if (x < next && i != curve.size() - 1) continue;
            if (row[column] > 0) s.add(x, unit.of(row[column]));
            next = x < 100 ? 0 : x * Math.pow(10, 1.0 / POINTS_PER_DECADE);
        }
        return s;
    }

    /** "812.345 us", or "-" where the figure is missing. */
    private static String text(double ns, Unit unit) {
        return Double.isNaN(ns) ? "-" : unit.format(ns, false) + " " + unit.label();
    }

    private static void style(XYLineAndShapeRenderer r, int series, int colour, boolean dashed) {
        r.setSeriesPaint(series, Charts.PALETTE[colour % Charts.PALETTE.length]);
        r.setSeriesStroke(
                series,
                dashed
                        ? new BasicStroke(
                                1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {4f, 3f}, 0f)
                        : new BasicStroke(1.6f));
    }

    private static LogAxis indexAxis() {
        return Charts.logAxis("event (1 = the first after the VM started)", 10, 1, "0");
    }

    private static LogAxis latencyAxis(Unit unit) {
        return Charts.logAxis("latency (" + unit.label() + ")", 10, unit.of(1), "0.###");
    }
}
