package rtjbench.sched.analysis.uni;

import rtjbench.sched.analysis.ArrayTest;
import rtjbench.sched.analysis.IndexSort;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.model.Time;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.supply.Supply;

/**
 * {@code EDF}: uniprocessor EDF, exact ({@link ProcessorDemand}): utilisation at most 1 for implicit deadlines
 * on a whole processor, the processor demand against the supply otherwise (QPA).
 */
public final class UniprocessorEdf extends ArrayTest {
    private final Supply supply;

    public UniprocessorEdf(Supply supply) {
        super(
                "EDF",
                Scheduler.PARTITIONED_EDF,
                "uniprocessor EDF: Liu and Layland 1973 (U ≤ 1); processor demand, Baruah, Rosier and Howell 1990;"
                        + " QPA, Zhang and Burns 2009");
        this.supply = supply;
    }

    @Override
    public Verdict check(TaskArrays a, int cpus) {
        if (cpus != 1) {
            return Verdict.notApplicable("a uniprocessor test; --cpus is " + cpus);
        }
        int[] all = IndexSort.sorted(a.size(), Integer::compare);
        return verdict(ProcessorDemand.check(a, all, all.length, supply), supply);
    }

    /** The verdict for one of {@link ProcessorDemand#check}'s answers. */
    public static Verdict verdict(long answer, Supply supply) {
        if (answer == ProcessorDemand.MET) {
            return Verdict.schedulable();
        }
        if (answer == ProcessorDemand.OVERLOADED) {
            return Verdict.unschedulable(
                    supply == Supply.FULL
                            ? "utilisation above 1"
                            : "utilisation above what the supply gives in the long run");
        }
        if (answer == ProcessorDemand.UNDECIDED) {
            return Verdict.notApplicable(
                    "the processor demand search did not finish (utilisation too close to" + " the supply's rate)");
        }
        return Verdict.unschedulable("the demand in a window of " + Time.format(answer) + " exceeds the "
                + (supply == Supply.FULL ? "window" : "supply"));
    }
}
