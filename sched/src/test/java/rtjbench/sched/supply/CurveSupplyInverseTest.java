package rtjbench.sched.supply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The MMU supply's own inverse finds what the generic search over {@code least} finds, at every demand. */
class CurveSupplyInverseTest {
    @Test
    void theDirectInverseMatchesTheSearch() {
        Random r = new Random(9);
        for (int c = 0; c < 300; c++) {
            int n = 1 + r.nextInt(8);
            long[] windows = new long[n];
            long[] available = new long[n];
            long w = 0;
            long pause = 0;
            long avail = 0;
            for (int i = 0; i < n; i++) {
                long step = 1 + r.nextInt(50);
                w += step;
                // Pause time and mutator time both grow (or stay) with the window, and add up to it.
                long morePause = r.nextInt((int) step + 1);
                pause += morePause;
                avail += step - morePause;
                windows[i] = w;
                available[i] = avail;
            }
            Supply curve = new MmuCurve(windows, available).supply();
            Supply searched = curve::least;
            for (long d = 0; d < 6 * w + 10; d++) {
                assertEquals(searched.earliest(d), curve.earliest(d), "curve " + c + " demand " + d);
            }
        }
    }
}
