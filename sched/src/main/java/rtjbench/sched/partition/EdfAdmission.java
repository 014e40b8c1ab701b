package rtjbench.sched.partition;

import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.uni.ProcessorDemand;
import rtjbench.sched.supply.Supply;

/**
 * EDF on each CPU: exact utilisation ≤ 1 for implicit deadlines on a whole processor, the processor demand
 * against the supply otherwise ({@link ProcessorDemand}).
 */
public final class EdfAdmission implements Admission {
    private final Supply supply;

    public EdfAdmission(Supply supply) {
        this.supply = supply;
    }

    @Override
    public boolean admits(TaskArrays a, int[] onCpu, int count, int candidate) {
        onCpu[count] = candidate;
        return ProcessorDemand.check(a, onCpu, count + 1, supply) == ProcessorDemand.MET;
    }
}
