package rtjbench.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.support.UnsupportedHereException;

/** Clock choice with fake providers whose read costs are fixed, so the logic is tested, not the machine. */
class ClockSelectorTest {
    /** A provider that opens a clock of the given (pretended) read cost, or is missing, or distrusted. */
    static final class Fake implements ClockProvider {
        final String name;
        final String unavailable;
        final String distrust;
        int opened;

        Fake(String name, String unavailable, String distrust) {
            this.name = name;
            this.unavailable = unavailable;
            this.distrust = distrust;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String unavailableReason() {
            return unavailable;
        }

        @Override
        public String distrustReason() {
            return distrust;
        }

        @Override
        public ClockSource open() {
            opened++;
            return new ClockSource(name, new NanoTimeClock(), 1.0, Collections.<String, Object>emptyMap());
        }
    }

    private static ClockSelector selector(final Map<String, Double> costs, ClockProvider... providers) {
        return new ClockSelector(Arrays.asList(providers), new ClockSelector.CostMeter() {
            @Override
            public ReadCost measure(ClockSource source) {
                return new ReadCost(costs.get(source.name()), 1.0);
            }
        });
    }

    private static Map<String, Double> costs(Object... nameCost) {
        Map<String, Double> m = new HashMap<>();
        for (int i = 0; i < nameCost.length; i += 2) m.put((String) nameCost[i], (Double) nameCost[i + 1]);
        return m;
    }

    @Test
    void autoPicksTheCheapestWorkingClockAndSaysWhy() throws Exception {
        ClockSelector s = selector(
                costs("nanotime", 29.6, "tsc", 12.4, "tsc-serial", 26.1),
                new Fake("nanotime", null, null),
                new Fake("tsc", null, null),
                new Fake("tsc-serial", null, null));
        ClockSource chosen = s.select("auto");
        assertEquals("tsc", chosen.name());
        assertEquals(12.4, ((Number) chosen.details().get("read_cost_ns")).doubleValue());
        String why = (String) chosen.details().get("chosen_by");
        assertTrue(why.contains("nanotime=29.6") && why.contains("tsc=12.4"), why);
    }

    @Test
    void autoNeverPicksANativePathSlowerThanNanoTime() throws Exception {
        // JNA-like cost: the TSC works but reading it is dearer than nanoTime.
        ClockSelector s = selector(
                costs("nanotime", 29.6, "tsc", 78.0, "tsc-serial", 90.0),
                new Fake("nanotime", null, null),
                new Fake("tsc", null, null),
                new Fake("tsc-serial", null, null));
        assertEquals("nanotime", s.select("auto").name());
    }

    @Test
    void tiesGoToTheEarlierProvider() throws Exception {
        ClockSelector s = selector(
                costs("nanotime", 20.0, "tsc", 20.0), new Fake("nanotime", null, null), new Fake("tsc", null, null));
        assertEquals("nanotime", s.select("auto").name());
    }

    /** Costs measured a little apart (here 24.3 against 23.6 ns, one sitting) are a tie: the choice must not flip. */
    @Test
    void aNearTieIsATie() throws Exception {
        ClockSelector s = selector(
                costs("nanotime", 24.3, "tsc", 23.6), new Fake("nanotime", null, null), new Fake("tsc", null, null));
        assertEquals("nanotime", s.select("auto").name());
        ClockSelector clearly = selector(
                costs("nanotime", 24.3, "tsc", 20.0), new Fake("nanotime", null, null), new Fake("tsc", null, null));
        assertEquals("tsc", clearly.select("auto").name(), "18% cheaper is not a tie");
    }

    @Test
    void autoSkipsUnavailableAndDistrustedClocks() throws Exception {
        ClockSelector s = selector(
                costs("nanotime", 29.6, "tsc", 5.0, "tsc-serial", 6.0),
                new Fake("nanotime", null, null),
                new Fake("tsc", null, "constant_tsc missing"),
                new Fake("tsc-serial", "no native library", null));
        ClockSource chosen = s.select("auto");
        assertEquals("nanotime", chosen.name());
        String why = (String) chosen.details().get("chosen_by");
        assertTrue(why.contains("tsc=not trusted: constant_tsc missing"), why);
        assertTrue(why.contains("tsc-serial=unavailable: no native library"), why);
        assertEquals("tsc", s.select("auto", true).name(), "forced, auto may take the distrusted TSC");
    }

    @Test
    void aDistrustedClockIsRefusedByNameUnlessForced() throws Exception {
        Fake tsc = new Fake("tsc", null, "nonstop_tsc missing in /proc/cpuinfo on 2 of 2 CPUs");
        ClockSelector s = selector(costs("nanotime", 29.6, "tsc", 12.0), new Fake("nanotime", null, null), tsc);
        UnsupportedHereException e = assertThrows(UnsupportedHereException.class, () -> s.select("tsc"));
        assertTrue(e.getMessage().contains("clock=tsc refused: nonstop_tsc missing"), e.getMessage());
        assertTrue(e.getMessage().contains("clock_force=true"), e.getMessage());
        assertEquals(0, tsc.opened, "a refused clock is not even opened");
        ClockSource forced = s.select("tsc", true);
        assertEquals("tsc", forced.name());
        assertTrue(((String) forced.details().get("forced")).contains("nonstop_tsc missing"));
    }

    @Test
    void unknownAndUnavailableClocksByNameSayWhy() {
        ClockSelector s = selector(
                costs("nanotime", 29.6),
                new Fake("nanotime", null, null),
                new Fake("tsc", "no gcc at build time", null));
        UnsupportedHereException unknown = assertThrows(UnsupportedHereException.class, () -> s.select("hpet"));
        assertTrue(unknown.getMessage().contains("has no such clock (it has [nanotime, tsc])"), unknown.getMessage());
        UnsupportedHereException missing = assertThrows(UnsupportedHereException.class, () -> s.select("tsc"));
        assertTrue(
                missing.getMessage().contains("clock=tsc is not available: no gcc at build time"),
                missing.getMessage());
    }

    @Test
    void clocksAreOpenedOnceAndListedForTheTimer() throws Exception {
        Fake nano = new Fake("nanotime", null, null);
        Fake tsc = new Fake("tsc", null, null);
        ClockSelector s =
                selector(costs("nanotime", 29.6, "tsc", 12.0), nano, tsc, new Fake("tsc-serial", "missing", null));
        s.select("auto");
        s.select("tsc");
        List<ClockSource> all = s.available(false);
        assertEquals(2, all.size());
        assertEquals(1, nano.opened);
        assertEquals(1, tsc.opened);
        assertEquals(Collections.singletonMap("tsc-serial", "missing"), s.missing(false));
    }

    @Test
    void realReadCostOfNanoTimeIsPositiveAndFinite() {
        ReadCost cost = ReadCost.measure(new NanoTimeProvider().open());
        assertTrue(
                cost.nanosPerRead() > 0 && cost.nanosPerRead() < 100_000, "nanoTime read cost " + cost.nanosPerRead());
    }
}
