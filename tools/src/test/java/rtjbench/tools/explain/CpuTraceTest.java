package rtjbench.tools.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CpuTraceTest {
    @TempDir
    Path dir;

    /** The switch out of the idle task is missing, as on some kernels: the task on the next line ran from the wake-up. */
    @Test
    void aTaskSeenRunningWithoutItsSwitchRunsFromTheCpusPreviousEvent() throws Exception {
        Path trace = dir.resolve("trace.txt");
        Files.write(
                trace,
                List.of(
                        "# entries-in-buffer/entries-written: 4/4   #P:2",
                        "        thread-0-100   [001] d..2.  10.000100: sched_switch: prev_comm=thread-0 prev_pid=100"
                                + " prev_prio=79 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120",
                        "          <idle>-0     [001] dNh4.  10.001000: sched_wakeup: comm=hog pid=200 prio=49"
                                + " target_cpu=001",
                        "             hog-200   [001] ..s..  10.001500: softirq_entry: vec=7 [action=SCHED]",
                        "             hog-200   [001] d..2.  10.004000: sched_switch: prev_comm=hog prev_pid=200"
                                + " prev_prio=49 prev_state=S ==> next_comm=thread-0 next_pid=100 next_prio=79"));
        CpuTrace t = CpuTrace.read(trace, 10_000_000_000L, 10_005_000_000L);
        List<Interval> tasks = t.tasks(1);
        assertEquals(4, tasks.size(), tasks.toString());
        assertEquals(new Interval("idle", "swapper/1/0", 10_000_100_000L, 10_001_000_000L), tasks.get(1));
        assertEquals(new Interval("task", "hog/200", 10_001_000_000L, 10_004_000_000L), tasks.get(2));
        assertEquals(new Interval("task", "thread-0/100", 10_004_000_000L, 10_005_000_000L), tasks.get(3));
    }
}
