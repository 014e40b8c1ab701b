package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.Fixtures;
import rtjbench.tools.TasksetFixture;
import rtjbench.tools.TasksetFixture.Job;
import rtjbench.tools.TasksetFixture.Task;
import rtjbench.tools.results.ResultTree;

/**
 * WCETs that do not hold on the machine: jobs of known executed times against their WCETs, under SCHED_DEADLINE
 * (runtime = WCET + 10 % + 100 µs, as the testapp gives it) and under SCHED_FIFO.
 */
class WcetOverrunsTest {
    private static final long MS = 1_000_000L;
    private static final long US = 1_000L;

    @TempDir
    Path tmp;

    /** A job released at {@code k} periods that starts at once, executes {@code executed} and is not preempted. */
    private static Job job(int k, long period, long executed) {
        long release = 1_000 * MS + k * period;
        return new Job(release, release, release + executed, executed, 0);
    }

    /**
     * t1: 10 ms, WCET 2 ms, runtime 2.3 ms; its jobs executed 1.9, 2.0 and 2.54 ms: the last past its runtime.
     * t2: 20 ms, WCET 5 ms, runtime 5.6 ms; its jobs executed 4.5 and 5.2 ms: over its WCET, within its runtime.
     * t3: 40 ms, WCET 1 ms, runtime 1.2 ms; its jobs executed 0.5 and 0.9 ms.
     */
    private Path deadlineRun() throws Exception {
        return new TasksetFixture("global-edf")
                .task(
                        new Task("t1", 10 * MS, 2 * MS, 10 * MS, 0, 2300 * US),
                        List.of(job(0, 10 * MS, 1900 * US), job(1, 10 * MS, 2 * MS), job(2, 10 * MS, 2540 * US)))
                .task(
                        new Task("t2", 20 * MS, 5 * MS, 20 * MS, 0, 5600 * US),
                        List.of(job(0, 20 * MS, 4500 * US), job(1, 20 * MS, 5200 * US)))
                .task(
                        new Task("t3", 40 * MS, MS, 40 * MS, 0, 1200 * US),
                        List.of(job(0, 40 * MS, 500 * US), job(1, 40 * MS, 900 * US)))
                .write(tmp.resolve("edf"));
    }

    @Test
    void eachTasksRatiosAndTheRuntimeThatWouldHaveCoveredEveryJob() throws Exception {
        WcetFindings f = WcetOverruns.of(ResultTree.loadRun(deadlineRun()));
        WcetFindings.Task t1 = f.tasks().get(0);
        assertEquals(3, t1.jobs());
        assertEquals(1.0, t1.medianRatio(), 1e-12);
        assertEquals(1.27, t1.maxRatio(), 1e-12);
        assertEquals(2540 * US, t1.maxExecuted());
        assertEquals(1, t1.overRuntime());
        assertEquals(2640 * US, t1.coveringRuntime(), "its largest job plus the 100 µs the testapp adds");
        assertEquals(
                "t1 executed up to 1.27 × its WCET: throttled by SCHED_DEADLINE; a runtime of 2.64 ms would have"
                        + " covered every job seen",
                t1.reason());
        WcetFindings.Task t2 = f.tasks().get(1);
        assertFalse(t2.holds());
        assertFalse(t2.throttled());
        assertEquals(5300 * US, t2.coveringRuntime());
        assertEquals("t2 executed up to 1.04 × its WCET (within its SCHED_DEADLINE runtime of 5.60 ms)", t2.reason());
        assertTrue(f.tasks().get(2).holds());
        assertNull(f.tasks().get(2).reason());
        assertEquals(1.27, f.maxRatio(), 1e-12);
        assertFalse(f.hold());
        assertEquals(
                List.of("t1", "t2"),
                f.overruns().stream().map(WcetFindings.Task::name).toList());
        assertEquals(t1.reason(), f.reason(), "the throttled task comes first");
    }

    @Test
    void schedCheckSaysWhichWcetsDoNotHoldHere() throws Exception {
        Fixtures.Result r = Fixtures.cli("sched", "check", deadlineRun().toString());
        assertTrue(
                r.out()
                        .contains("  WCET does not hold here: t1 executed up to 1.27 × its WCET: throttled by"
                                + " SCHED_DEADLINE; a runtime of 2.64 ms would have covered every job seen\n"
                                + "  WCET does not hold here: t2 executed up to 1.04 × its WCET"),
                r.out());
        assertTrue(
                r.out().matches("(?s).*t3 .* 0\\.90 / 0\\.90\n.*"),
                r.out()); // the upper median, as the testapp takes it
        Fixtures.Result csv = Fixtures.cli("sched", "check", deadlineRun().toString(), "--format", "csv");
        assertTrue(csv.out().contains(",t1,") && csv.out().contains(",1.0000,1.2700,2640000\n"), csv.out());
    }

    @Test
    void underFixedPrioritiesThereIsNoRuntimeAndWcetsThatHoldAreNotNamed() throws Exception {
        Path dir = new TasksetFixture("partitioned-fp")
                .task(new Task("t1", 10 * MS, 2 * MS, 10 * MS, 0, -1), List.of(job(0, 10 * MS, 1900 * US)))
                .write(tmp.resolve("fp"));
        WcetFindings f = WcetOverruns.of(ResultTree.loadRun(dir));
        assertTrue(f.hold());
        assertNull(f.reason());
        assertEquals(-1, f.tasks().get(0).coveringRuntime());
        assertEquals(0.95, f.maxRatio(), 1e-12);
        assertFalse(Fixtures.cli("sched", "check", dir.toString()).out().contains("WCET does not hold"));
    }
}
