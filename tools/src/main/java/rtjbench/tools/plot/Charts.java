package rtjbench.tools.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import rtjbench.tools.explain.SpikeMarks;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.StatsTables;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.ThreadStats;
import rtjbench.tools.stats.TraceBins;
import rtjbench.tools.stats.Unit;

/**
 * The charts of one run: sample trace (RTJPerf), histogram, CCDF (log-log), per-thread avg and max bars
 * (seed figs. 11, 13). Data come from {@link RunStats} only: bounded summaries, never the samples.
 */
public final class Charts {
    /** Histogram bins per doubling of latency (bin edges grow by 2^(1/8), about 9%). */
    private static final int BINS_PER_OCTAVE = 8;
    /**
     * A histogram line gets a marker at each bin where it has at most this many: markers help to read a
     * sparse one, and on a dense one they add nothing but some 200 bytes of SVG each.
     */
    private static final int MAX_MARKED_BINS = 24;

    private Charts() {}

    public static List<NamedChart> forRun(RunStats rs, Unit unit) {
        List<NamedChart> list = new ArrayList<>();
        if (rs.threads().get(0).trace() != null) list.add(new NamedChart("trace", trace(rs, unit)));
        else if (rs.threads().get(0).intervals() != null)
            list.add(new NamedChart("trace", IntervalCharts.trace(rs, unit)));
        list.add(new NamedChart("histogram", histogram(rs, unit)));
        list.add(new NamedChart("ccdf", ccdf(rs, unit)));
        list.add(new NamedChart("bars", bars(rs, unit)));
        return list;
    }

    static String yLabel(RunStats rs, Unit unit) {
        return "latency [" + unit.label() + "]"
                + (rs.overhead() == null ? "" : " minus " + rs.overhead().ns() + " ns timer overhead");
    }

    static void subtitle(JFreeChart chart, RunStats rs, String extra) {
        List<String> parts = new ArrayList<>();
        if (extra != null) parts.add(extra);
        String note = StatsTables.overheadNote(rs);
        if (note != null) parts.add(note);
        if (!rs.run().complete()) parts.add("INCOMPLETE RUN");
        if (!parts.isEmpty())
            chart.addSubtitle(new TextTitle(String.join("; ", parts), new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
    }

    static void style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getPlot().setBackgroundPaint(Color.WHITE);
        if (chart.getPlot() instanceof XYPlot p) {
            p.setDomainGridlinePaint(Color.LIGHT_GRAY);
            p.setRangeGridlinePaint(Color.LIGHT_GRAY);
        }
    }

    /** Distinct, readable on white (no yellow), in the order series are added. */
    static final Color[] PALETTE = {
        new Color(0x1f77b4),
        new Color(0xd62728),
        new Color(0x2ca02c),
        new Color(0x9467bd),
        new Color(0xff7f0e),
        new Color(0x17becf),
        new Color(0x8c564b),
        new Color(0xe377c2),
        new Color(0x7f7f7f),
        new Color(0xbcbd22),
        new Color(0x393b79),
        new Color(0x637939)
    };

    static XYLineAndShapeRenderer lines(boolean shapes) {
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, shapes);
        r.setDefaultStroke(new BasicStroke(1.2f));
        r.setAutoPopulateSeriesStroke(false);
        // One path a series instead of one a segment: a tenth of the SVG size, same picture.
        r.setDrawSeriesLineAsPath(true);
        for (int i = 0; i < 64; i++) r.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
        return r;
    }

    /** A log axis with a tick at each power of {@code base} labelled as a plain number (0.1, 1, 10, 1024). */
    static LogAxis logAxis(String label, double base, double smallest, String pattern) {
        LogAxis a = new TextLogAxis(label);
        a.setBase(base);
        a.setSmallestValue(smallest);
        a.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        a.setNumberFormatOverride(new java.text.DecimalFormat(
                pattern, java.text.DecimalFormatSymbols.getInstance(java.util.Locale.ROOT)));
        return a;
    }

    /**
     * The sample trace: sample index against latency, one line a thread (max of each bin when binned). The
     * latency axis turns logarithmic where the max is over 100x the median, since one GC pause would
     * otherwise flatten every other sample onto the x axis.
     */
    public static JFreeChart trace(RunStats rs, Unit unit) {
        XYSeriesCollection data = new XYSeriesCollection();
        Summary all = rs.all().summary();
        boolean log = all.max() > 100 * Math.max(1, all.p50());
        long width = 1;
        for (ThreadStats t : rs.threads()) {
            TraceBins b = t.trace();
            width = Math.max(width, b.width());
            XYSeries s = new XYSeries(t.name(), false, true);
            for (int i = 0; i < b.size(); i++) s.add(b.start(i), unit.of(log ? Math.max(1, b.max(i)) : b.max(i)));
            data.addSeries(s);
        }
        ValueAxis y = log
                ? logAxis(yLabel(rs, unit) + ", log scale", 10, unit.of(1), "0.###")
                : new NumberAxis(yLabel(rs, unit));
        XYPlot plot = new XYPlot(data, new NumberAxis("sample"), y, lines(false));
        markSpikes(plot, rs, unit, log);
        JFreeChart chart =
                new JFreeChart(rs.run().label() + ": sample trace", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        style(chart);
        subtitle(chart, rs, width > 1 ? "each point is the max of " + width + " consecutive samples" : null);
        return chart;
    }

    /**
     * The explained spikes of the run (its spikes.csv, where it has one) as markers over the trace, a series
     * for each main cause ({@code spikes: gc}, {@code spikes: task}, ..., {@code spikes: unexplained}).
     */
    private static void markSpikes(XYPlot plot, RunStats rs, Unit unit, boolean log) {
        java.util.Map<String, List<long[]>> marks = SpikeMarks.read(rs.run().dir());
        if (marks.isEmpty()) return;
        XYSeriesCollection spikes = new XYSeriesCollection();
        for (java.util.Map.Entry<String, List<long[]>> e : marks.entrySet()) {
            XYSeries s = new XYSeries("spikes: " + e.getKey(), false, true);
            for (long[] m : e.getValue()) s.add(m[0], unit.of(log ? Math.max(1, m[1]) : m[1]));
            spikes.addSeries(s);
        }
        plot.setDataset(1, spikes);
        plot.setRenderer(1, new org.jfree.chart.renderer.xy.XYLineAndShapeRenderer(false, true));
    }

    /** Latency histogram on log-spaced bins (so sub-µs bodies and ms outliers both show), log counts. */
    public static JFreeChart histogram(RunStats rs, Unit unit) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (ThreadStats t : rs.threads()) {
            TreeMap<Integer, Long> bins = new TreeMap<>();
            for (HistogramIterationValue v : t.hdr().recordedValues()) {
                long ns = Math.max(1, v.getValueIteratedTo());
                int bin = (int) Math.floor(Math.log(ns) / Math.log(2) * BINS_PER_OCTAVE);
                bins.merge(bin, v.getCountAddedInThisIterationStep(), Long::sum);
            }
            XYSeries s = new XYSeries(t.name(), true, false);
            for (Map.Entry<Integer, Long> e : bins.entrySet()) {
                double lower = Math.pow(2, e.getKey() / (double) BINS_PER_OCTAVE);
                s.add(unit.of(lower), e.getValue().doubleValue());
            }
            data.addSeries(s);
        }
        LogAxis x = logAxis(yLabel(rs, unit), 10, unit.of(1), "0.###");
        LogAxis y = logAxis("samples per bin", 10, 0.5, "0");
        XYLineAndShapeRenderer lines = lines(true);
        for (int i = 0; i < data.getSeriesCount(); i++)
            lines.setSeriesShapesVisible(i, data.getItemCount(i) <= MAX_MARKED_BINS);
        XYPlot plot = new XYPlot(data, x, y, lines);
        JFreeChart chart = new JFreeChart(rs.run().label() + ": histogram", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        style(chart);
        subtitle(
                chart,
                rs,
                "bins " + String.format("%.0f", (Math.pow(2, 1.0 / BINS_PER_OCTAVE) - 1) * 100)
                        + "% wide (8 a doubling); point at each bin's lower edge");
        return chart;
    }

    /** CCDF: fraction of samples above each latency, log-log, a line a thread and one for all. */
    public static JFreeChart ccdf(RunStats rs, Unit unit) {
        XYSeriesCollection data = new XYSeriesCollection();
        List<ThreadStats> all = new ArrayList<>(rs.threads());
        if (rs.threads().size() > 1) all.add(rs.all());
        for (ThreadStats t : all) data.addSeries(ccdfSeries(t.name(), t.hdr(), unit));
        LogAxis x = logAxis(yLabel(rs, unit), 10, unit.of(1), "0.###");
        LogAxis y = logAxis("fraction of samples above", 10, 1e-9, "0.#########");
        XYPlot plot = new XYPlot(data, x, y, lines(false));
        JFreeChart chart =
                new JFreeChart(rs.run().label() + ": CCDF (percentiles)", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        style(chart);
        subtitle(chart, rs, "1e-2 = p99, 1e-3 = p99.9, 1e-4 = p99.99");
        return chart;
    }

    /** One CCDF with a line for each named histogram (a row of a VM x load matrix), log-log. */
    public static JFreeChart ccdfLines(String title, java.util.Map<String, Histogram> lines, Unit unit, String note) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (java.util.Map.Entry<String, Histogram> e : lines.entrySet())
            if (e.getValue().getTotalCount() > 0) data.addSeries(ccdfSeries(e.getKey(), e.getValue(), unit));
        LogAxis x = logAxis("latency (" + unit.label() + ")", 10, unit.of(1), "0.###");
        LogAxis y = logAxis("fraction of samples above", 10, 1e-9, "0.#########");
        XYPlot plot = new XYPlot(data, x, y, lines(false));
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        style(chart);
        chart.addSubtitle(new TextTitle(note));
        return chart;
    }

    static XYSeries ccdfSeries(String name, Histogram h, Unit unit) {
        XYSeries s = new XYSeries(name, false, true);
        long total = h.getTotalCount();
        for (HistogramIterationValue v : h.recordedValues()) {
            long above = total - v.getTotalCountToThisValue();
            if (above <= 0) break;
            s.add(unit.of(Math.max(1, h.highestEquivalentValue(v.getValueIteratedTo()))), above / (double) total);
        }
        return s;
    }

    /** Per-thread mean and max (seed figs. 11, 13), on two panels: a max can be 1000x the mean. */
    public static JFreeChart bars(RunStats rs, Unit unit) {
        DefaultCategoryDataset avg = new DefaultCategoryDataset();
        DefaultCategoryDataset max = new DefaultCategoryDataset();
        List<ThreadStats> rows = new ArrayList<>(rs.threads());
        if (rs.threads().size() > 1) rows.add(rs.all());
        for (ThreadStats t : rows) {
            Summary s = t.summary();
            avg.addValue(unit.of(s.mean()), "avg", t.name());
            max.addValue(unit.of(s.max()), "max", t.name());
        }
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(new CategoryAxis("thread"));
        plot.add(barPlot(avg, "avg [" + unit.label() + "]", new Color(0x33, 0x66, 0xcc)), 1);
        plot.add(barPlot(max, "max [" + unit.label() + "]", new Color(0xcc, 0x33, 0x33)), 1);
        JFreeChart chart = new JFreeChart(
                rs.run().label() + ": avg and max per thread", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        style(chart);
        subtitle(chart, rs, null);
        return chart;
    }

    static CategoryPlot barPlot(DefaultCategoryDataset data, String label, Color color) {
        BarRenderer r = new BarRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, color);
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultItemLabelGenerator(new org.jfree.chart.labels.StandardCategoryItemLabelGenerator(
                "{2}", new java.text.DecimalFormat("0.###")));
        NumberAxis axis = new NumberAxis(label);
        axis.setUpperMargin(0.15); // room for the value labels above the bars
        CategoryPlot p = new CategoryPlot(data, null, axis, r);
        p.setBackgroundPaint(Color.WHITE);
        p.setRangeGridlinePaint(Color.LIGHT_GRAY);
        return p;
    }

    /**
     * Lines against a swept argument. {@code xs} are the parsed values, or null where a value is not a
     * number (then points are placed in order and labelled with their text). A log x axis where the values
     * span 16x or more (sizes 1K..64K), a log y axis (a max is often 100x the min).
     */
    public static JFreeChart lines(
            String title,
            String xLabel,
            List<String> xTexts,
            double[] xs,
            Map<String, double[]> series,
            String yLabel,
            String subtitle) {
        boolean numeric = xs != null;
        XYSeriesCollection data = new XYSeriesCollection();
        for (Map.Entry<String, double[]> e : series.entrySet()) {
            XYSeries s = new XYSeries(e.getKey(), false, true);
            double[] ys = e.getValue();
            for (int i = 0; i < ys.length; i++) {
                if (Double.isNaN(ys[i]) || ys[i] <= 0) continue;
                s.add(numeric ? xs[i] : i, ys[i]);
            }
            data.addSeries(s);
        }
        ValueAxis x;
        if (numeric && positiveSpan(xs) >= 16) {
            x = logAxis(xLabel, 2, 1e-9, "0.###");
        } else if (numeric) {
            NumberAxis nx = new NumberAxis(xLabel);
            nx.setAutoRangeIncludesZero(false);
            x = nx;
        } else {
            x = new SymbolAxis(xLabel, xTexts.toArray(new String[0]));
        }
        LogAxis y = logAxis(yLabel, 10, 1e-6, "0.###");
        XYPlot plot = new XYPlot(data, x, y, lines(true));
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        style(chart);
        if (subtitle != null) chart.addSubtitle(new TextTitle(subtitle, new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
        return chart;
    }

    private static double positiveSpan(double[] xs) {
        double lo = Double.MAX_VALUE;
        double hi = 0;
        for (double v : xs) {
            if (v <= 0) return 0;
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        return hi / lo;
    }

    /**
     * The overview a report opens with: a row a testapp, its p50 (a dot) and p99 (a square) on one log axis, so
     * figures nanoseconds and milliseconds apart sit on one picture. {@code names} must be distinct.
     */
    public static JFreeChart overview(String title, List<String> names, double[] p50, double[] p99, String axisLabel) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        double smallest = Double.MAX_VALUE;
        for (int i = 0; i < names.size(); i++) {
            if (p50[i] > 0) data.addValue(p50[i], "p50", names.get(i));
            if (p99[i] > 0) data.addValue(p99[i], "p99", names.get(i));
            if (p50[i] > 0) smallest = Math.min(smallest, p50[i]);
        }
        LineAndShapeRenderer r = new LineAndShapeRenderer(false, true);
        r.setSeriesPaint(0, PALETTE[0]);
        r.setSeriesPaint(1, PALETTE[1]);
        r.setSeriesShape(0, new Ellipse2D.Double(-5, -5, 10, 10));
        r.setSeriesShape(1, new Rectangle2D.Double(-4.5, -4.5, 9, 9));
        LogAxis value = logAxis(axisLabel, 10, smallest == Double.MAX_VALUE ? 1e-6 : smallest / 10, "0.###");
        CategoryAxis category = new CategoryAxis(null);
        category.setCategoryMargin(0.05);
        category.setMaximumCategoryLabelWidthRatio(0.35f);
        CategoryPlot plot = new CategoryPlot(data, category, value, r);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        plot.setDomainGridlinesVisible(true);
        plot.setDomainGridlinePaint(new Color(0xeeeeee));
        JFreeChart chart = new JFreeChart(title, new Font(Font.SANS_SERIF, Font.BOLD, 14), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /** Bars, one group a category, one bar a series (compare of single runs). */
    public static JFreeChart groupedBars(String title, DefaultCategoryDataset data, String yLabel, String subtitle) {
        JFreeChart chart =
                ChartFactory.createBarChart(title, null, yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        CategoryPlot p = chart.getCategoryPlot();
        BarRenderer r = (BarRenderer) p.getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        for (int i = 0; i < 64; i++) r.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultItemLabelGenerator(new org.jfree.chart.labels.StandardCategoryItemLabelGenerator(
                "{2}", new java.text.DecimalFormat("0.###")));
        p.setBackgroundPaint(Color.WHITE);
        p.setRangeGridlinePaint(Color.LIGHT_GRAY);
        p.getRangeAxis().setUpperMargin(0.15);
        chart.setBackgroundPaint(Color.WHITE);
        if (subtitle != null) chart.addSubtitle(new TextTitle(subtitle, new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
        return chart;
    }
}
