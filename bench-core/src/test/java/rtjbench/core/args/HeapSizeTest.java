package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class HeapSizeTest {
    private static final long M = 1L << 20;

    @Test
    void autoOrASizePrintingBackAsWritten() {
        ArgType<HeapSize> type = CommonArgs.HEAP.type();
        for (String text : Arrays.asList("auto", "16M", "128M", "2G")) {
            assertEquals(text, type.format(type.parse(text)));
        }
        assertTrue(type.parse(" AUTO ").isAuto());
        assertEquals(256 * M, type.parse("256m").bytes());
        assertEquals("auto", CommonArgs.HEAP.defaultText());
    }

    @Test
    void anythingElseSaysWhatIsAllowed() {
        for (String bad : Arrays.asList("big", "-1", "1M", "15M", "2048G", "12 apples")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HeapSize.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("'" + bad + "' is "), e.getMessage());
        }
        assertEquals(HeapSize.ALLOWED, CommonArgs.HEAP.type().allowed(), "the parser adds what is allowed");
    }

    @Test
    void aSizeOutOfRangeIsRefusedInCodeToo() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HeapSize.of(1L << 20));
        assertTrue(e.getMessage().contains("allowed: " + HeapSize.ALLOWED), e.getMessage());
    }

    @Test
    void autoIsTheRequiredHeapPlusRoomAtLeast128M() {
        assertEquals(128 * M, HeapSize.auto(0, 0));
        assertEquals(128 * M, HeapSize.auto(20 * M, 0)); // 20 + 96 = 116, under the minimum
        assertEquals(496 * M, HeapSize.auto(400 * M, 0)); // 400 + 96
        assertEquals(512 * M, HeapSize.auto(400 * M + 1, 0), "rounded up to whole 16 MB");
        assertEquals(1024 * M, HeapSize.auto(20_000 * M, 2048 * M), "at most half the machine");
        assertEquals(128 * M, HeapSize.auto(0, 64 * M), "a machine too small to halve: the minimum stays");
        assertEquals(HeapSize.MAX_BYTES, HeapSize.auto(Long.MAX_VALUE, 0), "never past the largest heap");
    }

    @Test
    void optionsThatSizeTheHeapAreRecognised() {
        for (String o : Arrays.asList("-Xmx1g", "-Xms64m", "-XX:MaxHeapSize=1g", "-XX:MaxRAMPercentage=50")) {
            assertTrue(HeapSize.isSizeOption(o), o);
        }
        for (String o : Arrays.asList("-XX:+AlwaysPreTouch", "-Xss1m", "-Dheap=1g", "-XX:+UseG1GC")) {
            assertFalse(HeapSize.isSizeOption(o), o);
        }
    }
}
