package rtjbench.sched.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A cluster list is held to its platform before anything is sized by it: a range to 2^31 - 1 or a count of a
 * billion clusters is refused at once, naming the number and the platform, where it once filled the heap.
 */
class ClustersBoundsTest {
    private static String refused(String text, int cpus) {
        long t0 = System.nanoTime();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Clusters.parse(text, cpus));
        assertTrue(System.nanoTime() - t0 < 1e9, text);
        return e.getMessage();
    }

    @Test
    void numbersPastThePlatformAreRefusedBeforeARangeIsSpeltOut() {
        assertEquals(
                "'2147483647' in '0-2147483647' is past the platform's 4 CPUs (CPUs 0..3, at most 4 clusters)",
                refused("0-2147483647", 4));
        assertTrue(refused("2147483647", 4096).contains("past the platform's 4096 CPUs"));
        assertTrue(refused("99999999999999999999", 4).startsWith("'99999999999999999999' in"));
        assertTrue(refused("5", 4).contains("past the platform's 4 CPUs"));
        assertTrue(refused("0-3/0-3", 4).contains("list more CPUs than the 4 there are"));
        assertTrue(refused("0-4", 4).contains("list more CPUs than the 4"));
        assertTrue(refused("0/1/2/4", 4).contains("CPU 4 of cluster 3 is not one of the CPUs 0..3"));
        assertTrue(refused("3", 4).contains("3 clusters cannot split 4 CPUs equally"));
    }

    @Test
    void theLargestPlatformParses() {
        Clusters c = Clusters.parse("0-2047/2048-4095", 4096);
        assertEquals(2, c.count());
        assertEquals(2048, c.size(1));
        assertEquals(4096, Clusters.parse("4096", 4096).count());
    }
}
