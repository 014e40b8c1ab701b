package rtjbench.sched.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TaskSetFileTest {
    private static List<TaskSet> read(String text) throws Exception {
        return TaskSetFile.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.csv");
    }

    private static TaskSetFileException refused(String text) {
        return assertThrows(TaskSetFileException.class, () -> read(text));
    }

    @Test
    void readsOneSetWithOptionalColumnsAndComments() throws Exception {
        List<TaskSet> sets = read("# a comment\n\nname,period,wcet,deadline,wss,cpu\n"
                + "ctrl,10ms,1.5ms,10ms,64K,0\nlog,250ms,20ms,200ms,,\n");
        assertEquals(1, sets.size());
        TaskSet s = sets.get(0);
        assertEquals("", s.id());
        assertEquals(new Task("ctrl", 10_000_000, 1_500_000, 10_000_000, 65536, 0), s.get(0));
        assertEquals(new Task("log", 250_000_000, 20_000_000, 200_000_000, Task.NONE, (int) Task.NONE), s.get(1));
    }

    @Test
    void readsManySetsInOrderAndFormatsThemBack() throws Exception {
        String text = "set,name,period,wcet,deadline\n1,a,10ms,1ms,10ms\n1,b,20ms,2ms,20ms\n" + "2,a,5ms,1ms,5ms\n";
        List<TaskSet> sets = read(text);
        assertEquals(2, sets.size());
        assertEquals("1", sets.get(0).id());
        assertEquals(2, sets.get(0).size());
        assertEquals("2", sets.get(1).id());
        assertEquals(sets, read(TaskSetFile.format(sets)));
        assertEquals(text, TaskSetFile.format(sets));
    }

    @Test
    void eachMistakeNamesFileLineAndField() {
        String header = "name,period,wcet,deadline\n";
        TaskSetFileException e = refused(header + "a,10ms,11ms,10ms\n");
        assertEquals(2, e.line());
        assertEquals("wcet", e.field());
        assertTrue(e.getMessage().startsWith("t.csv:2: field wcet: 11ms is above the deadline 10ms"), e.getMessage());

        e = refused(header + "a,0ms,1ms,10ms\n");
        assertEquals("period", e.field());
        assertTrue(e.getMessage().contains("more than zero"), e.getMessage());

        e = refused(header + "a,10,1ms,10ms\n");
        assertEquals("period", e.field());
        assertTrue(e.getMessage().contains("no unit"), e.getMessage());

        e = refused(header + "a,10ms,1ms,10ms\nb,10ms,1ms,10ms\na,20ms,1ms,20ms\n");
        assertEquals(4, e.line());
        assertEquals("name", e.field());
        assertTrue(e.getMessage().contains("first is on line 2"), e.getMessage());

        e = refused("name,period,wcet\n");
        assertEquals("deadline", e.field());
        e = refused("name,period,wcet,deadline,prio\n");
        assertEquals("prio", e.field());
        e = refused(header + "a,10ms,1ms\n");
        assertEquals(2, e.line());
        e = refused("set,name,period,wcet,deadline\n1,a,1ms,1ms,1ms\n2,a,1ms,1ms,1ms\n1,b,1ms,1ms,1ms\n");
        assertEquals("set", e.field());
        assertEquals(4, e.line());
        e = refused(header + "a b,10ms,1ms,10ms\n");
        assertEquals("name", e.field());
        e = refused("name,period,wcet,deadline,cpu\na,10ms,1ms,10ms,x\n");
        assertEquals("cpu", e.field());
        e = refused("name,period,wcet,deadline,wss\na,10ms,1ms,10ms,12Q\n");
        assertEquals("wss", e.field());
        assertTrue(refused("").getMessage().contains("is empty"));
        assertTrue(refused(header).getMessage().contains("no task"));
    }

    @Test
    void utilisationIsComparedExactly() {
        TaskSet s = TaskSet.of(Task.implicit("a", 3, 1), Task.implicit("b", 3, 1), Task.implicit("c", 3, 1));
        assertTrue(s.utilizationAtMost(1, 1));
        assertTrue(!s.utilizationAtMost(999_999_999, 1_000_000_000));
        assertEquals(3, s.hyperperiod(100));
        assertEquals(
                -1,
                TaskSet.of(Task.implicit("a", 7, 1), Task.implicit("b", 11, 1)).hyperperiod(76));
    }
}
