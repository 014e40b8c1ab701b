package rtjbench.core.testing;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.core.bench.JavaThreadFactory;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.rtsj.RtsjDetection;
import rtjbench.core.topology.CpuTopology;

/**
 * The run environment a test hands a benchmark: every CPU of {@code topology} allowed, no native thread control,
 * plain Java threads of kind {@code java}, no VM facts and the VM's own RTSJ, if any. A test sets only what it is
 * about.
 */
public final class TestEnvironment {
    private final CpuTopology topology;
    private CpuList allowed;
    private ThreadControl control = ThreadControls.none("tests run without privileges");
    private Map<String, TestThreadFactory> factories =
            Collections.<String, TestThreadFactory>singletonMap("java", new JavaThreadFactory());
    private Map<String, String> missing = Collections.emptyMap();
    private RtsjDetection rtsj;

    private TestEnvironment(CpuTopology topology) {
        this.topology = topology;
        this.allowed = topology.onlineCpus();
    }

    public static TestEnvironment on(CpuTopology topology) {
        return new TestEnvironment(topology);
    }

    public TestEnvironment allowed(CpuList allowed) {
        this.allowed = allowed;
        return this;
    }

    public TestEnvironment control(ThreadControl control) {
        this.control = control;
        return this;
    }

    /** The thread kinds the run offers, and why each missing one is not there. */
    public TestEnvironment threadKinds(Map<String, TestThreadFactory> factories, Map<String, String> missing) {
        this.factories = factories;
        this.missing = missing;
        return this;
    }

    public TestEnvironment rtsj(RtsjDetection rtsj) {
        this.rtsj = rtsj;
        return this;
    }

    public RunEnvironment build() {
        return new RunEnvironment(
                topology,
                allowed,
                control,
                factories,
                missing,
                new LinkedHashMap<String, Object>(),
                rtsj == null ? RtsjDetection.detect() : rtsj);
    }
}
