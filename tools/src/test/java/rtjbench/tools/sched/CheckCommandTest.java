package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.Fixtures;

/**
 * A task-set run written by hand: two tasks on one CPU under partitioned fixed priority, t1 (10 ms, WCET 2 ms) above
 * t2 (20 ms, WCET 5 ms). Response-time analysis gives t1 2 ms and t2 5 + 2 = 7 ms.
 */
class CheckCommandTest {
    private static final long MS = 1_000_000L;

    @TempDir
    Path tmp;

    /** The run; {@code responses[i]} are task i's jobs' response times, released every period from 0. */
    private Path run(String scheduler, String priorities, long[][] responses, boolean complete) throws Exception {
        Path dir = tmp.resolve("run-" + scheduler + "-" + responses[1][responses[1].length - 1]);
        SchedFixtures.run(dir, "taskset", Map.of(), List.of(responses[0], responses[1]), m -> {
            ObjectNode w = m.putObject("workload");
            w.put("scheduler", scheduler);
            w.put("priorities", priorities);
            w.put("cpus", scheduler.startsWith("partitioned") ? "1" : "0-1");
            ArrayNode tasks = w.putArray("tasks");
            task(tasks, "t1", 10 * MS, 2 * MS, 10 * MS, 0);
            task(tasks, "t2", 20 * MS, 5 * MS, 20 * MS, 1);
            if (scheduler.equals("global-edf")) { // each job below executes 1 ms: t2's runtime is shorter
                ((ObjectNode) tasks.get(0)).put("dl_runtime_ns", 2_200_000);
                ((ObjectNode) tasks.get(1)).put("dl_runtime_ns", 900_000);
            }
            ObjectNode schedule = w.putObject("schedule");
            schedule.put("warmup_ns", 0);
            schedule.put("measured_ns", 40 * MS);
            ArrayNode per = w.putArray("per_task");
            for (long[] r : responses) {
                ObjectNode p = per.addObject();
                long max = 0;
                for (long v : r) max = Math.max(max, v);
                p.put("max_response_ns", max);
                p.put("jobs", r.length);
                p.putObject("deadline").put("misses", 0);
            }
            SchedFixtures.args(m).put("scheduling_policy", "fifo");
            SchedFixtures.args(m).put("type_of_threads", "java");
            if (!complete) {
                m.put("complete", false);
                m.put("incomplete_reason", "thread 1 failed: calibration");
            }
        });
        StringBuilder jobs = new StringBuilder(
                "task,thread,job,release_ns,start_ns,finish_ns,response_ns,lateness_ns,execution_ns,cpu_start,"
                        + "cpu_finish,switches,preempted,migrated,missed,overrun\n");
        long[] periods = {10 * MS, 20 * MS};
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < responses[i].length; j++) {
                long release = j * periods[i];
                jobs.append("t")
                        .append(i + 1)
                        .append(",thread-")
                        .append(i)
                        .append(',')
                        .append(j);
                jobs.append(',').append(release).append(',').append(release + 1000);
                jobs.append(',').append(release + responses[i][j]).append(',').append(responses[i][j]);
                jobs.append(',')
                        .append(responses[i][j] - periods[i])
                        .append(',')
                        .append(MS);
                jobs.append(",0,0,0,false,false,false,false\n");
            }
        }
        Files.writeString(dir.resolve("jobs.csv"), jobs.toString());
        return dir;
    }

    private static void task(ArrayNode tasks, String name, long period, long wcet, long deadline, int rank) {
        ObjectNode t = tasks.addObject();
        t.put("name", name);
        t.put("period_ns", period);
        t.put("wcet_ns", wcet);
        t.put("deadline_ns", deadline);
        t.put("partition_cpu", 0);
        t.put("rank", rank);
    }

    @Test
    void everyTaskWithinItsResponseTimeBoundExitsZero() throws Exception {
        Path dir = run("partitioned-fp", "dm", new long[][] {{2 * MS, 1_900_000}, {6_500_000, 6 * MS}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("analysis P-FP RTA"), r.out());
        assertTrue(r.out().matches("(?s).*t2 +20\\.0 ms +6\\.50 ms +7\\.00 ms .*yes.*"), r.out());
        assertTrue(r.out().contains("verdict: every task within its bound"), r.out());
    }

    @Test
    void aTaskOverItsBoundIsNamedWithItsJobsAndExitsOne() throws Exception {
        Path dir = run("partitioned-fp", "dm", new long[][] {{2 * MS, 2 * MS}, {6 * MS, 7_500_000}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("t2: 1 job exceeded the bound 7.00 ms (worst 7.50 ms)"), r.out());
        assertTrue(r.out().contains("job 1: response 7.50 ms (started 1.00 µs after its release"), r.out());
        assertTrue(r.out().contains("no causes: the run recorded nothing"), r.out());
        assertTrue(r.out().contains("verdict: 1 of 2 tasks not within a bound: t2"), r.out());
    }

    @Test
    void csvHasOneLineATask() throws Exception {
        Path dir = run("partitioned-fp", "dm", new long[][] {{2 * MS, 2 * MS}, {6 * MS, 7_500_000}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString(), "--format", "csv");
        assertEquals(1, r.exit(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(3, lines.length, r.out());
        // every job executed 1 ms: half t1's WCET, a fifth of t2's; no runtime under SCHED_FIFO
        assertTrue(
                lines[1].endsWith(",t1,10000000,2000000,2000000,2000000,,2000000,2,0,true,0.5000,0.5000,"), lines[1]);
        assertTrue(
                lines[2].endsWith(",t2,20000000,7500000,7000000,7000000,,7000000,2,0,false,0.2000,0.2000,"), lines[2]);
    }

    @Test
    void anIncompleteRunIsNotShownWithinItsBounds() throws Exception {
        Path dir = run("partitioned-fp", "dm", new long[][] {{2 * MS, 2 * MS}, {6 * MS, 6 * MS}}, false);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.out().contains("the run is incomplete (thread 1 failed: calibration)"), r.out());
    }

    @Test
    void globalFixedPriorityIsAnalysedByItsResponseTimeAnalysis() throws Exception {
        Path dir = run("global-fp", "dm", new long[][] {{2 * MS, 2 * MS}, {5 * MS, 5 * MS}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("global-fp on 2 CPUs, 2 tasks"), r.out());
        assertTrue(r.out().contains("analysis GFP-RTA"), r.out());
    }

    @Test
    void aDeadlineJobPastItsRuntimeIsSaidToBeThrottled() throws Exception {
        Path dir = run("global-edf", "dm", new long[][] {{2 * MS, 2 * MS}, {5 * MS, 19 * MS}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(
                r.out().contains("job 1: response 19.0 ms")
                        && r.out().contains("past its SCHED_DEADLINE runtime of 900 µs: the kernel throttled it"),
                r.out());
        assertFalse(r.out().contains("runtime of 2.20 ms"), r.out()); // t1's jobs stayed within theirs
    }

    @Test
    void aFolderWithoutATasksetRunIsBadInput() throws Exception {
        Path dir = Fixtures.run(tmp.resolve("other"), List.of(new long[] {1, 2, 3}));
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(2, r.exit(), r.out());
        assertTrue(r.err().contains("no run of the taskset testapp here"), r.err());
        assertEquals(
                2,
                Fixtures.cli("sched", "check", dir.toString(), "--format", "xml")
                        .exit());
        assertEquals(2, Fixtures.cli("sched", "check").exit());
    }
}
