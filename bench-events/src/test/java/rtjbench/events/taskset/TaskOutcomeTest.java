package rtjbench.events.taskset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.sched.model.Task;
import rtjbench.sched.run.JobsCsv;

class TaskOutcomeTest {
    private static final long MS = 1_000_000L;
    private final Task task = Task.implicit("t", 10 * MS, 2 * MS);

    /** Four jobs: on time; late (a miss) and overran; late again; preempted and migrated, on time. */
    private JobLog log() {
        JobLog log = new JobLog(4);
        log.record(0, 10, 2 * MS, 2 * MS, 0, 0, 0);
        log.record(10 * MS, 10 * MS + 1, 21 * MS, 3 * MS, 0, 0, 0);
        log.record(20 * MS, 21 * MS, 31 * MS, 2 * MS, 1, 1, 0);
        log.record(30 * MS, 31 * MS, 33 * MS, 2 * MS, 1, 0, 2);
        return log;
    }

    @Test
    void missesRunsOverrunsPreemptionsAndMigrationsAreCounted() {
        TaskOutcome o = new TaskOutcome(task, log(), 10);
        assertEquals(2, o.misses().misses());
        assertEquals(2, o.misses().longestRun());
        assertTrue(o.missed(1) && o.missed(2) && !o.missed(0) && !o.missed(3));
        assertEquals(1, o.overruns(), "3 ms executed against a limit of 2.2 ms");
        assertEquals(1, o.preemptedJobs());
        assertEquals(2, o.switches());
        assertEquals(1, o.migratedJobs());
        assertEquals(11 * MS, o.maxResponse());
        Map<String, Object> m = o.toMetadata(null);
        assertEquals(MS, m.get("max_lateness_ns"));
        assertEquals(2_200_000L, ((Map<?, ?>) m.get("execution")).get("overrun_limit_ns"));
        assertEquals(1.5, ((Map<?, ?>) m.get("execution")).get("max_over_wcet"));
    }

    @Test
    void theJobsFileHasOneLineAJobWithItsSampleIndex() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new JobsFile(Arrays.asList(new TaskOutcome(task, log(), 10))).writeTo(out);
        String[] lines = out.toString(StandardCharsets.UTF_8.name()).split("\n");
        assertEquals(JobsCsv.header(), lines[0]);
        assertEquals(5, lines.length);
        assertEquals(
                "t,thread-0,1,10000000,10000001,21000000,11000000,1000000,3000000,0,0,0,false,false,true,true",
                lines[2]);
        assertEquals(
                "t,thread-0,3,30000000,31000000,33000000,3000000,-7000000,2000000,1,0,2,true,true,false,false",
                lines[4]);
    }
}
