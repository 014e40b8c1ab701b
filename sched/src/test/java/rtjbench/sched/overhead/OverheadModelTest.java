package rtjbench.sched.overhead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OverheadModelTest {
    static final Provenance HAND = Provenance.note("test figures");

    static FigureTable table(Figure f, long... keyAndNs) {
        FigureTable.Row[] rows = new FigureTable.Row[keyAndNs.length / 2];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new FigureTable.Row(keyAndNs[2 * i], keyAndNs[2 * i + 1], HAND);
        }
        return new FigureTable(f, Arrays.asList(rows));
    }

    /** context switch, release latency, both CPMDs and the cross-CPU wake-up measured; release and schedule missing. */
    static OverheadModel model() {
        Map<Figure, FigureTable> t = new EnumMap<>(Figure.class);
        t.put(Figure.CONTEXT_SWITCH, table(Figure.CONTEXT_SWITCH, 2, 3_000, 4, 4_000));
        t.put(Figure.RELEASE_LATENCY, table(Figure.RELEASE_LATENCY, 1, 50_000, 8, 90_000));
        t.put(Figure.CPMD_PREEMPTION, table(Figure.CPMD_PREEMPTION, 4096, 1_000, 16384, 10_000));
        t.put(Figure.CPMD_MIGRATION, table(Figure.CPMD_MIGRATION, 4096, 500, 16384, 20_000));
        t.put(Figure.CROSS_CPU_WAKEUP, table(Figure.CROSS_CPU_WAKEUP, 1, 30_000));
        Map<Figure, String> missing = new EnumMap<>(Figure.class);
        missing.put(Figure.RELEASE, "not measurable apart");
        missing.put(Figure.SCHEDULE, "in the context switch");
        return new OverheadModel("test", "max", t, missing, Collections.<String>emptyList());
    }

    @Test
    void theNextSmallerMeasuredCountIsCharged() {
        FigureTable t = table(Figure.RELEASE_LATENCY, 15, 150, 25, 250, 1, 10);
        assertEquals(150, t.forTasks(20).ns(), "seed 004's example: 20 tasks get the figure for 15");
        assertEquals(250, t.forTasks(25).ns());
        assertEquals(250, t.forTasks(1000).ns(), "above the largest: the largest");
        assertEquals(10, t.forTasks(14).ns());
        FigureTable from4 = table(Figure.CONTEXT_SWITCH, 4, 40, 8, 80);
        assertEquals(40, from4.forTasks(2).ns(), "below the smallest: the smallest");
    }

    @Test
    void theNextLargerMeasuredWorkingSetIsCharged() {
        FigureTable t = table(Figure.CPMD_PREEMPTION, 4096, 1, 16384, 2, 65536, 3);
        assertEquals(1, t.forWss(0).ns());
        assertEquals(1, t.forWss(4096).ns());
        assertEquals(2, t.forWss(4097).ns());
        assertEquals(3, t.forWss(65536).ns());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.forWss(65537));
        assertTrue(e.getMessage().contains("65536"), e.getMessage());
    }

    @Test
    void aTableRefusesTwoRowsForOneKeyANegativeFigureAndNoRows() {
        assertThrows(IllegalArgumentException.class, () -> table(Figure.CONTEXT_SWITCH, 2, 1, 2, 3));
        assertThrows(IllegalArgumentException.class, () -> table(Figure.CONTEXT_SWITCH, 2, -1));
        assertThrows(IllegalArgumentException.class, () -> table(Figure.CONTEXT_SWITCH, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> table(Figure.CONTEXT_SWITCH));
    }

    @Test
    void theModelAnswersFromItsTablesAndNamesWhatItLacks() {
        OverheadModel m = model();
        assertEquals(4_000, m.contextSwitch(6));
        assertEquals(3_000, m.contextSwitch(1));
        assertEquals(50_000, m.releaseLatency(7));
        assertEquals(0, m.release(10));
        assertEquals(0, m.schedule(10));
        assertEquals(10_000, m.preemptionDelay(10_000));
        assertEquals(20_000, m.cpmd(10_000), "global: the larger of preemption and migration");
        assertEquals(1_000, m.cpmd(4_000));
        assertEquals(
                Arrays.asList("release", "schedule"),
                new java.util.ArrayList<>(m.missing().keySet()));
    }

    @Test
    void everyFigureIsMeasuredOrNamedMissing() {
        Map<Figure, FigureTable> t = new EnumMap<>(Figure.class);
        Map<Figure, String> missing = new EnumMap<>(Figure.class);
        for (Figure f : Figure.values()) {
            if (f != Figure.SCHEDULE) {
                missing.put(f, "not here");
            }
        }
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new OverheadModel("x", null, t, missing, Collections.<String>emptyList()));
        assertTrue(e.getMessage().contains("schedule"), e.getMessage());
        t.put(Figure.RELEASE, table(Figure.RELEASE, 1, 1));
        missing.put(Figure.SCHEDULE, "not here");
        assertThrows(
                IllegalArgumentException.class,
                () -> new OverheadModel("x", null, t, missing, Collections.<String>emptyList()));
    }
}
