package rtjbench.tools.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rtjbench.tools.verdict.VerdictFixtures.MS;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.Fixtures;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.sched.CollectorModel;
import rtjbench.tools.sched.MeasuredOverheads;
import rtjbench.tools.sched.RecordedPauses;
import rtjbench.tools.sched.TasksetRun;
import rtjbench.tools.verdict.VerdictFixtures.Job;
import rtjbench.tools.verdict.VerdictRow.Outcome;
import rtjbench.tools.verdict.VerdictRow.Tri;

/**
 * A verdict row from a task-set run, each rule in its order: t1 (10 ms, WCET 2 ms) above t2 (20 ms, WCET 5 ms) on
 * one CPU, bounds 2 ms and 7 ms without overheads.
 */
class VerdictsTest {
    @TempDir
    Path tmp;

    private static final List<Job> T1_FINE = List.of(new Job(MS, MS), new Job(MS + MS / 2, MS));
    private static final List<Job> T2_FINE = List.of(new Job(4 * MS, 3 * MS));

    private VerdictRow row(List<Job> t1, List<Job> t2) throws Exception {
        Path dir =
                VerdictFixtures.tasksetRun(tmp.resolve("run-" + t1.hashCode() + "-" + t2.hashCode()), List.of(t1, t2));
        RunDir r = (RunDir) ResultTree.load(dir);
        return RunVerdict.of(
                TasksetRun.of(r),
                new Verdicts.VmModels(
                        "vm", new MeasuredOverheads.Measured(VerdictFixtures.model(0), null), null, null));
    }

    @Test
    void everyJobWithinItsBoundAndEveryWcetHeldMeets() throws Exception {
        VerdictRow v = row(T1_FINE, T2_FINE);
        assertEquals(Outcome.MEETS, v.verdict(), v.reason());
        assertEquals(Tri.TRUE, v.analysis());
        assertEquals(Tri.TRUE, v.analysisOverheads());
        assertEquals(Tri.NA, v.analysisCollector(), "no load measured: no collector model");
        assertEquals(3, v.jobs());
        assertEquals(0, v.beyondBound());
        assertEquals(0.75, v.worstResponseRatio(), 1e-9, "t1's 1.5 ms against its 2 ms bound");
        assertEquals(0.6, v.wcetOverrunMax(), 1e-9, "t2 executed 3 of its 5 ms");
        assertTrue(v.reason().startsWith("every job within its bound with overheads"), v.reason());
    }

    @Test
    void aMissedDeadlineMissesNamingTheTask() throws Exception {
        VerdictRow v = row(T1_FINE, List.of(new Job(25 * MS, 4 * MS)));
        assertEquals(Outcome.MISSES, v.verdict());
        assertEquals(1, v.misses());
        assertTrue(v.reason().startsWith("t2 missed 1 of 1 deadlines (worst response 25.0 ms"), v.reason());
    }

    @Test
    void aJobPastItsWcetPutsTheSetAtRiskNamingTheTaskAndRatio() throws Exception {
        VerdictRow v = row(List.of(new Job(MS, 5 * MS / 2)), T2_FINE);
        assertEquals(Outcome.AT_RISK, v.verdict());
        assertEquals(1.25, v.wcetOverrunMax(), 1e-9);
        assertTrue(v.reason().startsWith("t1 executed up to 1.25 × its WCET"), v.reason());
    }

    @Test
    void aJobBeyondItsBoundWithNoRecordedCauseIsAtRisk() throws Exception {
        VerdictRow v = row(T1_FINE, List.of(new Job(8 * MS, 4 * MS)));
        assertEquals(Outcome.AT_RISK, v.verdict());
        assertEquals(1, v.beyondBound(), "8 ms against t2's 7 ms bound, within its 20 ms deadline");
        assertEquals(0, v.misses());
        assertTrue(v.reason().startsWith("1 job beyond its bound with overheads with no cause recorded"), v.reason());
    }

    /** Overheads of 0 and a collector with one pause of {@code ms} in its 1 s trace. */
    private Verdicts.VmModels withPause(String dir, double ms) throws Exception {
        RecordedPauses pauses = VerdictFixtures.pauses(tmp.resolve(dir), ms);
        return new Verdicts.VmModels(
                "vm",
                new MeasuredOverheads.Measured(VerdictFixtures.model(0), null),
                CollectorModel.of(pauses),
                pauses);
    }

    @Test
    void aCollectorWhosePauseOutlastsADeadlineFailsTheCollectorAnalysisUnderEveryScheduler() throws Exception {
        Verdicts.VmModels models = withPause("mmu", 30.0);
        for (String scheduler : List.of("partitioned-fp", "global-fp")) {
            Path dir = VerdictFixtures.tasksetRun(tmp.resolve("gc-" + scheduler), scheduler, List.of(T1_FINE, T2_FINE));
            VerdictRow v = RunVerdict.of(TasksetRun.of((RunDir) ResultTree.load(dir)), models);
            assertEquals(Tri.FALSE, v.analysisCollector(), scheduler);
            assertEquals(Tri.TRUE, v.analysisOverheads(), scheduler);
            assertEquals(Outcome.AT_RISK, v.verdict(), scheduler);
            assertTrue(v.reason().contains("MMU leaves 0 ns of a 10.0 ms window"), v.reason());
        }
    }

    @Test
    void aShortPauseLeavesTheGlobalCollectorAnalysisNotShownNamingWhy() throws Exception {
        Verdicts.VmModels models = withPause("mmu-short", 0.02);
        Path dir = VerdictFixtures.tasksetRun(tmp.resolve("zgc"), "global-fp", List.of(T1_FINE, T2_FINE));
        VerdictRow v = RunVerdict.of(TasksetRun.of((RunDir) ResultTree.load(dir)), models);
        assertEquals(Tri.NA, v.analysisCollector());
        assertEquals(Outcome.AT_RISK, v.verdict());
        assertTrue(v.reason().contains("takes no collector supply"), v.reason());
    }

    @Test
    void aModelLackingAChargedFigureIsNamed() throws Exception {
        Path dir = VerdictFixtures.tasksetRun(tmp.resolve("lacking"), List.of(T1_FINE, T2_FINE));
        VerdictRow v = RunVerdict.of(
                TasksetRun.of((RunDir) ResultTree.load(dir)),
                new Verdicts.VmModels(
                        "vm", rtjbench.tools.sched.MeasuredOverheads.measureRuns(List.of(), "max"), null, null));
        assertEquals(Outcome.AT_RISK, v.verdict());
        assertTrue(v.reason().startsWith("the overhead model made here lacks context_switch"), v.reason());
    }

    @Test
    void aFolderGivesARowPerVmEntryAndSchedulerInVerdictCsv() throws Exception {
        Path root = tmp.resolve("folder");
        VerdictFixtures.plan(
                root,
                List.of("partitioned-fp", "partitioned-edf", "global-edf"),
                Map.of("partitioned-edf", "FFD places task t2 on none of the 1 CPUs"));
        VerdictFixtures.tasksetRun(root.resolve("02-taskset"), List.of(T1_FINE, T2_FINE));
        Fixtures.suiteIndex(
                root,
                "verdict",
                Fixtures.suiteEntry("taskset", "verdict-partitioned-fp.taskset", "02-taskset", "run", null),
                Fixtures.suiteEntry(
                        "taskset",
                        "verdict-global-edf.taskset",
                        null,
                        "run",
                        "SCHED_DEADLINE admission control refused task t2 (EBUSY)"));
        var node = ResultTree.load(root);
        assertTrue(Verdicts.applies(node));
        VerdictOutput.write(node, new Outputs(false), true);
        List<String> lines = Files.readAllLines(root.resolve(VerdictOutput.FILE));
        assertEquals(String.join(",", VerdictRow.COLUMNS), lines.get(0));
        assertEquals(4, lines.size(), lines.toString());
        assertTrue(lines.get(1).startsWith("vm,partitioned-fp,2,0.450,true,true,na,3,0,0,"), lines.get(1));
        assertTrue(lines.get(1).contains(",at-risk,the overhead model made here lacks context_switch"), lines.get(1));
        assertTrue(
                lines.get(2).startsWith("vm,partitioned-edf,2,0.450,na,na,na,0,0,0,na,na,misses,FFD places task t2"),
                lines.get(2));
        assertTrue(
                lines.get(3).contains(",misses,SCHED_DEADLINE admission control refused task t2 (EBUSY)"),
                lines.get(3));
        assertTrue(Files.isRegularFile(root.resolve("verdict/vm-overheads.json")));
        String table = VerdictOutput.console(Verdicts.of(node).rows());
        assertTrue(table.contains("vm  ") && table.contains("at-risk") && table.contains("MISSES"), table);
    }
}
