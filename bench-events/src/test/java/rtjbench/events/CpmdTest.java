package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.Config;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SubRun;
import rtjbench.core.bench.SubRuns;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.testing.SysfsFixtures;
import rtjbench.events.cpmd.Cpmd;

/** The cpmd testapp through the mini harness: what it refuses, what it skips here and why, what a run reports. */
class CpmdTest {
    private final Cpmd cpmd = new Cpmd();
    /** This machine's saved topology (L3 shared by both CPUs), without native thread control. */
    private final RunEnvironment epyc = MiniHarness.env(
            SysfsFixtures.topology(SysfsFixtures.THIS_MACHINE), ThreadControls.none("tests run without privileges"));

    private Config config(String... keyValues) {
        return MiniHarness.config(cpmd, keyValues);
    }

    @Test
    void migrateFarIsSkippedWhereEveryCpuSharesTheLastLevelCache() {
        UnsupportedHereException e = assertThrows(
                UnsupportedHereException.class, () -> cpmd.check(config("disturbance", "migrate_far"), epyc));
        assertEquals(
                "disturbance=migrate_far needs a CPU that does not share CPU 0's last-level cache (L3 32768K shared by 0-1), "
                        + "but every CPU of 0-1 shares it",
                e.getMessage());
    }

    @Test
    void migrationNeedsNativeThreadControl() {
        UnsupportedHereException e = assertThrows(
                UnsupportedHereException.class, () -> cpmd.check(config("disturbance", "migrate_shared"), epyc));
        assertTrue(
                e.getMessage()
                        .contains(
                                "moves the thread with sched_setaffinity, which needs native thread control: none: tests run without privileges"),
                e.getMessage());
    }

    @Test
    void sizesTakenFromTheCacheNeedATopology() {
        UnsupportedHereException e = assertThrows(
                UnsupportedHereException.class, () -> cpmd.check(config("disturbance", "preempt"), MiniHarness.env()));
        assertTrue(
                e.getMessage()
                        .startsWith(
                                "polluter_bytes=0 means the last-level cache, but the topology lists no data cache"),
                e.getMessage());
    }

    @Test
    void badConfigsAreRefusedWithTheReason() {
        assertRefused("cpmd runs one test thread", "no_of_threads", "2");
        assertRefused("type_of_threads=java only", "type_of_threads", "rt");
        assertRefused("priority=99 leaves none above", "scheduling_policy", "fifo", "priority", "99");
    }

    /** Buffers that cannot fit are refused at plan time by the heap they need (PointHeap): here, declared in full. */
    @Test
    void theBuffersAreDeclaredInFull() throws Exception {
        long declared = cpmd.heapNeed(config("wss", "1G", "polluter_bytes", "1G", "miss_probe_bytes", "4G"), epyc)
                .bytes();
        assertTrue(declared >= (6L << 30), declared + " B declared for 6 GB of buffers");
    }

    private void assertRefused(String why, String... keyValues) {
        ConfigException e = assertThrows(ConfigException.class, () -> cpmd.check(config(keyValues), epyc));
        assertFalse(e instanceof UnsupportedHereException, "a bad config is not a missing feature: " + e.getMessage());
        assertTrue(e.getMessage().contains(why), e.getMessage());
    }

    @Test
    void aRunReportsPassesCpmdAndBound() throws Exception {
        for (String disturbance : new String[] {"none", "preempt"}) {
            MiniHarness h = MiniHarness.run(
                    cpmd,
                    config(
                            "disturbance",
                            disturbance,
                            "wss",
                            "4K",
                            "count",
                            "20",
                            "warmup",
                            "2",
                            "polluter_bytes",
                            "256K",
                            "miss_probe_bytes",
                            "1M"),
                    epyc);
            assertEquals(20, h.samples.get(0).size(), "a pass after a job");
            Map<String, Object> facts = h.workload.results(1.0);
            @SuppressWarnings("unchecked")
            Map<String, Object> cpmdNs = (Map<String, Object>) facts.get("cpmd_ns");
            assertEquals(20, cpmdNs.get("jobs"));
            assertTrue((Double) facts.get("miss_cost_ns_per_line") > 0);
            assertEquals(
                    (Double) facts.get("miss_cost_ns_per_line") * 64,
                    (Double) facts.get("bound_ns"),
                    1.0,
                    "64 lines of 4K");
            List<SubRun> subs = ((SubRuns) h.workload).subRuns();
            assertEquals("hot", subs.get(0).folder());
            assertEquals(20, subs.get(0).perThread().get(0).size(), "a hot pass a job");
            assertEquals(disturbance, h.metadata.get("disturbance"));
            assertEquals(64L, h.metadata.get("lines"));
        }
    }
}
