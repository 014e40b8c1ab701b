package rtjbench.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.Config;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.rtsj.MemoryKind;
import rtjbench.core.rtsj.TestMemoryArea;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.testing.StandIns;
import rtjbench.core.testing.SysfsFixtures;

/** memalloc in every memory type, RTSJ ones through the javax.realtime stand-in (each shape). */
@Tag(StandIns.TAG)
class MemAllocTest {
    private final MemAlloc memalloc = new MemAlloc();
    private final RunEnvironment rtsj = Drive.env(SysfsFixtures.THIS_MACHINE, true);
    private final RunEnvironment plain = Drive.env(SysfsFixtures.THIS_MACHINE, false);

    private Drive.Run run(String... kv) throws Exception {
        Drive.Run r = Drive.run(memalloc, Drive.config(memalloc, kv), rtsj);
        if (r.failure instanceof Error) throw (Error) r.failure;
        if (r.failure != null) throw (Exception) r.failure;
        return r;
    }

    @Test
    void scopedMemoryIsReenteredAsItFillsAndEverySampleIsKept() throws Exception {
        for (String[] kind : new String[][] {{"LT", "rt"}, {"VT", "nh"}}) {
            Drive.Run r = run(
                    "memtype",
                    kind[0],
                    "type_of_threads",
                    kind[1],
                    "no_of_threads",
                    "2",
                    "memsize",
                    "64K",
                    "allocsize",
                    "1K",
                    "count",
                    "500",
                    "warmup",
                    "100",
                    "instr_load",
                    "0");
            for (int t = 0; t < 2; t++) {
                assertEquals(500, r.samples[t].size(), kind[0] + " thread " + t);
            }
            long entries = (Long) r.results.get("scope_entries");
            // 600 allocations of >= 1 KB in 64 KB scopes: at least 10 entries a thread.
            assertTrue(entries >= 2 * 10, kind[0] + ": only " + entries + " scope entries");
            String lt = StandIns.is20() ? "javax.realtime.memory.LTMemory" : "javax.realtime.LTMemory";
            assertEquals(kind[0].equals("LT") ? lt : "javax.realtime.VTMemory", r.results.get("memory_class"));
        }
    }

    @Test
    void immortalAllocationsAreChargedAndNeverReclaimed() throws Exception {
        TestMemoryArea immortal = rtsj.memoryAreas().create(MemoryKind.IMMORTAL, 0);
        long before = immortal.consumed();
        Drive.Run r = run(
                "memtype",
                "immortal",
                "type_of_threads",
                "rt",
                "allocsize",
                "2K",
                "count",
                "300",
                "warmup",
                "0",
                "instr_load",
                "0");
        assertEquals(300, r.samples[0].size());
        long grew = immortal.consumed() - before;
        assertTrue(grew >= 300 * 2048, "immortal grew by " + grew);
        assertTrue(r.workload.initialMemoryArea(0).rtsjArea() instanceof javax.realtime.ImmortalMemory);
    }

    @Test
    void heapRunsOnJavaAndRtThreads() throws Exception {
        assertEquals(
                200,
                run("memtype", "heap", "allocsize", "100", "count", "200", "warmup", "10")
                        .samples[0]
                        .size());
        Drive.Run rt =
                run("memtype", "heap", "type_of_threads", "rt", "allocsize", "100", "count", "200", "warmup", "10");
        assertEquals(200, rt.samples[0].size());
        assertNull(rt.workload.initialMemoryArea(0));
    }

    @Test
    void overflowChecksNameTheNumbers() {
        ConfigException scope = assertThrows(
                ConfigException.class,
                () -> memalloc.check(
                        Drive.config(
                                memalloc,
                                "memtype",
                                "LT",
                                "type_of_threads",
                                "rt",
                                "memsize",
                                "32K",
                                "allocsize",
                                "64K"),
                        rtsj));
        assertTrue(
                scope.getMessage().contains("allocsize=64K")
                        && scope.getMessage().contains("memsize=32K"),
                scope.getMessage());
        ConfigException immortal = assertThrows(
                ConfigException.class,
                () -> memalloc.check(
                        Drive.config(
                                memalloc,
                                "memtype",
                                "immortal",
                                "type_of_threads",
                                "rt",
                                "no_of_threads",
                                "4",
                                "count",
                                "1000000",
                                "warmup",
                                "1000",
                                "allocsize",
                                "1K"),
                        rtsj));
        assertTrue(
                immortal.getMessage().contains("4 threads x 1001000 iterations")
                        && immortal.getMessage().contains("never reclaimed"),
                immortal.getMessage());
        ConfigException auto = assertThrows(
                ConfigException.class,
                () -> memalloc.check(
                        Drive.config(memalloc, "memtype", "immortal", "type_of_threads", "rt", "allocsize", "1K"),
                        rtsj));
        assertTrue(auto.getMessage().contains("needs warmup as a count, not 'auto'"), auto.getMessage());
    }

    @Test
    void rtsjMemoryNeedsRealtimeThreadsAndNoHeapThreadsNoHeap() {
        assertTrue(assertThrows(
                        ConfigException.class, () -> memalloc.check(Drive.config(memalloc, "memtype", "LT"), rtsj))
                .getMessage()
                .contains("type_of_threads=rt or nh"));
        assertTrue(assertThrows(
                        ConfigException.class,
                        () -> memalloc.check(Drive.config(memalloc, "memtype", "heap", "type_of_threads", "nh"), rtsj))
                .getMessage()
                .contains("NoHeapRealtimeThread"));
    }

    @Test
    void withoutRtsjTheVmIsNamed() {
        for (String type : new String[] {"LT", "VT", "immortal"}) {
            Config c = Drive.config(memalloc, "memtype", type, "type_of_threads", "rt");
            UnsupportedHereException e = assertThrows(UnsupportedHereException.class, () -> memalloc.check(c, plain));
            assertTrue(
                    e.getMessage().contains("this VM lacks RTSJ: " + System.getProperty("java.vm.name")),
                    e.getMessage());
        }
    }
}
