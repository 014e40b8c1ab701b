package rtjbench.tools.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class StatsFilesTest {
    @Test
    void zeroPaddedWritesWhatStringFormatWrites() {
        long[] values = {0, 7, 42, 99_999, 999_999, 1_000_000, 123_456_789, Long.MAX_VALUE, -1, -12_345, Long.MIN_VALUE
        };
        for (int width : new int[] {5, 6, 9}) {
            for (long v : values) {
                StringBuilder sb = new StringBuilder("x");
                StatsFiles.zeroPadded(sb, v, width);
                assertEquals(
                        "x" + String.format(Locale.ROOT, "%0" + width + "d", v), sb.toString(), v + " at " + width);
            }
        }
    }
}
