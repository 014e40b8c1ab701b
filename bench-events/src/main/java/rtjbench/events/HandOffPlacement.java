package rtjbench.events;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.StartMode;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.topology.CoreToCore;
import rtjbench.core.wait.WaitStrategies;
import rtjbench.events.handler.HandlerKinds;

/**
 * Where the host put the CPUs a spinning hand-off crosses, measured beside the run: the one-way time of a cache line
 * ({@link CoreToCore}) between each firer's CPU and its handler's, right before the threads start and right after
 * the handlers stop, under the point's policy and priority. On a virtual machine that time changes with the host's
 * placement of the virtual CPUs within seconds, and a spinning hand-off's latency follows it; with both figures in the
 * metadata a run's latency can be read against the placement it was made in. Measured for {@code handler=bound} with a
 * busy wait strategy and the handler on another CPU than its firer, in warm runs only: in a cold start the probe would
 * compile the very atomic accesses the hand-off then uses. At most {@value #MAX_PAIRS} pairs of CPUs.
 */
final class HandOffPlacement {
    static final int MAX_PAIRS = 4;

    private final ThreadControl control;
    private final SchedPolicy policy;
    private final int priority;
    private final List<int[]> pairs;
    private final Map<String, Map<String, Object>> measured = new LinkedHashMap<>();

    private HandOffPlacement(ThreadControl control, SchedPolicy policy, int priority, List<int[]> pairs) {
        this.control = control;
        this.policy = policy;
        this.priority = priority;
        this.pairs = pairs;
    }

    /** The firer and handler CPUs of the point's threads worth probing; none where the point has no such pair. */
    static HandOffPlacement of(Config config, RunEnvironment env, CpuList cpus, String handlerCpu) {
        List<int[]> pairs = new ArrayList<>();
        if (HandlerKinds.BOUND.equals(config.getString(HandlerKinds.ARG))
                && WaitStrategies.busy(config.getString(Dispatch.WAIT_STRATEGY))
                && !StartMode.cold(config)
                && env.threadControl().isAvailable()) {
            int threads = config.getInt(CommonArgs.THREADS);
            for (int i = 0; i < threads && pairs.size() < MAX_PAIRS; i++) {
                int firer = HandlerArgs.firerCpu(cpus, i);
                int handler = HandlerArgs.handlerCpus(cpus, i, handlerCpu).get(0);
                if (firer != handler && !contains(pairs, firer, handler)) {
                    pairs.add(new int[] {firer, handler});
                }
            }
        }
        return new HandOffPlacement(
                env.threadControl(),
                SchedPolicy.fromArg(config.getString(CommonArgs.POLICY)),
                config.getInt(CommonArgs.PRIORITY),
                pairs);
    }

    private static boolean contains(List<int[]> pairs, int a, int b) {
        for (int[] p : pairs) {
            if (p[0] == a && p[1] == b) return true;
        }
        return false;
    }

    boolean isEmpty() {
        return pairs.isEmpty();
    }

    /** Measures every pair now and keeps the figures under {@code when} ("before", "after"). */
    void measure(String when) {
        if (pairs.isEmpty()) return;
        Map<String, Object> oneWay = new LinkedHashMap<>();
        for (int[] p : pairs) {
            String key = p[0] + "-" + p[1];
            try {
                CoreToCore.Result r = CoreToCore.measure(control, p[0], p[1], policy, priority);
                oneWay.put(key, r.measured() ? (Object) round(r.oneWayNanos()) : "not measured: " + r.notMeasured());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                oneWay.put(key, "not measured: interrupted");
            }
        }
        measured.put(when, oneWay);
    }

    /** What metadata.json keeps ({@code workload.hand_off_placement}). */
    Map<String, Object> facts() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(
                "what",
                "one-way time of a cache line from the firer's CPU to its handler's (key firer-handler), in ns,"
                        + " before the threads started and after the handlers stopped: two threads pinned there pass a"
                        + " counter back and forth, the median batch of " + CoreToCore.BATCH_ROUND_TRIPS
                        + " round trips halved; on a virtual machine it says where the host put the two CPUs");
        m.putAll(measured);
        return m;
    }

    private static double round(double ns) {
        return Double.parseDouble(String.format(Locale.ROOT, "%.1f", ns));
    }
}
