package rtjbench.core.run.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GcPausesTest {
    @Test
    void aCollectionIsReceivedWithItsDurationAndPlacedInItsPhase() throws Exception {
        GcPauses pauses = new GcPauses();
        pauses.start();
        assumeTrue(!pauses.source().startsWith("unavailable"), "this VM sends no GC notifications: " + pauses.source());
        long from = System.nanoTime();
        System.gc();
        List<GcPauses.Pause> all = null;
        for (int i = 0; i < 100; i++) { // notifications come on the VM's own thread, a little later
            all = pauses.all();
            if (!all.isEmpty()) break;
            Thread.sleep(20);
        }
        long to = System.nanoTime();
        pauses.stop();
        assertFalse(all.isEmpty(), "System.gc() was notified");
        GcPauses.Pause p = all.get(0);
        assertEquals("System.gc()", p.cause);
        assertTrue(
                p.startNanos >= from - 2_000_000L && p.startNanos <= to,
                "started within the call, on nanoTime: " + (p.startNanos - from) + " ns after its start, call took "
                        + (to - from));
        Map<String, Object> m = pauses.toMetadata(from - 2_000_000L, to);
        assertTrue(((Integer) m.get("count")) + ((Integer) m.get("concurrent_cycles")) >= 1, m.toString());
        Map<String, Object> before = pauses.toMetadata(0, from - 2_000_000L);
        assertEquals(0, before.get("count"), "nothing before the phase");
    }

    @Test
    void concurrentCycleBeansAreNotPauses() {
        assertTrue(GcPauses.concurrentBean("ZGC Cycles"));
        assertTrue(GcPauses.concurrentBean("ZGC Major Cycles"));
        assertTrue(GcPauses.concurrentBean("Shenandoah Cycles"));
        assertTrue(GcPauses.concurrentBean("G1 Concurrent GC"));
        assertFalse(GcPauses.concurrentBean("ZGC Minor Pauses"));
        assertFalse(GcPauses.concurrentBean("G1 Young Generation"));
        assertFalse(GcPauses.concurrentBean("PS Scavenge"));
    }
}
