package rtjbench.sched.partition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

class PartitionerTest {
    /** Utilisations in tenths: a 0.5, b 0.2, c 0.4, d 0.3, e 0.6 (periods of 10, WCETs in units). */
    private static TaskSet tenths(long... wcets) {
        List<Task> tasks = new ArrayList<>();
        for (int i = 0; i < wcets.length; i++) {
            tasks.add(Task.implicit(String.valueOf((char) ('a' + i)), 10, wcets[i]));
        }
        return new TaskSet(tasks);
    }

    private static String place(Heuristic h, TaskSet s, int cpus) {
        return Partitioner.edf(h).partition(s, cpus).toString();
    }

    /**
     * Decreasing order e .6, a .5, c .4, d .3, b .2 on 3 CPUs. FFD: e→0, a→1, c→0 (1.0), d→1 (.8), b→1 (1.0).
     * NFD: e→0, a→1 (0 cannot take it and is never revisited), c→1 (.9), d→2, b→2. BFD: e→0, a→1, c→0 (the
     * fuller of the two that fit), d→1, b→1. WFD: e→0, a→1, c→2, d→2 (.7, the emptiest), b→1 (.7).
     */
    @Test
    void eachHeuristicPlacesAsWorkedByHand() {
        TaskSet s = tenths(5, 2, 4, 3, 6);
        assertEquals("cpu 0: c e; cpu 1: a b d; cpu 2:", place(Heuristic.FIRST_FIT, s, 3));
        assertEquals(0, Partitioner.edf(Heuristic.FIRST_FIT).partition(s, 3).cpuOf(2));
        assertEquals("cpu 0: e; cpu 1: a c; cpu 2: b d", place(Heuristic.NEXT_FIT, s, 3));
        assertEquals("cpu 0: c e; cpu 1: a b d; cpu 2:", place(Heuristic.BEST_FIT, s, 3));
        assertEquals("cpu 0: e; cpu 1: a b; cpu 2: c d", place(Heuristic.WORST_FIT, s, 3));
    }

    /** Seed 004 §3: five tasks of utilisation 0.51 fit on no four CPUs; the fifth is named. */
    @Test
    void fiveTasksOfHalfAndABitDoNotFitOnFourCpus() {
        List<Task> tasks = new ArrayList<>();
        for (int i = 1; i <= 5; i++) tasks.add(Task.implicit("t" + i, 100, 51));
        TaskSet s = new TaskSet(tasks);
        for (Heuristic h : Heuristic.values()) {
            Partition p = Partitioner.edf(h).partition(s, 4);
            assertFalse(p.complete(), h.name());
            assertEquals(4, p.unplacedTask(), h.name());
            assertThrows(IllegalStateException.class, p::assigned);
            assertTrue(Partitioner.edf(h).partition(s, 5).complete());
        }
    }

    @Test
    void aCompletePartitionGivesEachTaskItsCpu() {
        TaskSet s = tenths(5, 2, 4, 3, 6);
        Partition p = Partitioner.edf(Heuristic.WORST_FIT).partition(s, 3);
        TaskSet assigned = p.assigned();
        for (int i = 0; i < s.size(); i++) {
            assertEquals(p.cpuOf(i), assigned.get(i).cpu());
        }
    }

    /**
     * Fixed priority admits by response times, not utilisation: (T, C) = (4, 2) and (6, 3) have U = 1 but the
     * second's response is 2 + 3 + 2 = 7 &gt; 6, so they go apart; EDF keeps them together.
     */
    @Test
    void fixedPriorityAdmitsByResponseTime() {
        TaskSet s = TaskSet.of(Task.implicit("a", 4, 2), Task.implicit("b", 6, 3));
        assertEquals(
                "cpu 0: a; cpu 1: b",
                Partitioner.fixedPriority(Heuristic.FIRST_FIT).partition(s, 2).toString());
        assertEquals(
                "cpu 0: a b; cpu 1:",
                Partitioner.edf(Heuristic.FIRST_FIT).partition(s, 2).toString());
    }

    @Test
    void equalUtilisationsKeepTheSetsOrder() {
        TaskSet s = TaskSet.of(Task.implicit("x", 20, 10), Task.implicit("y", 10, 5), Task.implicit("z", 4, 2));
        assertEquals("cpu 0: x y; cpu 1: z", place(Heuristic.FIRST_FIT, s, 2));
    }
}
