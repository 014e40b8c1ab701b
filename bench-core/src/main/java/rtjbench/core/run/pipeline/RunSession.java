package rtjbench.core.run.pipeline;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.jvm.JvmProbe;
import rtjbench.core.run.console.Progress;

/**
 * What lasts across every run of one invocation: the console, the machine and VM as probed, the clocks, and
 * the run in progress (which a signal or the watchdog saves). Session stages ({@link SessionStage}) set up
 * and tear down what spans all runs; point stages ({@link RunStage}) what spans one.
 */
public final class RunSession {
    public final PrintStream out;
    public final Progress progress;
    public final RunEnvironment env;
    /**
     * What the machine's probe warned of in this VM (no native thread control, no topology): a runner says them as
     * it starts; a fork, whose VM may not be the runner's, says its own, and the runner shows those it has not.
     */
    public final List<String> probeWarnings;

    final Map<String, Object> envDescription;
    final ClockSelector clocks;
    /** The JVM's JIT, GC and safepoint totals, the beans found once for the session. */
    final JvmProbe jvm = JvmProbe.open();
    /** The run being measured or saved; null between runs. */
    public volatile ActiveRun active;
    /** The fork running now (a run in a VM of its own); null between forks and without forks. */
    public volatile ChildVm fork;
    /** A signal arrived: no further run starts. */
    public volatile boolean interrupted;
    /**
     * Counted down once the runner has written its last file (the suite's and sweep's indexes, after the point a
     * signal stopped): the signal's hook waits for it before the VM halts, so an index is never cut between its
     * temporary file and its rename. Null where nothing writes after the run (a fork).
     */
    public volatile CountDownLatch written;
    /** Whether mlockall is in force now (it lasts for the process, so a later run may keep it). */
    boolean memoryLocked;
    /** The start-up of this VM up to its first point's pipeline (a fork's); null once that point has begun. */
    public volatile Startup startup;
    /**
     * Run once a point's measurement is over (threads ended, stages torn down) and before it is saved: a fork
     * tells its runner so; null in a runner.
     */
    public volatile Runnable measured;
    /** The PM QoS request held across the session's runs (see PlatformStages.PmQosSession). */
    public rtjbench.core.os.PmQosHolder pmQos;

    public RunSession(PrintStream out, Progress progress, EnvironmentProbe probe, ClockSelector clocks) {
        this.out = out;
        this.progress = progress;
        this.env = probe.environment();
        this.envDescription = probe.description();
        this.probeWarnings = Collections.unmodifiableList(new ArrayList<>(probe.warnings()));
        this.clocks = clocks;
    }
}
