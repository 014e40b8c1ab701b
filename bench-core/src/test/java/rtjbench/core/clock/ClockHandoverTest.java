package rtjbench.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A runner's clock measurements handed to its forks: kept through the property, checked before use. */
class ClockHandoverTest {
    @Test
    void whatTheRunnerMeasuredSurvivesTheProperty() throws Exception {
        TscCalibration cal = TscCalibration.calibrate(new NanoTimeClock(), 5_000_000L, 20_000_000L);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put(ClockSelector.READ_COST, 9.75);
        details.put("path", "jni");
        Map<String, ClockSource> opened = new LinkedHashMap<>();
        opened.put("tsc", new ClockSource("tsc", new NanoTimeClock(), 1, details));
        Map<String, Object> paths = new LinkedHashMap<>();
        paths.put("jni", 9.75);
        paths.put("jna", 92.5);
        paths.put("ffm", "unavailable: needs Java 22+");
        ClockHandover h =
                ClockHandover.parse(ClockHandover.encode(cal, opened, Collections.singletonMap("tsc", paths)));
        assertEquals(ClockHandover.machineKey(), h.machine());
        assertTrue(h.sameVm());
        assertEquals(cal.nanosPerTick(), h.nanosPerTick(), 0.0);
        assertEquals(20, h.longPhaseMillis());
        assertEquals(9.75, h.cost("tsc"), 0.0);
        assertTrue(Double.isNaN(h.cost("nanotime")), "a clock the runner did not open has no cost");
        assertEquals("jni", h.path("tsc"));
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("jni", 9.75);
        expected.put("jna", 92.5);
        assertEquals(expected, h.pathCosts("tsc"), "only measured costs travel");
    }

    @Test
    void aHandedOverRateIsUsedWhereAShortPhaseAgreesWithIt() throws Exception {
        ClockHandover right = ClockHandover.parse("tsc.ns_per_tick=1.0;tsc.bound_ppm=0.5;tsc.long_phase_ms=200");
        TscCalibration reused = TscCalibration.verified(new NanoTimeClock(), right);
        assertNotNull(reused, "nanoTime against itself is 1 ns a tick");
        assertEquals(1.0, reused.nanosPerTick(), 0.0);
        assertTrue(String.valueOf(reused.toMetadata().get("reused")).contains("20 ms phase"));
        assertEquals(200L, reused.toMetadata().get("long_phase_ms"));
    }

    @Test
    void aRateTheCounterDisagreesWithIsMeasuredAgain() throws Exception {
        ClockHandover wrong = ClockHandover.parse("tsc.ns_per_tick=1.01;tsc.bound_ppm=0.5;tsc.long_phase_ms=200");
        assertNull(TscCalibration.verified(new NanoTimeClock(), wrong), "1% off is far beyond the tolerance");
        assertNull(TscCalibration.verified(new NanoTimeClock(), ClockHandover.parse("vm=x")), "no rate handed over");
    }

    @Test
    void costsAndPathsOfAnotherVmAreNotUsed() {
        ClockHandover other = ClockHandover.parse("vm=Some Other VM 1.0;cost.tsc=9.75;path.tsc=ffm");
        assertTrue(Double.isNaN(other.cost("tsc")));
        assertNull(other.path("tsc"));
        assertTrue(other.pathCosts("tsc").isEmpty());
    }

    @Test
    void aHandoverOfAnotherBootIsIgnored() {
        String before = System.getProperty(ClockHandover.PROPERTY);
        try {
            System.setProperty(ClockHandover.PROPERTY, "machine=boot 0000, cpu elsewhere;tsc.ns_per_tick=0.4");
            assertNull(ClockHandover.ofThisProcess());
        } finally {
            if (before == null) {
                System.clearProperty(ClockHandover.PROPERTY);
            } else {
                System.setProperty(ClockHandover.PROPERTY, before);
            }
        }
    }
}
