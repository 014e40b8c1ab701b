package rtjbench.sched.supply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

class PauseTraceTest {
    private static final long US = 1_000;
    private static final long MS = 1_000_000;

    private static PauseTrace trace(long length, long... startAndDuration) {
        long[] s = new long[startAndDuration.length / 2];
        long[] d = new long[s.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = startAndDuration[2 * i];
            d[i] = startAndDuration[2 * i + 1];
        }
        return new PauseTrace(length, s, d);
    }

    @Test
    void onePause() {
        PauseTrace t = trace(10 * MS, 2 * MS, 1 * MS);
        assertEquals(0, t.minAvailable(500 * US), "a window inside the pause is all pause");
        assertEquals(0, t.minAvailable(1 * MS), "a window the pause fills");
        assertEquals(1 * MS, t.minAvailable(2 * MS), "a window twice the pause: half of it at best");
        assertEquals(0.5, t.mmu(2 * MS));
        assertEquals(9 * MS, t.minAvailable(10 * MS), "the whole trace");
        assertEquals(1 * MS, t.pausedTotal());
    }

    @Test
    void twoPausesCloserThanTheWindowCountTogether() {
        // 1-2 ms and 2.5-3.5 ms: a 3 ms window holds both (2 ms of pause), a 2 ms window 1.5 ms at most
        PauseTrace t = trace(10 * MS, 1 * MS, 1 * MS, 2500 * US, 1 * MS);
        assertEquals(2 * MS, t.maxPaused(3 * MS));
        assertEquals(1 * MS, t.minAvailable(3 * MS));
        assertEquals(1500 * US, t.maxPaused(2 * MS));
        assertEquals(500 * US, t.minAvailable(2 * MS));
        assertEquals(1 * MS, t.maxPaused(1 * MS), "a window no longer than a pause: that pause");
    }

    @Test
    void pausesAtTheTraceEdges() {
        PauseTrace t = trace(10 * MS, 0, 1 * MS, 9 * MS, 1 * MS);
        assertEquals(0, t.minAvailable(1 * MS));
        assertEquals(1 * MS, t.minAvailable(2 * MS), "a window can start where the trace does");
        assertEquals(8 * MS, t.minAvailable(9500 * US), "both edge pauses in part: 1.5 ms at most");
        assertEquals(8 * MS, t.minAvailable(10 * MS));
    }

    @Test
    void overlappingAndTouchingPausesAreOne() {
        PauseTrace t = trace(10 * MS, 1 * MS, 2 * MS, 2 * MS, 2 * MS, 4 * MS, 1 * MS);
        assertEquals(1, t.pauses());
        assertEquals(4 * MS, t.pausedTotal());
        assertEquals(0, t.minAvailable(4 * MS));
    }

    @Test
    void noPauseLeavesEveryWindowWhole() {
        PauseTrace t = trace(5 * MS);
        assertEquals(100 * US, t.minAvailable(100 * US));
        assertEquals(1.0, t.mmu(5 * MS));
    }

    /**
     * Against a scan of every whole-nanosecond window position on small traces: the paused time is piecewise
     * linear between integer positions (every edge is a whole nanosecond), so the scan's maximum is the true one.
     */
    @Test
    void agreesWithAScanOfEveryPositionOnRandomTraces() {
        Random rnd = new Random(20261126);
        for (int round = 0; round < 400; round++) {
            int length = 50 + rnd.nextInt(400);
            int n = rnd.nextInt(8);
            long[] s = new long[n];
            long[] d = new long[n];
            for (int i = 0; i < n; i++) {
                d[i] = rnd.nextInt(30);
                s[i] = rnd.nextInt((int) (length - d[i] + 1));
            }
            PauseTrace t = new PauseTrace(length, s, d);
            boolean[] paused = new boolean[length];
            for (int i = 0; i < n; i++) {
                for (long x = s[i]; x < s[i] + d[i]; x++) {
                    paused[(int) x] = true;
                }
            }
            for (int w = 1; w <= length; w += 1 + rnd.nextInt(7)) {
                long most = 0;
                for (int start = 0; start + w <= length; start++) {
                    long p = 0;
                    for (int x = start; x < start + w; x++) {
                        p += paused[x] ? 1 : 0;
                    }
                    most = Math.max(most, p);
                }
                assertEquals(most, t.maxPaused(w), "round " + round + ", window " + w);
            }
        }
    }

    @Test
    void badTracesAndWindowsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> trace(0));
        assertThrows(IllegalArgumentException.class, () -> trace(10 * MS, 9 * MS, 2 * MS));
        assertThrows(IllegalArgumentException.class, () -> trace(10 * MS, -1, 1));
        assertThrows(IllegalArgumentException.class, () -> trace(10 * MS, 1, -1));
        PauseTrace t = trace(10 * MS, 2 * MS, 1 * MS);
        assertThrows(IllegalArgumentException.class, () -> t.maxPaused(11 * MS));
        assertThrows(IllegalArgumentException.class, () -> t.maxPaused(0));
    }
}
