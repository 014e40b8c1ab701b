package rtjbench.core.bench;

import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.rtsj.MemoryAreas;
import rtjbench.core.rtsj.RtsjDetection;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.topology.CpuTopology;

/**
 * What the machine and VM offer, decided once at start: topology, the CPUs this process may use, native
 * thread control, the thread kinds this VM can make, and facts about the VM. Benchmarks check configs and
 * place threads against it.
 */
public final class RunEnvironment {
    private final CpuTopology topology;
    private final CpuList allowedCpus;
    private final ThreadControl threadControl;
    private final Map<String, TestThreadFactory> threadFactories;
    private final Map<String, String> missingThreadKinds;
    private final Map<String, Object> vmFacts;
    private final RtsjDetection rtsj;

    public RunEnvironment(
            CpuTopology topology,
            CpuList allowedCpus,
            ThreadControl threadControl,
            Map<String, TestThreadFactory> threadFactories,
            Map<String, String> missingThreadKinds,
            Map<String, Object> vmFacts,
            RtsjDetection rtsj) {
        this.rtsj = rtsj;
        this.topology = topology;
        this.allowedCpus = allowedCpus;
        this.threadControl = threadControl;
        this.threadFactories = new LinkedHashMap<>(threadFactories);
        this.missingThreadKinds = new LinkedHashMap<>(missingThreadKinds);
        this.vmFacts = new LinkedHashMap<>(vmFacts);
    }

    public CpuTopology topology() {
        return topology;
    }

    /** The CPUs this process may run on (its affinity mask at start). */
    public CpuList allowedCpus() {
        return allowedCpus;
    }

    public ThreadControl threadControl() {
        return threadControl;
    }

    /** VM name, version, RTSJ classes found...: recorded in every run's metadata. */
    public Map<String, Object> vmFacts() {
        return vmFacts;
    }

    /** What this VM has of RTSJ (detected once, by class name). */
    public RtsjDetection rtsj() {
        return rtsj;
    }

    /** Makes heap, scoped and immortal areas with the RTSJ layout this VM has. */
    public MemoryAreas memoryAreas() {
        return new MemoryAreas(rtsj);
    }

    /** A one-line name of the VM for messages: "OpenJDK 64-Bit Server VM 17.0.15". */
    public String vmName() {
        return System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version");
    }

    /** The factory for {@code type_of_threads}, or {@link UnsupportedHereException} saying why this VM has none. */
    public TestThreadFactory threadFactory(String kind) throws UnsupportedHereException {
        TestThreadFactory factory = threadFactories.get(kind);
        if (factory == null) {
            String why = missingThreadKinds.get(kind);
            throw new UnsupportedHereException("type_of_threads=" + kind + " is not available: "
                    + (why != null ? why : "no factory for it on this VM (" + vmName() + ")"));
        }
        return factory;
    }

    /**
     * The CPUs a config places its threads on: its {@code cpus} argument, or every allowed CPU where it is
     * empty. A CPU outside the allowed set is refused here, before the run.
     */
    public CpuList threadCpus(Config config) throws ConfigException {
        CpuList requested = config.getCpus(CommonArgs.CPUS);
        if (requested.isEmpty()) {
            return allowedCpus;
        }
        CpuList refused = requested.minus(allowedCpus);
        if (!refused.isEmpty()) {
            throw new ConfigException("cpus=" + requested + " includes CPU " + refused
                    + " which this process may not use (allowed: " + allowedCpus + ")");
        }
        return requested;
    }
}
