package rtjbench.tools.plot;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.text.TextUtils;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;
import rtjbench.tools.cli.Outputs;

/**
 * Renders charts headless: PNG drawn by JFreeChart and written by {@link Png}, SVG through JFreeSVG. The SVG is made
 * small enough that a report of a hundred charts can be mailed: text stays text (see {@link TextLogAxis}), coordinates
 * carry one decimal (a tenth of a pixel at the drawn size; JFreeSVG writes up to 16 digits), and the element scales to
 * its container through a viewBox instead of a fixed size.
 */
public final class ChartFiles {
    public static final int WIDTH = 900;
    public static final int HEIGHT = 500;
    private static final AtomicLong SVG_IDS = new AtomicLong();

    static {
        // JFreeChart draws rotated text (the y axis label, bar values) through a TextLayout by default, a
        // workaround for a rotation bug of Java 1.4-era Java2D; in SVG that makes glyph outlines, not text.
        TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    private ChartFiles() {}

    /** Claims {@code folder/name}.png and .svg: every chart the suite writes is both. */
    public static void claim(Outputs outputs, Path folder, String name) {
        outputs.claim(folder.resolve(name + ".png"));
        outputs.claim(folder.resolve(name + ".svg"));
    }

    /** Writes {@code chart} as {@code folder/name}.png and .svg (claimed before by {@link #claim}). */
    public static void write(Outputs outputs, Path folder, String name, JFreeChart chart) throws IOException {
        writePng(outputs, folder.resolve(name + ".png"), chart);
        writeSvg(outputs, folder.resolve(name + ".svg"), chart);
    }

    public static void writePng(Outputs outputs, Path file, JFreeChart chart) throws IOException {
        BufferedImage image = chart.createBufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_ARGB, null);
        outputs.write(file, out -> Png.write(image, out));
    }

    /**
     * An {@code <svg>} element. Each gets its own prefix for the ids of its clip paths and gradients, so many
     * can sit inline in one HTML page without one chart's clip applying to another.
     */
    public static String svg(JFreeChart chart) {
        return svg(chart, WIDTH, HEIGHT);
    }

    /** As {@link #svg(JFreeChart)}, drawn {@code width} x {@code height} (it still scales with the page). */
    public static String svg(JFreeChart chart, int width, int height) {
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        g.setDefsKeyPrefix("c" + SVG_IDS.incrementAndGet() + "_");
        g.setGeomDoubleConverter(ChartFiles::oneDecimal);
        g.setTransformDoubleConverter(ChartFiles::oneDecimal);
        chart.draw(g, new Rectangle(0, 0, width, height));
        return g.getSVGElement(null, false, new ViewBox(0, 0, width, height), null, null);
    }

    /** {@code 12.3}, {@code 12} for {@code 12.0}, {@code 0} for {@code -0.04}. */
    static String oneDecimal(double v) {
        long tenths = Math.round(v * 10);
        if (tenths % 10 == 0) return Long.toString(tenths / 10);
        return (tenths < 0 ? "-" : "") + Math.abs(tenths / 10) + "." + Math.abs(tenths % 10);
    }

    public static void writeSvg(Outputs outputs, Path file, JFreeChart chart) throws IOException {
        writeSvg(outputs, file, svg(chart));
    }

    /** An SVG file of an {@code <svg>} element made by {@link #svg(JFreeChart)}. */
    public static void writeSvg(Outputs outputs, Path file, String element) throws IOException {
        outputs.writeString(file, "<?xml version=\"1.0\"?>\n" + element + "\n");
    }
}
