package rtjbench.tools.sched;

import java.nio.file.Path;
import java.util.List;
import rtjbench.sched.analysis.Verdict.Outcome;

/**
 * Run in a VM of its own by {@link LargestValuesTest}: the experiment file given (read, so its bound is checked) at
 * {@link SchedArgs#MAX_SIMULATED_SETS} simulated sets, every one's metrics put into {@link SimulatedSets} as the
 * ratio run puts them (distinct figures, every twentieth set na with a reason of its own), then the simulation
 * table made from them; prints the table's lines and the time taken.
 */
final class SimulatedSetsAtTheBound {
    private SimulatedSetsAtTheBound() {}

    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        Experiment e = Experiment.read(Path.of(args[0]), List.of("GFB"));
        int caps = e.capTexts().size();
        int simulations = e.simulations().size();
        SimulatedSets sets = new SimulatedSets(1, simulations, caps, e.sets());
        long filled = 0;
        for (int k = 0; k < simulations; k++) {
            for (int c = 0; c < caps; c++) {
                for (int i = 0; i < e.sets(); i++) {
                    SimulationTable.SetResult r = i % 20 == 19
                            ? SimulationTable.SetResult.notApplicable("set " + i + " of cap " + c + " past the bound")
                            : new SimulationTable.SetResult(
                                    i % 3 == 0 ? Outcome.UNSCHEDULABLE : Outcome.SCHEDULABLE,
                                    "",
                                    i % 7,
                                    i % 11,
                                    100 + i % 13,
                                    1000.5 + i);
                    sets.put(0, k, c, i, r);
                    filled++;
                }
            }
        }
        SimulationTable table = new SimulationTable(e, List.of("ideal"), List.of("global"), sets);
        System.out.printf(
                "%d simulated sets, %d lines, %s, %.1f s%n",
                filled, table.rows().size(), table.notes(), (System.nanoTime() - t0) / 1e9);
    }
}
