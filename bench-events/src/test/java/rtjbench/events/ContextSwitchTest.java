package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.Config;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.support.ConfigException;

class ContextSwitchTest {
    private final ContextSwitch cs = new ContextSwitch();

    @Test
    void bothHandOversRecordOnePassASampleAndEnd() throws Exception {
        for (String handover : new String[] {"block", "yield"}) {
            MiniHarness h = MiniHarness.run(
                    cs,
                    MiniHarness.config(
                            cs,
                            "handover",
                            handover,
                            "extra_threads",
                            "2",
                            "count",
                            "300",
                            "warmup",
                            "50",
                            "instr_load",
                            "0"));
            SampleBuffer s = h.samples.get(0);
            assertEquals(300, s.size(), handover);
            for (long v : s.toArray()) {
                assertTrue(v >= 0, handover + ": a pass of " + v + " ticks");
            }
            assertEquals(2, h.metadata.get("extra_threads"));
            @SuppressWarnings("unchecked")
            List<String> warnings = (List<String>) h.metadata.get("helper_warnings");
            assertTrue(
                    warnings.contains("partner threads not placed or scheduled (none: tests run without privileges)"),
                    warnings.toString());
        }
    }

    @Test
    void badConfigsAreRefused() {
        assertRefused("needs a CPU for each pair", "no_of_threads", "64");
        assertRefused("type_of_threads=java only", "type_of_threads", "rt");
        assertRefused(
                "priority=1 leaves none below", "scheduling_policy", "fifo", "priority", "1", "extra_threads", "1");
    }

    private void assertRefused(String why, String... keyValues) {
        Config c = MiniHarness.config(cs, keyValues);
        ConfigException e = assertThrows(ConfigException.class, () -> cs.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains(why), e.getMessage());
    }

    @Test
    void aDroppedBatonEndsTheWait() throws Exception {
        final Baton baton = new Baton(true, new rtjbench.core.clock.NanoTimeClock());
        final long[] got = new long[1];
        Thread taker = new Thread(() -> got[0] = baton.take(3));
        taker.start();
        Thread.sleep(20);
        baton.drop(taker);
        taker.join(5_000);
        assertEquals(-1, got[0], "no pass came: -1");
    }
}
