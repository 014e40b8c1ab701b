package rtjbench.core.run.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The same text as Instant.toString, for every kind of instant a run stamps and the calendar's edges. */
class IsoInstantTest {
    @Test
    void writesWhatInstantToStringWrites() {
        long[] seconds = {
            0L,
            -1L,
            86_399L,
            86_400L,
            951_782_400L /* 2000-02-29 */,
            951_868_800L /* 2000-03-01 */,
            4_107_542_399L /* 2100-02-28T23:59:59 */,
            -62_167_219_200L /* 0000-01-01 */,
            253_402_300_799L /* 9999-12-31T23:59:59 */,
            253_402_300_800L /* 10000-01-01: toString's own */,
            -62_167_219_201L /* -0001 */
        };
        int[] nanos = {0, 1, 999_999_999, 44_000_000, 44_283_000, 44_283_603, 100, 1_000, 1_000_000};
        for (long s : seconds) {
            for (int n : nanos) {
                Instant t = Instant.ofEpochSecond(s, n);
                assertEquals(t.toString(), IsoInstant.format(t));
            }
        }
        Random random = new Random(32);
        for (int i = 0; i < 100_000; i++) {
            Instant t = Instant.ofEpochSecond(
                    random.nextLong() % 253_402_300_800L, random.nextBoolean() ? random.nextInt(1_000_000_000) : 0);
            assertEquals(t.toString(), IsoInstant.format(t));
        }
        Instant now = Instant.now();
        assertEquals(now.toString(), IsoInstant.format(now));
    }
}
