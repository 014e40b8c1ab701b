package rtjbench.sched.sim;

import rtjbench.sched.analysis.Exact.Rational;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.partition.Admission;

/**
 * A cluster of {@code cpus} CPUs admits tasks while their utilisation sums to at most {@code cpus} (exactly):
 * the capacity a partitioning heuristic fills when it packs tasks into clusters rather than onto single CPUs, as
 * the RTMultiSim thesis packs them for clustered scheduling. It is a bin's size, not a schedulability test: whether
 * global EDF inside the cluster meets every deadline is what the simulation then shows.
 */
final class ClusterCapacity implements Admission {
    private final int cpus;

    ClusterCapacity(int cpus) {
        this.cpus = cpus;
    }

    @Override
    public boolean admits(TaskArrays tasks, int[] onCluster, int count, int candidate) {
        Rational sum = Rational.of(tasks.wcet(candidate), tasks.period(candidate));
        for (int k = 0; k < count; k++) {
            sum = sum.plus(Rational.of(tasks.wcet(onCluster[k]), tasks.period(onCluster[k])));
        }
        return sum.compareTo(Rational.of(cpus)) <= 0;
    }
}
