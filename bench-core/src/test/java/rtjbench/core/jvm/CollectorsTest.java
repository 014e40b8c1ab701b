package rtjbench.core.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;

class CollectorsTest {
    @Test
    void theBeansNameTheCollector() {
        assertEquals("Serial", Collectors.named(Arrays.asList("Copy", "MarkSweepCompact")));
        assertEquals("Parallel", Collectors.named(Arrays.asList("PS MarkSweep", "PS Scavenge")));
        assertEquals("G1", Collectors.named(Arrays.asList("G1 Young Generation", "G1 Old Generation")));
        assertEquals("ZGC", Collectors.named(Arrays.asList("ZGC Minor Cycles", "ZGC Minor Pauses")));
        assertEquals("Shenandoah", Collectors.named(Arrays.asList("Shenandoah Pauses", "Shenandoah Cycles")));
        assertEquals("Jamaica+Other", Collectors.named(Arrays.asList("Jamaica", "Other")));
        assertEquals("unknown", Collectors.named(Collections.<String>emptyList()));
    }

    @Test
    void theLastCollectorFlagWins() {
        assertEquals("ZGC", Collectors.asked(Arrays.asList("-XX:+UseG1GC", "-Xmx1g", "-XX:+UseZGC")));
        assertNull(Collectors.asked(Arrays.asList("-Xmx1g")));
    }
}
