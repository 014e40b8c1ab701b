package rtjbench.core.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.AllocationRate;
import rtjbench.core.args.SizeRange;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.ThreadControls;

/**
 * The load's threads for a second, on real time. How the rate is held is {@link AllocationBudgetTest}'s (a
 * scripted clock); here, what real time cannot break: the long-lived set made first, the threads paced (never
 * faster than asked; on a busy machine they get the CPU later and fall short, which the run records as a
 * warning), and stopped when stopped.
 */
class GcLoadTest {
    @Test
    void makesTheLiveSetFirstPacesItsThreadsAndStops() throws Exception {
        GcLoad load = new GcLoad(
                AllocationRate.parse("40MB/s"),
                8L << 20,
                1 / 16.0,
                SizeRange.parse("1-4K"),
                2,
                CpuList.of(),
                ThreadControls.none("test"));
        load.fillLiveSet();
        load.start();
        Thread.sleep(1_000);
        load.stop();
        Map<String, Object> m = load.toMetadata();
        assertEquals(40.0, (Double) m.get("asked_mb_per_s"), 1e-9);
        double achieved = (Double) m.get("achieved_mb_per_s");
        // each thread at most one 4K object ahead of its budget between parks
        assertTrue(achieved > 0 && achieved <= 40 * 1.05, "achieved " + achieved + " MB/s of 40 asked: " + m);
        assertEquals(8.0, (Double) m.get("live_mb"), 0.01);
        assertEquals(2, m.get("threads"));
        long after = load.allocatedBytes();
        Thread.sleep(100);
        assertEquals(after, load.allocatedBytes(), "stopped means stopped");
    }
}
