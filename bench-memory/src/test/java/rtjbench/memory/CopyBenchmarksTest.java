package rtjbench.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.core.testing.SysfsFixtures;
import rtjbench.core.topology.CpuTopology;

class CopyBenchmarksTest {
    @Test
    void copyCopiesTheWholeSource() {
        byte[] src = {1, 2, 3, 4, 5};
        ArrayCopy.Copy copy = new ArrayCopy.Copy(src, new byte[5]);
        copy.operate();
        assertArrayEquals(src, copy.destination());
    }

    @Test
    void arraycopyReportsLatencyAndCostPerByte() throws Exception {
        ArrayCopy b = new ArrayCopy();
        Drive.Run r = Drive.run(
                b,
                Drive.config(b, "copysize", "4K", "count", "300", "warmup", "50", "no_of_threads", "2"),
                Drive.env(SysfsFixtures.THIS_MACHINE, false));
        assertNull(r.failure);
        assertEquals(300, r.samples[1].size());
        double p50 = (Double) r.results.get("latency_p50_ns");
        assertTrue(p50 > 0);
        assertEquals(p50 / 4096, (Double) r.results.get("cost_per_byte_ns"), p50 / 4096 * 0.01);
    }

    @Test
    void placementOnThisMachineFallsBackToTheSharedL3() {
        CpuTopology t = SysfsFixtures.topology(SysfsFixtures.THIS_MACHINE);
        SharedCachePlacement p = SharedCachePlacement.choose(t, t.onlineCpus(), 2);
        assertEquals(3, p.level);
        assertEquals(CpuList.parse("0-1"), p.cpus);
        assertEquals(32L << 20, p.cacheBytes);
        assertTrue(p.note.contains("no two of CPUs 0-1 share an L2") && p.note.contains("using L3"), p.note);
    }

    @Test
    void placementOnTheSeedsXeonUsesAnL2Pair() {
        CpuTopology t = SysfsFixtures.topology(SysfsFixtures.XEON_E5405);
        SharedCachePlacement p = SharedCachePlacement.choose(t, t.onlineCpus(), 2);
        assertEquals(2, p.level);
        assertEquals(CpuList.parse("0,2"), p.cpus);
        assertEquals(6144L << 10, p.cacheBytes);
        assertNull(p.note);
        // Restricted to CPUs 1,3,5 the pair 1,3 is what shares.
        assertEquals(CpuList.parse("1,3"), SharedCachePlacement.choose(t, CpuList.parse("1,3,5"), 2).cpus);
        // No L3 there: the nearest shared level is L2, and the note says the L3 is missing.
        SharedCachePlacement l3 = SharedCachePlacement.choose(t, t.onlineCpus(), 3);
        assertEquals(2, l3.level);
        assertTrue(l3.note.contains("no L3"), l3.note);
        // Only CPUs that share nothing: no placement.
        assertNull(SharedCachePlacement.choose(t, CpuList.parse("0,1"), 2));
    }

    @Test
    void placementOnAnSmtMachineUsesSiblings() {
        CpuTopology t = SysfsFixtures.topology(SysfsFixtures.SMT_16);
        assertEquals(CpuList.parse("0,8"), SharedCachePlacement.choose(t, t.onlineCpus(), 2).cpus);
        assertEquals(16, SharedCachePlacement.choose(t, t.onlineCpus(), 3).cpus.size());
    }

    @Test
    void sharedcacheSaysWhatItUsedOrRefusesWhenAskedTo() throws Exception {
        SharedCache b = new SharedCache();
        RunEnvironment env = Drive.env(SysfsFixtures.THIS_MACHINE, false);
        ConfigException e =
                assertThrows(ConfigException.class, () -> b.check(Drive.config(b, "cache_fallback", "false"), env));
        assertTrue(e.getMessage().contains("cache_level=3 would use"), e.getMessage());
        // 1/1024 of the 32 MB L3 = 32 KB shared, threads placed on the L3's CPUs.
        Drive.Run r = Drive.run(
                b, Drive.config(b, "fraction", "1/1024", "count", "100", "warmup", "10", "no_of_threads", "2"), env);
        assertNull(r.failure);
        assertEquals(32768, r.results.get("shared_bytes"));
        assertEquals(3, r.results.get("cache_level"));
        assertNotNull(r.results.get("cache_level_note"));
        assertEquals(CpuList.of(1), r.workload.placement(1));
        assertTrue((Double) r.results.get("cost_per_byte_ns") > 0);
    }

    @Test
    void sharedcacheTakesAFixedSizeThatDoesNotFollowTheCache() throws Exception {
        SharedCache b = new SharedCache();
        RunEnvironment env = Drive.env(SysfsFixtures.THIS_MACHINE, false);
        Drive.Run r = Drive.run(
                b,
                Drive.config(
                        b, "source_size", "48K", "fraction", "2", "count", "50", "warmup", "10", "no_of_threads", "2"),
                env);
        assertNull(r.failure);
        assertEquals(49152, r.results.get("shared_bytes"), "source_size, whatever fraction says");
        assertEquals(49152.0 / (32 << 20), (Double) r.results.get("fraction"), 1e-12);
        assertTrue(String.valueOf(r.results.get("sized_by")).startsWith("source_size"));
    }
}
