package rtjbench.core.rtsj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import javax.realtime.ImmortalMemory;
import javax.realtime.NoHeapRealtimeThread;
import javax.realtime.PriorityParameters;
import javax.realtime.RealtimeThread;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.Config;
import rtjbench.core.bench.RtsjThreads;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.testing.StandIns;

/** The rt/nh factories and the memory area adapters, driven through the javax.realtime stand-in. */
@Tag(StandIns.TAG)
class RealtimeThreadsAndAreasTest {
    private final RtsjDetection rtsj = RtsjDetection.detect();
    private final MemoryAreas areas = new MemoryAreas(rtsj);

    private TestThreadFactory factory(String kind) {
        Map<String, TestThreadFactory> f = new LinkedHashMap<>();
        RtsjThreads.register(rtsj, f, new LinkedHashMap<String, String>());
        return f.get(kind);
    }

    /** Runs {@code body} in a thread of {@code kind} starting in {@code area}; rethrows what it threw. */
    private static void runIn(TestThreadFactory factory, Config config, TestMemoryArea area, Runnable body)
            throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = factory.newThread(
                "t",
                () -> {
                    try {
                        body.run();
                    } catch (Throwable e) {
                        failure.set(e);
                    }
                },
                config,
                area);
        t.start();
        t.join(10_000);
        if (failure.get() instanceof Error) throw (Error) failure.get();
        if (failure.get() != null) throw (Exception) failure.get();
    }

    @Test
    void rtThreadsGetPriorityFromTheArgsAndTheirInitialArea() throws Exception {
        Config config = RtsjDetectionTest.config("priority", "42");
        TestMemoryArea immortal = areas.create(MemoryKind.IMMORTAL, 0);
        Thread t = factory("rt").newThread("rt-0", () -> {}, config, immortal);
        RealtimeThread rt = assertInstanceOf(RealtimeThread.class, t);
        assertEquals(42, ((PriorityParameters) rt.getSchedulingParameters()).getPriority());
        assertSame(ImmortalMemory.instance(), rt.getMemoryArea());
        assertTrue(t.isDaemon());
        assertEquals("rt-0", t.getName());
    }

    @Test
    void nhThreadsNeverStartInTheHeap() {
        Thread t = factory("nh").newThread("nh-0", () -> {}, RtsjDetectionTest.config(), null);
        NoHeapRealtimeThread nh = assertInstanceOf(NoHeapRealtimeThread.class, t);
        assertSame(ImmortalMemory.instance(), nh.getMemoryArea());
    }

    @Test
    void priorityOutsideTheSchedulerRangeIsRefusedBeforeTheRun() {
        // Config.with checks a value as the args-file parser does, so 100 never reaches the thread factory's check
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> RtsjDetectionTest.config("priority", "99").with(rtjbench.core.args.CommonArgs.PRIORITY, 100L));
        assertTrue(e.getMessage().contains("100") && e.getMessage().contains("from 1 to 99"), e.getMessage());
    }

    @Test
    void scopedAreasUseTheLayoutTheVmHas() throws Exception {
        assertEquals(
                StandIns.is20() ? "javax.realtime.memory.LTMemory" : "javax.realtime.LTMemory",
                areas.create(MemoryKind.LT, 4096).implementation());
        assertEquals(
                "javax.realtime.VTMemory", areas.create(MemoryKind.VT, 4096).implementation());
        assertEquals(
                "javax.realtime.ImmortalMemory",
                areas.create(MemoryKind.IMMORTAL, 0).implementation());
        assertEquals("java heap", areas.create(MemoryKind.HEAP, 0).implementation());
        assertNull(areas.create(MemoryKind.HEAP, 0).rtsjArea());
    }

    @Test
    void scopeAccountsAllocationsAndIsReclaimedWhenLeft() throws Exception {
        for (MemoryKind kind : new MemoryKind[] {MemoryKind.LT, MemoryKind.VT}) {
            TestMemoryArea scope = areas.create(kind, 1 << 20);
            AtomicLong inside = new AtomicLong();
            runIn(
                    factory("rt"),
                    RtsjDetectionTest.config(),
                    null,
                    () -> scope.enter(() -> {
                        byte[] b = null;
                        for (int i = 0; i < 10; i++) {
                            b = new byte[10_000];
                        }
                        scope.keep(b);
                        inside.set(scope.consumed());
                    }));
            assertTrue(inside.get() >= 100_000, kind + ": consumed inside " + inside.get());
            assertEquals(0, scope.consumed(), kind + ": reclaimed after the last thread left");
            assertEquals(1 << 20, scope.remaining());
        }
    }

    @Test
    void overfillingAScopeThrowsOutOfMemoryError() throws Exception {
        TestMemoryArea scope = areas.create(MemoryKind.LT, 64 * 1024);
        OutOfMemoryError e = assertThrows(
                OutOfMemoryError.class,
                () -> runIn(
                        factory("rt"),
                        RtsjDetectionTest.config(),
                        null,
                        () -> scope.enter(() -> {
                            for (int i = 0; i < 10; i++) {
                                scope.keep(new byte[16 * 1024]);
                            }
                        })));
        assertTrue(e.getMessage().contains("65536"), e.getMessage());
    }

    @Test
    void javaThreadsMayNotEnterScopedMemory() throws Exception {
        TestMemoryArea scope = areas.create(MemoryKind.LT, 4096);
        assertThrows(IllegalThreadStateException.class, () -> scope.enter(() -> {}));
    }

    @Test
    void immortalIsNeverReclaimed() throws Exception {
        TestMemoryArea immortal = areas.create(MemoryKind.IMMORTAL, 0);
        long before = immortal.consumed();
        runIn(factory("rt"), RtsjDetectionTest.config(), immortal, () -> immortal.keep(new byte[50_000]));
        assertTrue(immortal.consumed() - before >= 50_000, "immortal kept " + (immortal.consumed() - before));
    }
}
