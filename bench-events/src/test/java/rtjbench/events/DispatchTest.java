package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.core.args.Config;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.testing.StandIns;
import rtjbench.events.handler.VirtualThreads;

class DispatchTest {
    private final Dispatch dispatch = new Dispatch();

    /** Every kind: each fire's handler records exactly one positive sample into the firing thread's buffer. */
    @ParameterizedTest
    @ValueSource(strings = {"bound", "pooled", "virtual"})
    void handlersFireAndRecord(String kind) throws Exception {
        fireAndRecord(kind);
    }

    @Tag(StandIns.TAG)
    @ParameterizedTest
    @ValueSource(strings = {"rtsj-bound", "rtsj-pooled"})
    void rtsjHandlersFireAndRecord(String kind) throws Exception {
        fireAndRecord(kind);
    }

    private void fireAndRecord(String kind) throws Exception {
        if ("virtual".equals(kind)) {
            assumeTrue(VirtualThreads.available(), "no virtual threads on this JDK");
        }
        Config c = MiniHarness.config(
                dispatch,
                "handler",
                kind,
                "no_of_threads",
                "2",
                "count",
                "300",
                "warmup",
                "50",
                "instr_load",
                "10",
                "handler_cpu",
                "other");
        MiniHarness h = MiniHarness.run(dispatch, c);
        for (SampleBuffer s : h.samples) {
            assertEquals(300, s.size(), kind + ": one sample a fire, warm-up dropped");
            for (int i = 0; i < s.size(); i++) {
                assertTrue(s.get(i) > 0, kind + ": sample " + i + " = " + s.get(i) + " ns, must be positive");
                assertTrue(s.get(i) < 10_000_000_000L, kind + ": sample " + i + " = " + s.get(i) + " ns, absurd");
            }
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> handler = (Map<String, Object>) h.metadata.get("handler");
        assertEquals(kind, handler.get("kind"));
    }

    @Test
    void handlerCpuOtherNeedsTwoCpus() {
        Config c = MiniHarness.config(dispatch, "handler_cpu", "other", "cpus", "0");
        ConfigException e = assertThrows(ConfigException.class, () -> dispatch.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("handler_cpu=other needs at least 2 CPUs"), e.getMessage());
    }

    @Test
    void rtsjKindsAreRefusedWithoutRtsj() {
        Config c = MiniHarness.config(dispatch, "handler", "rtsj-bound");
        UnsupportedHereException e =
                assertThrows(UnsupportedHereException.class, () -> dispatch.check(c, MiniHarness.envWithoutRtsj()));
        assertTrue(
                e.getMessage().contains("handler=rtsj-bound") && e.getMessage().contains("lacks RTSJ"), e.getMessage());
    }

    @Test
    void virtualIsRefusedWhereTheVmHasNone() throws Exception {
        Config c = MiniHarness.config(dispatch, "handler", "virtual");
        if (VirtualThreads.available()) {
            dispatch.check(c, MiniHarness.env());
        } else {
            UnsupportedHereException e =
                    assertThrows(UnsupportedHereException.class, () -> dispatch.check(c, MiniHarness.env()));
            assertTrue(e.getMessage().contains("handler=virtual needs virtual threads"), e.getMessage());
        }
    }

    @Tag(StandIns.TAG)
    @Test
    void rtsjPriorityRangeComesFromTheVmsScheduler() {
        // the stand-in's PriorityScheduler is 1..99, like Linux SCHED_FIFO
        org.junit.jupiter.api.Assertions.assertArrayEquals(
                new int[] {1, 99}, rtjbench.events.rtsj.RtsjHandlerKind.priorityRange());
    }
}
