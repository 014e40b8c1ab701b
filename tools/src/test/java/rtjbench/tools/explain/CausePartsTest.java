package rtjbench.tools.explain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The causes of one window: clipped to it, one entry a kind and detail, counted once seen counted. */
class CausePartsTest {
    @Test
    void partsAreClippedToTheWindowAndOneEntryAKindAndDetail() {
        CauseParts parts = new CauseParts();
        parts.add("gc", "G1 young", new Interval("gc", "G1 young", 50, 150), 100, 200, true);
        parts.add("gc", "G1 young", new Interval("gc", "G1 young", 180, 400), 100, 200, true);
        parts.add("gc", "G1 young", new Interval("gc", "G1 young", 300, 400), 100, 200, true); // outside: nothing
        List<Cause> causes = parts.causes();
        assertEquals(1, causes.size());
        assertEquals(50 + 20, causes.get(0).durationNanos());
        assertArrayEquals(new long[] {100, 150}, causes.get(0).parts().get(0));
        assertArrayEquals(new long[] {180, 200}, causes.get(0).parts().get(1));
    }

    @Test
    void aCauseSeenOnceCountedStaysCounted() {
        CauseParts parts = new CauseParts();
        parts.add("jit", "m", new Interval("jit", "m", 0, 10), 0, 100, false);
        assertEquals(0, parts.covered(null));
        parts.add("jit", "m", new Interval("jit", "m", 20, 30), 0, 100, true);
        assertTrue(parts.causes().get(0).counted());
        assertEquals(20, parts.covered(null));
    }

    @Test
    void coveredIsTheUnionWithOneKindLeftOut() {
        CauseParts parts = new CauseParts();
        parts.add("irq", "24 virtio0", 10, 40, 0, 100);
        parts.add("task", "kworker/1:1/87", 30, 60, 0, 100);
        parts.add("stall", "on its CPU", 80, 90, 0, 100);
        assertEquals(60, parts.covered(null)); // [10, 60] and [80, 90]
        assertEquals(50, parts.covered("stall"));
    }

    @Test
    void addOutsideLeavesTheThreadsOwnTimeOut() {
        CauseParts parts = new CauseParts();
        parts.addOutside("task", "other/9", 0, 100, List.of(new long[] {20, 30}, new long[] {50, 60}), 10, 100);
        Cause c = parts.causes().get(0);
        assertEquals(10 + 20 + 40, c.durationNanos()); // [10, 20], [30, 50], [60, 100]
        assertEquals(3, c.parts().size());
    }

    @Test
    void theMainCauseIsTheLargestCounted() {
        Cause small = new Cause("irq", "x", 5, List.of(), true);
        Cause listed = new Cause("jit", "y", 50, List.of(), false);
        Cause large = new Cause("task", "z", 20, List.of(), true);
        List<Cause> sorted = CauseParts.largestFirst(new java.util.ArrayList<>(List.of(small, listed, large)));
        assertEquals(List.of(listed, large, small), sorted);
        assertSame(large, CauseParts.largestCounted(sorted));
        assertNull(CauseParts.largestCounted(List.of(listed)));
    }
}
