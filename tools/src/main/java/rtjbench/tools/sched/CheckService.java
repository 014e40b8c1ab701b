package rtjbench.tools.sched;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import rtjbench.sched.model.Task;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.sim.SimResult;
import rtjbench.sched.supply.Supply;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;

/**
 * {@code sched check}'s work, without any text: the taskset runs under a folder, the models held to each run's
 * machine, and each run's tasks beside their bounds ({@link TasksetBounds}) and the simulator's responses.
 */
final class CheckService {
    private CheckService() {}

    /** What a check holds the runs to: the overhead model (null: none) and the collector model (null: none). */
    record Models(OverheadModelFile.Loaded overheadModel, CollectorModel collector) {
        Overheads overheads() {
            return overheadModel == null ? Overheads.NONE : overheadModel.model();
        }

        boolean withOverheads() {
            return overheadModel != null;
        }

        boolean withMmu() {
            return collector != null;
        }
    }

    /** One task's figures. */
    record Row(Task task, long observed, long plain, long charged, long mmu, long simulated, long jobs, long misses) {
        /** The bound the task is judged by: the most complete one asked for. */
        long judged(boolean withOverheads, boolean withMmu) {
            return withMmu ? mmu : withOverheads ? charged : plain;
        }

        /** The task stayed within its bound: it has one and its observed maximum is not above it. */
        boolean within(boolean withOverheads, boolean withMmu) {
            long b = judged(withOverheads, withMmu);
            return b >= 0 && observed >= 0 && observed <= b;
        }
    }

    /**
     * One run checked: a row a task, the bounds without overheads ({@code plain}) and the ones the tasks are judged
     * by, the simulation, the WCET findings (null where the run has no jobs.csv), and the models' difference from
     * the run's machine where they were used all the same (null where they match).
     */
    record RunCheck(
            TasksetRun run,
            List<Row> rows,
            TasksetBounds.Bounds plain,
            TasksetBounds.Bounds judgedBy,
            SimResult sim,
            WcetFindings wcets,
            String foreign) {
        /** Whether task {@code i} counts as within its bound: within it, in a complete run. */
        boolean within(int i, Models m) {
            return rows.get(i).within(m.withOverheads(), m.withMmu())
                    && run.run().complete();
        }
    }

    /** The runs of the taskset testapp under {@code dir}; none is bad input. */
    static List<TasksetRun> runs(Path dir) throws IOException {
        List<TasksetRun> runs = new ArrayList<>();
        try {
            for (RunDir r : ResultTree.load(dir).runs()) {
                if (TasksetRun.is(r)) runs.add(TasksetRun.of(r));
            }
        } catch (ToolException e) {
            throw e.exitCode() == ExitStatus.BAD_INPUT ? e : ToolException.input(e.getMessage());
        }
        if (runs.isEmpty()) {
            throw ToolException.input(dir + ": no run of the taskset testapp here");
        }
        return runs;
    }

    /**
     * Per run whose machine the models were not measured on, what differs; refused (bad input) unless
     * {@code allowForeign}.
     */
    static Map<TasksetRun, String> foreign(List<TasksetRun> runs, Models m, boolean allowForeign) {
        Map<TasksetRun, String> foreign = new HashMap<>();
        for (TasksetRun r : runs) {
            ModelProvenance.Machine here = ModelProvenance.Machine.of(r.run().metadata());
            List<String> said = new ArrayList<>();
            if (m.overheadModel() != null)
                said.add(m.overheadModel()
                        .provenance()
                        .mismatch("overhead model", here, r.run().dir().toString()));
            if (m.collector() != null)
                said.add(m.collector()
                        .provenance()
                        .mismatch("collector model", here, r.run().dir().toString()));
            said.removeIf(Objects::isNull);
            if (said.isEmpty()) continue;
            if (!allowForeign) {
                throw ToolException.input(
                        String.join("; ", said) + ". A verdict about this machine needs models of it: measure"
                                + " them here (args/sched-overheads.xml and sched overheads; args/gc-mmu.xml and sched "
                                + "mmu, or the run folder itself as the collector model), or pass "
                                + "--foreign-models to use it knowingly (docs/taskset.md)");
            }
            foreign.put(r, String.join("; ", said));
        }
        return foreign;
    }

    /**
     * Refuses (exit 2) a run whose task has a working set past the overhead model's CPMD rows, naming the run's
     * metadata field, the task and the model's range: no measured figure bounds its delay, so it is not charged
     * with a guess.
     */
    static void requireCovered(List<TasksetRun> runs, Models m, Path modelFile) {
        for (TasksetRun r : runs) {
            int k = Charging.uncovered(r.set(), m.overheads(), Task.NONE);
            if (k >= 0) {
                throw ToolException.input(r.run().dir().resolve("metadata.json") + ": field workload.tasks[" + k
                        + "].wss_bytes: " + OverheadModelFile.notCovered(r.set().get(k), m.overheads(), modelFile)
                        + " (--overheads)");
            }
        }
    }

    /** Run {@code r}'s tasks beside their bounds under the models, and the simulation of its placement. */
    static RunCheck check(TasksetRun r, Models m, String foreign) throws IOException {
        Overheads overheads = m.overheads();
        TasksetBounds.Bounds plain = TasksetBounds.of(r, Overheads.NONE, Supply.FULL);
        TasksetBounds.Bounds charged = TasksetBounds.of(r, overheads, Supply.FULL);
        TasksetBounds.Bounds mmu =
                m.withMmu() ? TasksetBounds.of(r, overheads, m.collector().supply()) : charged;
        SimResult sim = TasksetBounds.simulate(r);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < r.set().size(); i++) {
            rows.add(new Row(
                    r.set().get(i),
                    r.observedMax()[i],
                    plain.bound()[i],
                    charged.bound()[i],
                    mmu.bound()[i],
                    sim.maxResponse(i),
                    r.jobs()[i],
                    r.misses()[i]));
        }
        WcetFindings wcets = r.jobsFile() != null ? WcetOverruns.of(r) : null;
        return new RunCheck(r, rows, plain, m.withMmu() ? mmu : charged, sim, wcets, foreign);
    }
}
