package rtjbench.tools.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class PngTest {
    /** An antialiased drawing (thousands of colours) on {@code background}. */
    private static BufferedImage drawing(int type, Color background) {
        BufferedImage image = new BufferedImage(301, 157, type);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setComposite(java.awt.AlphaComposite.Src);
        g.setColor(background);
        g.fillRect(0, 0, 301, 157);
        g.setComposite(java.awt.AlphaComposite.SrcOver);
        g.setStroke(new BasicStroke(1.7f));
        for (int i = 0; i < 40; i++) {
            g.setColor(new Color(Color.HSBtoRGB(i / 40f, 0.8f, 0.7f)));
            g.drawLine(i * 7, 0, 300 - i * 3, 156);
        }
        g.dispose();
        return image;
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Png.write(image, out);
        return out.toByteArray();
    }

    /** The colour type byte of the IHDR chunk: 2 RGB, 6 RGBA. */
    private static int colourType(byte[] png) {
        return png[8 + 8 + 9];
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual) {
        assertEquals(expected.getWidth(), actual.getWidth());
        assertEquals(expected.getHeight(), actual.getHeight());
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++)
                assertEquals(expected.getRGB(x, y), actual.getRGB(x, y), "pixel " + x + "," + y);
        }
    }

    @Test
    void anOpaqueImageIsWrittenAsRgbThatReadsBackPixelForPixel() throws IOException {
        assertWrittenAs(2, drawing(BufferedImage.TYPE_INT_ARGB, Color.WHITE));
    }

    @Test
    void anImageWithTranslucentPixelsKeepsItsAlpha() throws IOException {
        assertWrittenAs(6, drawing(BufferedImage.TYPE_INT_ARGB, new Color(255, 255, 255, 0)));
    }

    @Test
    void anImageOfAnotherLayoutIsConvertedFirst() throws IOException {
        assertWrittenAs(2, drawing(BufferedImage.TYPE_3BYTE_BGR, Color.WHITE));
    }

    /** The image written as a PNG of {@code colourType} (2 RGB, 6 RGBA) that reads back pixel for pixel. */
    private static void assertWrittenAs(int colourType, BufferedImage image) throws IOException {
        byte[] png = png(image);
        assertEquals(colourType, colourType(png));
        assertSamePixels(image, ImageIO.read(new ByteArrayInputStream(png)));
    }
}
