package rtjbench.locking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.testing.TestEnvironment;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;

/** Which CPUs each half gets, on topologies built by hand: the seed's Xeon (pairs sharing L2) and this VM. */
class CacheAwareSpinLockPlanTest {
    /** 8 CPUs, L2 shared by pairs {0,2} {1,3} {4,6} {5,7}, no L3: like the seed's Xeon E5405 numbering. */
    static CpuTopology xeon() {
        int[][] pairs = {{0, 2}, {1, 3}, {4, 6}, {5, 7}};
        Map<Integer, List<Cache>> caches = new LinkedHashMap<>();
        for (int[] p : pairs) {
            for (int cpu : p) {
                List<Cache> c = new ArrayList<>();
                c.add(new Cache(1, "Data", 32 << 10, 64, CpuList.of(cpu)));
                c.add(new Cache(2, "Unified", 6 << 20, 64, CpuList.of(p)));
                caches.put(cpu, c);
            }
        }
        return new CpuTopology("xeon-like", CpuList.parse("0-7"), caches);
    }

    /** This machine: 2 CPUs, own L2 each, one shared L3. */
    static CpuTopology twoCpusSharedL3() {
        Map<Integer, List<Cache>> caches = new LinkedHashMap<>();
        for (int cpu = 0; cpu < 2; cpu++) {
            List<Cache> c = new ArrayList<>();
            c.add(new Cache(1, "Data", 32 << 10, 64, CpuList.of(cpu)));
            c.add(new Cache(2, "Unified", 512 << 10, 64, CpuList.of(cpu)));
            c.add(new Cache(3, "Unified", 32 << 20, 64, CpuList.parse("0-1")));
            caches.put(cpu, c);
        }
        return new CpuTopology("epyc-vm", CpuList.parse("0-1"), caches);
    }

    static RunEnvironment env(CpuTopology t) {
        return TestEnvironment.on(t).control(ThreadControls.detect()).build();
    }

    static Config config(String... nameValues) {
        Map<String, String> texts = new HashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            texts.put(nameValues[i], nameValues[i + 1]);
        }
        List<ArgSpec<?>> specs = CommonArgs.with(new CacheAwareSpinLock().arguments());
        return Config.of("spinlock", specs, texts);
    }

    @Test
    void autoOnTheXeonTakesAnL2PairAndTwoCpusFromOtherPairs() throws ConfigException {
        CacheAwareSpinLock.Plan p = CacheAwareSpinLock.plan(config("no_of_threads", "4"), env(xeon()));
        assertEquals(2, p.sets.level());
        assertEquals(CpuList.of(0, 2), p.sets.aware());
        assertEquals(CpuList.of(1, 4), p.sets.other());
        assertTrue(p.sets.awareShares());
        assertTrue(p.sets.otherSharesNone());
        assertEquals(CpuList.of(0), p.placement(0));
        assertEquals(CpuList.of(2), p.placement(1));
        assertEquals(CpuList.of(1), p.placement(2));
        assertEquals(CpuList.of(4), p.placement(3));
        assertTrue(p.isAware(1));
        assertFalse(p.isAware(2));
        assertTrue(p.notes.isEmpty(), p.notes.toString());
    }

    @Test
    void theSeedsPairsAreTakenAsGivenAndJudged() throws ConfigException {
        CacheAwareSpinLock.Plan p =
                CacheAwareSpinLock.plan(config("no_of_threads", "4", "cpu_pairs", "0,2/1,5"), env(xeon()));
        assertTrue(p.sets.awareShares());
        assertTrue(p.sets.otherSharesNone());
        // {1,3} share an L2 on this layout: as the aware set that is right, {0,4} are apart.
        p = CacheAwareSpinLock.plan(config("no_of_threads", "4", "cpu_pairs", "1,3/0,4"), env(xeon()));
        assertTrue(p.sets.awareShares());
        assertTrue(p.sets.otherSharesNone());
        // A wrong pair runs as asked, with a note saying what the topology says.
        p = CacheAwareSpinLock.plan(config("no_of_threads", "4", "cpu_pairs", "0,1/2,6"), env(xeon()));
        assertFalse(p.sets.awareShares());
        assertFalse(p.sets.otherSharesNone());
        assertEquals(2, p.notes.size(), p.notes.toString());
    }

    @Test
    void onThisVmAutoFallsBackToL3AndRunsOnlyTheAwareHalf() throws ConfigException {
        CacheAwareSpinLock.Plan p = CacheAwareSpinLock.plan(config("no_of_threads", "4"), env(twoCpusSharedL3()));
        assertEquals(2, p.sets.requestedLevel());
        assertEquals(3, p.sets.level());
        assertEquals(CpuList.of(0, 1), p.sets.aware());
        assertTrue(p.sets.other().isEmpty());
        assertEquals(2, p.awareThreads);
        assertEquals(2, p.otherThreads);
        assertTrue(p.runs(0) && p.runs(1));
        assertFalse(p.runs(2) || p.runs(3));
        assertEquals(CpuList.of(0), p.placement(0));
        assertEquals(CpuList.of(1), p.placement(1));
        assertTrue(
                String.join(" ", p.notes).contains("only the cache-aware half runs, threads 2-3 record nothing"),
                p.notes.toString());
    }

    @Test
    void seedPairsThatNameMissingCpusAreUnsupportedHere() {
        UnsupportedHereException e = assertThrows(
                UnsupportedHereException.class,
                () -> CacheAwareSpinLock.plan(
                        config("no_of_threads", "4", "cpu_pairs", "0,2/1,5"), env(twoCpusSharedL3())));
        assertTrue(e.getMessage().contains("CPU 2,5"), e.getMessage());
    }

    @Test
    void oneThreadIsRefused() {
        ConfigException e = assertThrows(
                ConfigException.class, () -> CacheAwareSpinLock.plan(config("no_of_threads", "1"), env(xeon())));
        assertTrue(e.getMessage().contains("no_of_threads=1"), e.getMessage());
    }

    @Test
    void pairsParseAndPrintBack() {
        assertEquals("0,2/1,5", CpuSetPair.parse(" 0,2/1,5 ").toString());
        assertEquals("0-1/", CpuSetPair.parse("0,1/").toString());
        assertTrue(CpuSetPair.parse("AUTO").isAuto());
        IllegalArgumentException both = assertThrows(IllegalArgumentException.class, () -> CpuSetPair.parse("0,2/2,5"));
        assertTrue(both.getMessage().contains("CPU 2 is in both sets"), both.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CpuSetPair.parse("0,2"));
        assertThrows(IllegalArgumentException.class, () -> CpuSetPair.parse("/"));
        assertThrows(IllegalArgumentException.class, () -> CpuSetPair.parse("0/1/2"));
    }
}
