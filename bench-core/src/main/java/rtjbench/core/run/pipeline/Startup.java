package rtjbench.core.run.pipeline;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where a run's start-up went, in wall-clock milliseconds: in a fork, from the runner starting its VM to the runner's
 * main method ({@code vm_ms}: the launcher, VM initialisation with its heap pre-touched, the first classes loaded),
 * then taking and checking the point the runner handed over and locking the memory ({@code plan_ms}); in every run,
 * each stage's set-up ({@code stages_ms}: memory lock, clock choice and calibration, the workload, the platform
 * record...), up to the moment the test threads start their warm-up. Metadata's {@code startup}. A fork started while
 * the one before it still saved waits for its turn once it has its point; that wait ({@code waited_ms}) is no cost of
 * its start-up and is left out of {@code total_ms}. What the run waited for the fork, from the runner giving it its
 * turn to its warm-up, is {@code delay_ms}: the part of the start-up the fork before did not hide.
 */
public final class Startup {
    /** Epoch milliseconds at which the runner started this VM; negative where this VM is not a fork. */
    private final long launchedMillis;
    /** Epoch milliseconds at which the runner's main class began. */
    private final long mainMillis;
    /** Epoch milliseconds at which the fork was ready (planned, memory locked) and began to wait for its turn. */
    private final long plannedMillis;
    /** Epoch milliseconds at which the point's pipeline began (its turn came). */
    private final long pipelineMillis;
    /** Epoch milliseconds at which the runner gave the turn; negative where there was none to give. */
    private final long turnMillis;

    /** A start-up without a turn to wait for: the first stage began right after the plan. */
    public Startup(long launchedMillis, long mainMillis, long pipelineMillis) {
        this(launchedMillis, mainMillis, pipelineMillis, pipelineMillis, -1);
    }

    /** {@code turnMillis}: when the runner gave a fork its turn (it may have been ready before, or only after). */
    public Startup(long launchedMillis, long mainMillis, long plannedMillis, long pipelineMillis, long turnMillis) {
        this.launchedMillis = launchedMillis;
        this.mainMillis = mainMillis;
        this.plannedMillis = plannedMillis;
        this.pipelineMillis = pipelineMillis;
        this.turnMillis = turnMillis;
    }

    /**
     * {@code stages}: each stage's set-up in ms, in order; {@code warmupMillis}: when the threads were started.
     * {@code other_ms} is what lies between the parts, so that they add up to {@code total_ms}.
     */
    public Map<String, Object> toMetadata(Map<String, Object> stages, long warmupMillis) {
        Map<String, Object> m = new LinkedHashMap<>();
        long from = pipelineMillis;
        if (launchedMillis >= 0) {
            m.put("vm_ms", mainMillis - launchedMillis);
            from = launchedMillis;
        }
        if (mainMillis >= 0) {
            m.put("plan_ms", plannedMillis - mainMillis);
            from = Math.min(from, mainMillis);
        }
        long waited = pipelineMillis - plannedMillis;
        m.put("stages_ms", stages);
        long parts = 0;
        for (Object v : m.values()) {
            parts += v instanceof Long ? (Long) v : 0;
        }
        for (Object v : stages.values()) {
            parts += v instanceof Long ? (Long) v : 0;
        }
        long total = warmupMillis - from - waited;
        m.put("other_ms", total - parts); // between the parts: the session's hooks, the run's record
        m.put("total_ms", total);
        m.put("waited_ms", waited);
        if (turnMillis >= 0) {
            // What the run waited for this VM: from its turn to its warm-up, including any part of its start
            // that was not done by then. A fork started in its turn has the whole start-up here.
            m.put("delay_ms", Math.max(0, warmupMillis - turnMillis));
        }
        m.put(
                "from",
                launchedMillis >= 0
                        ? "the runner starting this VM"
                        : mainMillis >= 0 ? "the runner's main method" : "the point's first stage");
        return m;
    }
}
