package rtjbench.sched.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeTest {
    @Test
    void decimalsAreReadExactly() {
        assertEquals(10_000_000L, Time.parse("10ms"));
        assertEquals(1_500_000L, Time.parse("1.5ms"));
        assertEquals(100_000L, Time.parse("0.1ms"));
        assertEquals(250_000L, Time.parse("250us"));
        assertEquals(250_000L, Time.parse("250µs"));
        assertEquals(3L, Time.parse("3ns"));
        assertEquals(2_000_000_000L, Time.parse("2s"));
    }

    @Test
    void aNumberWithoutUnitOrAFractionOfANanosecondIsRefused() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Time.parse("10"))
                .getMessage()
                .contains("no unit"));
        assertThrows(IllegalArgumentException.class, () -> Time.parse("1.5ns"));
        assertThrows(IllegalArgumentException.class, () -> Time.parse("10 fortnights"));
        assertThrows(IllegalArgumentException.class, () -> Time.parse("99999999999999s"));
    }

    @Test
    void formatReadsBackToTheSameValue() {
        long[] values = {1, 17, 999, 1000, 1500, 250_000, 1_500_000, 10_000_000, 1_234_567, 3_000_000_000L};
        for (long v : values) {
            assertEquals(v, Time.parse(Time.format(v)), Time.format(v));
        }
        assertEquals("1.5ms", Time.format(1_500_000));
        assertEquals("250us", Time.format(250_000));
        assertEquals("1234.567us", Time.format(1_234_567));
        assertEquals("17ns", Time.format(17));
    }
}
