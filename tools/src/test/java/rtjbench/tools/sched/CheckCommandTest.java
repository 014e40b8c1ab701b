package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.run.JobsCsv;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.Fixtures;
import rtjbench.tools.TasksetFixture;

/**
 * A task-set run written by the sched module's writers: two tasks on one CPU under partitioned fixed priority, t1 (10 ms, WCET 2 ms) above
 * t2 (20 ms, WCET 5 ms). Response-time analysis gives t1 2 ms and t2 5 + 2 = 7 ms.
 */
class CheckCommandTest {
    private static final long MS = 1_000_000L;

    @TempDir
    Path tmp;

    /**
     * The run, written as the testapp writes it ({@link TasksetFixture}); {@code responses[i]} are task i's jobs'
     * response times, released every period from 0, each started 1 µs after its release and executing 1 ms.
     */
    private Path run(String scheduler, long[][] responses, boolean complete) throws Exception {
        Path dir = tmp.resolve("run-" + scheduler + "-" + responses[1][responses[1].length - 1]);
        boolean edf = scheduler.equals("global-edf"); // each job executes 1 ms: t2's runtime is shorter
        TasksetFixture f = new TasksetFixture(scheduler)
                .task(
                        new TasksetFixture.Task("t1", 10 * MS, 2 * MS, 10 * MS, 0, edf ? 2_200_000 : -1),
                        jobs(responses[0], 10 * MS))
                .task(
                        new TasksetFixture.Task("t2", 20 * MS, 5 * MS, 20 * MS, 0, edf ? 900_000 : -1),
                        jobs(responses[1], 20 * MS))
                .window(0, 40 * MS);
        if (!complete) {
            f.edit(m -> {
                m.put("complete", false);
                m.put("incomplete_reason", "thread 1 failed: calibration");
            });
        }
        return f.write(dir);
    }

    private static List<TasksetFixture.Job> jobs(long[] responses, long period) {
        List<TasksetFixture.Job> jobs = new ArrayList<>();
        for (int j = 0; j < responses.length; j++) {
            long release = j * period;
            jobs.add(new TasksetFixture.Job(release, release + 1000, release + responses[j], MS, 0));
        }
        return jobs;
    }

    @Test
    void everyTaskWithinItsResponseTimeBoundExitsZero() throws Exception {
        Path dir = run("partitioned-fp", new long[][] {{2 * MS, 1_900_000}, {6_500_000, 6 * MS}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("analysis P-FP RTA"), r.out());
        assertTrue(r.out().matches("(?s).*t2 +20\\.0 ms +6\\.50 ms +7\\.00 ms .*yes.*"), r.out());
        assertTrue(r.out().contains("verdict: every task within its bound"), r.out());
    }

    @Test
    void aTaskOverItsBoundIsNamedWithItsJobsAndIsACheckFailed() throws Exception {
        Path dir = run("partitioned-fp", new long[][] {{2 * MS, 2 * MS}, {6 * MS, 7_500_000}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(ExitStatus.CHECK_FAILED, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("t2: 1 job exceeded the bound 7.00 ms (worst 7.50 ms)"), r.out());
        assertTrue(r.out().contains("job 1: response 7.50 ms (started 1.00 µs after its release"), r.out());
        assertTrue(r.out().contains("no causes: the run recorded nothing"), r.out());
        assertTrue(r.out().contains("verdict: 1 of 2 tasks not within a bound: t2"), r.out());
    }

    @Test
    void csvHasOneLineATask() throws Exception {
        Path dir = run("partitioned-fp", new long[][] {{2 * MS, 2 * MS}, {6 * MS, 7_500_000}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString(), "--format", "csv");
        assertEquals(ExitStatus.CHECK_FAILED, r.exit(), r.err());
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
        Path dir = run("partitioned-fp", new long[][] {{2 * MS, 2 * MS}, {6 * MS, 6 * MS}}, false);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(ExitStatus.CHECK_FAILED, r.exit(), r.out());
        assertTrue(r.out().contains("the run is incomplete (thread 1 failed: calibration)"), r.out());
    }

    @Test
    void globalFixedPriorityIsAnalysedByItsResponseTimeAnalysis() throws Exception {
        Path dir = run("global-fp", new long[][] {{2 * MS, 2 * MS}, {5 * MS, 5 * MS}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("global-fp on 2 CPUs, 2 tasks"), r.out());
        assertTrue(r.out().contains("analysis GFP-RTA"), r.out());
    }

    @Test
    void aDeadlineJobPastItsRuntimeIsSaidToBeThrottled() throws Exception {
        Path dir = run("global-edf", new long[][] {{2 * MS, 2 * MS}, {5 * MS, 19 * MS}}, true);
        Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
        assertEquals(ExitStatus.CHECK_FAILED, r.exit(), r.out() + r.err());
        assertTrue(
                r.out().contains("job 1: response 19.0 ms")
                        && r.out().contains("past its SCHED_DEADLINE runtime of 900 µs: the kernel throttled it"),
                r.out());
        assertFalse(r.out().contains("runtime of 2.20 ms"), r.out()); // t1's jobs stayed within theirs
    }

    /** The reader goes by the header's names: a jobs file with its columns in another order reads the same. */
    @Test
    void aJobsFileWithItsColumnsInAnotherOrderGivesTheSameCheck() throws Exception {
        long[][] responses = {{2 * MS, 2 * MS}, {6 * MS, 7_500_000}};
        Path dir = run("partitioned-fp", responses, true);
        Fixtures.Result usual = Fixtures.cli("sched", "check", dir.toString());
        List<JobsCsv.Column> reversed = new ArrayList<>(JobsCsv.columns());
        Collections.reverse(reversed);
        Path other = new TasksetFixture("partitioned-fp")
                .task(new TasksetFixture.Task("t1", 10 * MS, 2 * MS, 10 * MS, 0, -1), jobs(responses[0], 10 * MS))
                .task(new TasksetFixture.Task("t2", 20 * MS, 5 * MS, 20 * MS, 0, -1), jobs(responses[1], 20 * MS))
                .window(0, 40 * MS)
                .columns(reversed)
                .write(tmp.resolve("reversed"));
        assertTrue(Files.readString(other.resolve("jobs.csv")).startsWith("overrun,missed,migrated,"));
        Fixtures.Result r = Fixtures.cli("sched", "check", other.toString());
        assertEquals(ExitStatus.CHECK_FAILED, r.exit(), r.err());
        assertEquals(usual.out().replace(dir.toString(), "RUN"), r.out().replace(other.toString(), "RUN"));
        assertTrue(r.out().contains("job 1: response 7.50 ms (started 1.00 µs after its release"), r.out());
    }

    /** A jobs file that is not what the run wrote is bad input: exit 2, naming the file, the line and the field. */
    @Test
    void aJobsFileThatIsNotWhatTheRunWroteIsRefused() throws Exception {
        Path dir = run("partitioned-fp", new long[][] {{2 * MS, 2 * MS}, {6 * MS, 6 * MS}}, true);
        Path file = dir.resolve("jobs.csv");
        String intact = Files.readString(file);
        String[] lines = intact.split("\n");
        String header = lines[0];
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put(
                intact.substring(0, intact.length() - 8),
                ":5: 15 fields where the header has 16: the line is cut short");
        cases.put(header + "\n", ":2: the file ends with 0 jobs of t1, where the run's metadata says 2");
        cases.put(intact.replace(lines[2] + "\n", "t1,thread-0\n" + lines[2] + "\n"), ":3: 2 fields where the header");
        cases.put(
                intact.replace(lines[1], lines[1].replace(",2000000,-8000000,", ",-2000000,-8000000,")),
                ":2: field response_ns: '-2000000' is negative");
        cases.put(
                intact.replace(lines[3], lines[3].replace("t2,", "t9,")),
                ":4: field task: 't9' is not a task of the run's set [t1, t2]");
        cases.put(
                intact.replace(lines[1], lines[1].replace(",1000000,0,0,0,", ",1ms,0,0,0,")),
                ":2: field execution_ns: '1ms' is not a whole number");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Files.writeString(file, c.getKey());
            Fixtures.Result r = Fixtures.cli("sched", "check", dir.toString());
            assertEquals(2, r.exit(), c.getValue() + ": " + r.out() + r.err());
            assertTrue(r.err().contains(file + c.getValue()), c.getValue() + " in " + r.err());
            assertEquals("", r.out(), "nothing printed for a run that cannot be read");
        }
        Files.writeString(file, "\ufeff" + intact); // a byte-order mark is no problem
        assertEquals(0, Fixtures.cli("sched", "check", dir.toString()).exit());
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
