package rtjbench.tools.sched;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.catalog.TestCatalog;
import rtjbench.sched.gen.Recipe;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.sim.SimulatedScheduler;
import rtjbench.sched.supply.Supply;
import rtjbench.tools.cli.Parallel;

/**
 * The work of a ratio experiment: every set of every cap drawn (set i at cap U from the seed, as {@code sched
 * generate} draws it), charged per model, and run through every test and every simulated scheduler; counts of
 * schedulable sets per model, series (test, simulation or union) and cap, and each simulated set's metrics. Chunks of
 * sets run on the tools' pool ({@link Parallel}: every CPU); counts are sums, so the result does not depend on the
 * order chunks finish in.
 */
final class RatioRun {
    /** Sets a chunk: small enough to spread the last cap over every thread, large enough to cost little. */
    private static final int CHUNK = 50;

    /**
     * What one model charges (its overheads, the supply each processor gives, the working-set size assumed for
     * CPMD) and, where it has its own, the recipe and number of tasks its sets are drawn with.
     */
    record Model(
            String name, Overheads overheads, Supply supply, long assumedWss, Recipe recipe, Experiment.Tasks tasks) {}

    /**
     * Schedulable and not-applicable counts [model][series][cap] (series: the tests, the simulations, the
     * unions; a union is na where every member is), the total of na verdicts (counted as not schedulable), each
     * simulated set's verdict and metrics by model, simulation, cap and set, and the run's wall time.
     */
    record Counts(
            long[][][] schedulable,
            long[][][] notApplicable,
            long naVerdicts,
            SimulatedSets simulated,
            double seconds) {}

    private final Experiment e;
    private final List<Model> models;
    private final SchedulabilityTest[][] tests;
    private final boolean[][] global;
    private final List<SimulatedScheduler> simulations;
    private final int[][] unionMembers;

    RatioRun(Experiment e, List<Model> models) {
        this.e = e;
        this.models = models;
        tests = new SchedulabilityTest[models.size()][];
        global = new boolean[models.size()][];
        for (int m = 0; m < models.size(); m++) {
            TestCatalog catalog = TestCatalog.of(models.get(m).supply());
            tests[m] = new SchedulabilityTest[e.tests().size()];
            global[m] = new boolean[e.tests().size()];
            for (int t = 0; t < tests[m].length; t++) {
                tests[m][t] = catalog.get(e.tests().get(t));
                global[m][t] = tests[m][t].scheduler().charging() == Charging.Migration.ACROSS_CPUS;
            }
        }
        simulations = e.simulations();
        List<String> runs = runNames(e);
        unionMembers = new int[e.unions().size()][];
        int u = 0;
        for (List<String> members : e.unions().values()) {
            unionMembers[u] = new int[members.size()];
            for (int j = 0; j < members.size(); j++) {
                unionMembers[u][j] = indexOf(runs, members.get(j));
            }
            u++;
        }
    }

    /** The tests' names, then the simulations': the series before the unions. */
    static List<String> runNames(Experiment e) {
        List<String> runs = new ArrayList<>(e.tests());
        e.simulations().forEach(s -> runs.add(s.name()));
        return runs;
    }

    private static int indexOf(List<String> runs, String name) {
        for (int i = 0; i < runs.size(); i++) {
            if (runs.get(i).equalsIgnoreCase(name)) return i;
        }
        throw new IllegalArgumentException(name);
    }

    int series() {
        return e.tests().size() + simulations.size() + unionMembers.length;
    }

    Counts run(PrintStream progress) throws Exception {
        int caps = e.capTexts().size();
        long[][][] counts = new long[models.size()][series()][caps];
        long[][][] nas = new long[models.size()][series()][caps];
        SimulatedSets simulated = new SimulatedSets(models.size(), simulations.size(), caps, e.sets());
        AtomicIntegerArray chunksLeft = new AtomicIntegerArray(caps);
        AtomicInteger capsDone = new AtomicInteger();
        AtomicInteger na = new AtomicInteger();
        int chunksPerCap = (e.sets() + CHUNK - 1) / CHUNK;
        List<int[]> chunks = new ArrayList<>();
        for (int c = 0; c < caps; c++) {
            chunksLeft.set(c, chunksPerCap);
            for (int from = 0; from < e.sets(); from += CHUNK) {
                chunks.add(new int[] {c, from, Math.min(e.sets(), from + CHUNK)});
            }
        }
        long start = System.nanoTime();
        Parallel.map(chunks, chunk -> {
            int cap = chunk[0];
            long[][] local = new long[models.size()][series()];
            long[][] localNa = new long[models.size()][series()];
            na.addAndGet(chunk(cap, chunk[1], chunk[2], local, localNa, simulated));
            synchronized (counts) {
                for (int m = 0; m < local.length; m++) {
                    for (int s = 0; s < local[m].length; s++) {
                        counts[m][s][cap] += local[m][s];
                        nas[m][s][cap] += localNa[m][s];
                    }
                }
            }
            if (chunksLeft.decrementAndGet(cap) == 0) {
                int done = capsDone.incrementAndGet();
                synchronized (progress) {
                    progress.printf(
                            Locale.ROOT,
                            "[%d/%d] cap %s: %d sets (%d cap%s after this, %.0f s so far)%n",
                            done,
                            caps,
                            e.capTexts().get(cap),
                            e.sets(),
                            caps - done,
                            caps - done == 1 ? "" : "s",
                            (System.nanoTime() - start) / 1e9);
                }
            }
            return null;
        });
        return new Counts(counts, nas, na.get(), simulated, (System.nanoTime() - start) / 1e9);
    }

    /**
     * Sets [first, last) of one cap into {@code local}, each simulated set's result into its own slot of {@code
     * simulated}; returns how many verdicts were "na".
     */
    private int chunk(int capIndex, int first, int last, long[][] local, long[][] localNa, SimulatedSets simulated) {
        double cap = e.cap(capIndex);
        Tally tally = new Tally(local, localNa, e.tests().size() + simulations.size());
        for (int i = first; i < last; i++) {
            TaskSet common = null; // the set of every model that draws the experiment's recipe and task count
            for (int m = 0; m < models.size(); m++) {
                Model model = models.get(m);
                boolean shared = model.recipe() == null && model.tasks().from() == 0;
                if (shared && common == null) common = draw(e.recipe(), 0, cap, i);
                TaskSet s = shared
                        ? common
                        : draw(
                                model.recipe() == null ? e.recipe() : model.recipe(),
                                model.tasks().of(i),
                                cap,
                                i);
                Overheads o = model.overheads();
                long wss = model.assumedWss();
                TaskArrays partitioned = TaskArrays.of(Charging.inflate(s, o, Charging.Migration.NONE, wss));
                TaskArrays global = o == Overheads.NONE
                        ? partitioned
                        : TaskArrays.of(Charging.inflate(s, o, Charging.Migration.ACROSS_CPUS, wss));
                testVerdicts(tally, m, partitioned, global);
                for (int k = 0; k < simulations.size(); k++) {
                    SimulationTable.SetResult r = simulate(model, simulations.get(k), partitioned, global);
                    simulated.put(m, k, capIndex, i, r);
                    tally.record(
                            m,
                            e.tests().size() + k,
                            r != null && r.outcome() == Verdict.Outcome.SCHEDULABLE,
                            r == null || r.outcome() == Verdict.Outcome.NOT_APPLICABLE);
                }
                tally.unions(m, unionMembers);
            }
        }
        return tally.naVerdicts;
    }

    /** Every test's verdict on the set of model {@code m}, charged as the test's scheduler migrates. */
    private void testVerdicts(Tally tally, int m, TaskArrays partitioned, TaskArrays global) {
        for (int t = 0; t < tests[m].length; t++) {
            Verdict v;
            try {
                v = tests[m][t].decide(this.global[m][t] ? global : partitioned, e.cpus()); // verdicts only
            } catch (ArithmeticException overflow) {
                v = Verdict.notApplicable("overflow");
            }
            tally.record(m, t, v.schedulableVerdict(), v.outcome() == Verdict.Outcome.NOT_APPLICABLE);
        }
    }

    /**
     * The set run by simulated scheduler {@code sim}, charged as it migrates; null where the model's processors
     * are not whole (the simulator runs whole processors: no collector's supply).
     */
    private static SimulationTable.SetResult simulate(
            Model model, SimulatedScheduler sim, TaskArrays partitioned, TaskArrays global) {
        if (model.supply() != Supply.FULL) return null;
        try {
            boolean migrates = sim.scheduler().charging() != Charging.Migration.NONE;
            return SimulationTable.SetResult.of(sim.run(migrates ? global.set() : partitioned.set()));
        } catch (ArithmeticException overflow) {
            return SimulationTable.SetResult.notApplicable("overflow");
        }
    }

    /**
     * One chunk's counts by model and series, the na verdicts among them, and the verdicts of the set at hand
     * (which the unions read).
     */
    private static final class Tally {
        private final long[][] schedulable;
        private final long[][] notApplicable;
        private final boolean[] ok;
        private final boolean[] na;
        int naVerdicts;

        Tally(long[][] schedulable, long[][] notApplicable, int runs) {
            this.schedulable = schedulable;
            this.notApplicable = notApplicable;
            this.ok = new boolean[runs];
            this.na = new boolean[runs];
        }

        void record(int m, int run, boolean isSchedulable, boolean isNa) {
            ok[run] = isSchedulable;
            na[run] = isNa;
            if (isNa) {
                naVerdicts++;
                notApplicable[m][run]++;
            }
            if (isSchedulable) schedulable[m][run]++;
        }

        /** Each union: schedulable where any member is, na where every member is. */
        void unions(int m, int[][] unionMembers) {
            for (int u = 0; u < unionMembers.length; u++) {
                boolean any = false;
                boolean allNa = true;
                for (int member : unionMembers[u]) {
                    any |= ok[member];
                    allNa &= na[member];
                }
                if (any) schedulable[m][ok.length + u]++;
                if (allNa) notApplicable[m][ok.length + u]++;
            }
        }
    }

    /** Set i at {@code cap}, exactly as {@code sched generate --recipe R --cap U --seed S [--tasks N]} draws it. */
    TaskSet draw(Recipe recipe, int tasks, double cap, int i) {
        return recipe.draw(e.seed(), cap, tasks, i, Integer.toString(i + 1), e.constrained());
    }
}
