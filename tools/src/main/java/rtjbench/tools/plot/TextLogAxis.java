package rtjbench.tools.plot;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.text.AttributedCharacterIterator;
import java.text.AttributedString;
import java.text.CharacterIterator;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.LogTick;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.Tick;
import org.jfree.chart.ui.RectangleEdge;

/**
 * A log axis whose tick labels are plain text. JFreeChart's LogAxis labels its ticks with attributed strings
 * (for superscript exponents), which JFreeSVG can only draw as glyph outlines: about 1 KB of path data a
 * label, a third of a report's size. Our labels are plain numbers (a number format is always set), so they
 * are handed on as ordinary ticks and the SVG holds {@code <text>}.
 */
final class TextLogAxis extends LogAxis {
    private static final long serialVersionUID = 1L;

    TextLogAxis(String label) {
        super(label);
    }

    @Override
    public List<? extends Tick> refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        List<Tick> plain = new ArrayList<>();
        for (Object o : super.refreshTicks(g2, state, dataArea, edge)) {
            LogTick t = (LogTick) o;
            plain.add(new NumberTick(
                    t.getTickType(),
                    t.getValue(),
                    text(t.getAttributedLabel()),
                    t.getTextAnchor(),
                    t.getRotationAnchor(),
                    t.getAngle()));
        }
        return plain;
    }

    /** The characters of a label (null for an unlabelled minor tick). */
    private static String text(AttributedString label) {
        if (label == null) return null;
        StringBuilder sb = new StringBuilder();
        AttributedCharacterIterator it = label.getIterator();
        for (char c = it.first(); c != CharacterIterator.DONE; c = it.next()) sb.append(c);
        return sb.toString();
    }
}
