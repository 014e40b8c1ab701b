package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarmupSpecTest {
    private final ArgType<WarmupSpec> type = ArgType.warmup(1_000_000, 60_000_000_000L);

    @Test
    void autoACountOrATimeEachPrintingBackAsWritten() {
        for (String text : Arrays.asList("auto", "0", "20000", "2s", "500ms")) {
            assertEquals(text, type.format(type.parse(text)));
        }
        assertEquals(WarmupSpec.Kind.AUTO, type.parse(" AUTO ").kind());
        assertEquals(20000, type.parse("20000").iterations());
        assertEquals(2_000_000_000L, type.parse("2s").nanos());
    }

    @Test
    void anythingElseSaysWhatIsAllowed() {
        for (String bad : Arrays.asList("soon", "-5", "2000001", "0s", "2h", "61s")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> type.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("'" + bad + "' is "), e.getMessage());
            assertTrue(
                    e.getMessage()
                            .endsWith(
                                    "allowed: auto, a count of iterations from 0 to 1000000, or a time up to 60s (e.g. 20000, 2s)"),
                    e.getMessage());
        }
    }

    @Test
    void countsSweepAsARange() {
        List<WarmupSpec> specs = type.range("1000", "100000", "*10");
        assertEquals(Arrays.asList(WarmupSpec.count(1000), WarmupSpec.count(10000), WarmupSpec.count(100000)), specs);
    }
}
