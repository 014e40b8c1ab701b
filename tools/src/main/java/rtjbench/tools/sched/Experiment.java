package rtjbench.tools.sched;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import rtjbench.sched.gen.Recipe;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.sim.SimulatedScheduler;
import rtjbench.tools.cli.ToolException;

/**
 * A ratio experiment file (args/sched/*.xml), written like the args files: one {@code <arg name value>} per
 * setting, each with a description as its text, then the unions and the models.
 *
 * <pre>
 * &lt;experiment name="seed004-fig12a"&gt;
 *   &lt;arg name="recipe" value="seed004-uniform-light-short"&gt; Light utilisations, short periods &lt;/arg&gt;
 *   &lt;arg name="cpus" value="8"/&gt;
 *   &lt;arg name="caps" value="2.0:8.0:0.1"/&gt;      (from:to:step, or a list: 2.0,2.5,3.0; mixed is fine)
 *   &lt;arg name="sets" value="1000"/&gt;             (per cap)
 *   &lt;arg name="seed" value="2026"/&gt;
 *   &lt;arg name="tests" value="GFB,BAK,BCL,BCLI,GEDF-RTA,PEDF-FFD,PEDF-BFD,PEDF-WFD"/&gt;
 *   &lt;arg name="deadlines" value="implicit"/&gt;   (optional: implicit or constrained)
 *   &lt;union name="G-EDF" tests="GFB,BAK,BCL,BCLI,GEDF-RTA"/&gt;   (schedulable if any of them says so)
 *   &lt;model name="ideal"/&gt;                     (no overheads, whole processors; the default)
 *   &lt;model name="this-jvm" overheads="docs/overheads/x.json" wss="64K"/&gt;   (charged; CPMD as if 64K)
 *   &lt;model name="zgc-300" collector="docs/mmu/zgc-300.csv"/&gt;   (each CPU supplies the MMU curve's share)
 *   &lt;model name="n=6..20" tasks="6:20"/&gt;   (set i has 6 + i mod 15 tasks, scaled to the cap)
 *   &lt;simulate name="clustered" scheduler="cedf" clusters="2" partitioning="nfd"/&gt;   (by simulation: {@link
 *       SimulateSpec})
 * &lt;/experiment&gt;
 * </pre>
 *
 * Model files are read relative to the current folder (the repository's root, as the args files are). Refused
 * with file, line and the field: an unknown element or argument, a missing one, a value out of range,
 * an unknown recipe or test, a union naming a test not run, a simulation's mistakes ({@link SimulateSpec}).
 * {@code tests} may be left out where there are simulations.
 */
record Experiment(
        String name,
        Path file,
        String recipeName,
        Recipe recipe,
        int cpus,
        List<String> capTexts,
        int sets,
        long seed,
        List<String> tests,
        List<SimulatedScheduler> simulations,
        boolean constrained,
        Map<String, List<String>> unions,
        List<ModelSpec> models) {

    /**
     * A {@code <model>}: its name, and where given the overhead model to charge, the collector model whose MMU
     * curve each CPU supplies, a working-set size assumed for tasks that have none (the CPMD charged), a recipe
     * of its own (null: the experiment's), and the number of tasks of each set ({@link Tasks}).
     */
    record ModelSpec(String name, String overheads, String collector, long wss, Recipe recipe, Tasks tasks) {}

    /**
     * How many tasks each set has: {@link #UP_TO_CAP} (tasks added until the next would pass the cap), a fixed
     * number N ({@code tasks="N"}: N tasks scaled to the cap, the RTMultiSim thesis' cardinality x load grid), or a
     * range ({@code tasks="6:20"}: set i of a cap has from + i mod (to − from + 1) tasks, each count equally often, as
     * the RTMultiSim thesis §3 draws sets of 6 to 20 tasks). Set i with N tasks is the one {@code sched generate
     * --tasks N} draws as its set i.
     */
    record Tasks(int from, int to) {
        static final Tasks UP_TO_CAP = new Tasks(0, 0);

        /** The task count of set {@code i}; 0 for sets drawn up to the cap. */
        int of(long i) {
            return from == 0 ? 0 : from + (int) (i % (to - from + 1));
        }

        @Override
        public String toString() {
            return from == 0 ? "up to the cap" : from == to ? Integer.toString(from) : from + ":" + to;
        }
    }

    double cap(int i) {
        return Double.parseDouble(capTexts.get(i));
    }

    /** The experiment in {@code file}, its tests named as in {@code knownTests}; see {@link ExperimentReader}. */
    static Experiment read(Path file, List<String> knownTests) throws IOException {
        return ExperimentReader.read(file, knownTests);
    }

    static ToolException error(Path file, int line, String field, String problem) {
        // What the file holds is quoted short and visible (an element's or attribute's name included).
        String f = field == null ? null : field.length() <= 80 ? Quoted.visible(field) : Quoted.of(field);
        String p = Quoted.visible(problem);
        return ToolException.input(file + (line > 0 ? ":" + line : "") + (f == null ? "" : ": field " + f) + ": "
                + (p.length() > 500 ? p.substring(0, 500) + "…" : p));
    }
}
