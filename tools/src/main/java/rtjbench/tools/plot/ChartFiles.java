package rtjbench.tools.plot;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import rtjbench.tools.cli.Outputs;

import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/** Renders charts headless: PNG through JFreeChart, SVG through JFreeSVG. */
public final class ChartFiles {
    public static final int WIDTH = 900;
    public static final int HEIGHT = 500;
    private static final AtomicLong SVG_IDS = new AtomicLong();

    private ChartFiles() {
    }

    public static void writePng(Outputs outputs, Path file, JFreeChart chart) throws IOException {
        outputs.write(file, out -> ChartUtils.writeChartAsPNG(out, chart, WIDTH, HEIGHT));
    }

    /**
     * An {@code <svg>} element. Each gets its own prefix for the ids of its clip paths and gradients, so many
     * can sit inline in one HTML page without one chart's clip applying to another.
     */
    public static String svg(JFreeChart chart) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        g.setDefsKeyPrefix("c" + SVG_IDS.incrementAndGet() + "_");
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.getSVGElement();
    }

    public static void writeSvg(Outputs outputs, Path file, JFreeChart chart) throws IOException {
        String doc = "<?xml version=\"1.0\"?>\n" + svg(chart) + "\n";
        outputs.writeString(file, doc);
    }
}
