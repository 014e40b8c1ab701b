package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class QuantitiesTest {
    @Test
    void sizesTakeBinaryUnits() {
        assertEquals(8, Quantities.parseSize("8"));
        assertEquals(1024, Quantities.parseSize("1K"));
        assertEquals(32L << 20, Quantities.parseSize("32M"));
        assertEquals(2L << 30, Quantities.parseSize("2G"));
        assertEquals(4096, Quantities.parseSize("4kb"));
        assertEquals(512, Quantities.parseSize("512B"));
    }

    @Test
    void badSizesSayWhatIsAllowed() {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> Quantities.parseSize("12Q"));
        assertTrue(e.getMessage().contains("B, K, M or G"), e.getMessage());
        assertThrows(NumberFormatException.class, () -> Quantities.parseSize("-1K"));
        assertThrows(NumberFormatException.class, () -> Quantities.parseSize("99999999999G"));
    }

    @Test
    void timesTakeUnitsAndNeedThem() {
        assertEquals(500, Quantities.parseTimeNanos("500ns"));
        assertEquals(200_000, Quantities.parseTimeNanos("200us"));
        assertEquals(1_500_000, Quantities.parseTimeNanos("1.5ms"));
        assertEquals(20_000_000_000L, Quantities.parseTimeNanos("20s"));
        assertEquals(0, Quantities.parseTimeNanos("0"));
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> Quantities.parseTimeNanos("200"));
        assertTrue(e.getMessage().contains("needs a unit"), e.getMessage());
        assertThrows(NumberFormatException.class, () -> Quantities.parseTimeNanos("0.5ns"));
    }

    @Test
    void formattingRoundTrips() {
        for (long v : new long[] {0, 7, 1024, 3 << 10, 32L << 20, 1L << 30, 1536}) {
            assertEquals(v, Quantities.parseSize(Quantities.formatSize(v)));
        }
        for (long v : new long[] {0, 1, 1000, 200_000, 20_000_000, 3_000_000_000L, 1_500}) {
            assertEquals(v, Quantities.parseTimeNanos(Quantities.formatTime(v)));
        }
        assertEquals("1/1024", Quantities.formatFraction(1.0 / 1024));
        assertEquals("1", Quantities.formatFraction(1.0));
        assertEquals(0.25, Quantities.parseFraction("1/4"));
    }
}
