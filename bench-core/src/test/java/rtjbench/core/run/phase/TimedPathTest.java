package rtjbench.core.run.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A compilation in the measured phase named, with where it runs: the testapp's loop, the JDK, the bookkeeping. */
class TimedPathTest {
    @Test
    void aMethodIsPlacedByItsClass() {
        assertEquals(TimedPath.ON, TimedPath.of("rtjbench.events.DispatchInversion$InversionLoop$2::run (tier 3)"));
        assertEquals(TimedPath.ON, TimedPath.of("rtjbench.core.bench.TimedLoop::measure @ 21 (tier 4)"));
        assertEquals(TimedPath.OFF, TimedPath.of("rtjbench.stats.DeadlineMisses::record (tier 3)"));
        assertEquals(TimedPath.OFF, TimedPath.of("rtjbench.core.jvm.PerfDataFile::get (tier 3)"));
        assertEquals(TimedPath.OFF, TimedPath.of("rtjbench.core.bench.WarmupThenCount::nextChunk (tier 4)"));
        assertEquals(TimedPath.MAYBE, TimedPath.of("java.util.concurrent.locks.ReentrantLock::lock (tier 3)"));
        assertEquals("DeadlineMisses::record", TimedPath.shortName("rtjbench.stats.DeadlineMisses::record (tier 3)"));
        assertEquals("TimedLoop::measure", TimedPath.shortName("rtjbench.core.bench.TimedLoop::measure @ 21 (tier 4)"));
    }

    @Test
    void theWarningNamesTheMethodMostLikelyOnTheTimedPathFirst() {
        Map<String, Object> events = new LinkedHashMap<>();
        events.put("compilations", 3L);
        events.put(
                "compiled",
                Arrays.asList(
                        "rtjbench.stats.DeadlineMisses::record (tier 3)",
                        "java.lang.String::hashCode (tier 4)",
                        "rtjbench.events.Periodic$PeriodicLoop::iterate (tier 4)"));
        String w = PhaseReport.compiledWarning(events, null);
        assertTrue(
                w.startsWith("the JIT compiled Periodic$PeriodicLoop::iterate on the timed path and 2 more while"
                        + " measuring (3 compilations: rtjbench.events.Periodic$PeriodicLoop::iterate (tier 4) on the"
                        + " timed path, java.lang.String::hashCode (tier 4) maybe on the timed path,"
                        + " rtjbench.stats.DeadlineMisses::record (tier 3) off the timed path)"),
                w);
        events.put("compilations", 0L);
        events.put("compiled", Collections.<String>emptyList());
        assertNull(PhaseReport.compiledWarning(events, null));
    }
}
