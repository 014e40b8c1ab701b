package rtjbench.core.bench;

import rtjbench.core.os.CpuList;

/** A workload whose threads go round-robin over a CPU list by logical thread id, as in the seed. */
public abstract class RoundRobinWorkload implements Workload {
    private final CpuList cpus;

    protected RoundRobinWorkload(CpuList cpus) {
        if (cpus.isEmpty()) {
            throw new IllegalArgumentException("no CPUs to place threads on");
        }
        this.cpus = cpus;
    }

    protected CpuList cpus() {
        return cpus;
    }

    @Override
    public CpuList placement(int index) {
        return CpuList.of(cpus.get(index % cpus.size()));
    }
}
