package rtjbench.core.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.AllocationRate;
import rtjbench.core.args.SizeRange;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.ThreadControls;

class GcLoadTest {
    @Test
    void holdsTheAskedRateAndMakesTheLiveSetFirst() throws Exception {
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
        assertTrue(Math.abs(achieved - 40) <= 4, "achieved " + achieved + " MB/s of 40 asked: " + m);
        assertEquals(8.0, (Double) m.get("live_mb"), 0.01);
        assertEquals(2, m.get("threads"));
        long after = load.allocatedBytes();
        Thread.sleep(100);
        assertEquals(after, load.allocatedBytes(), "stopped means stopped");
    }
}
