package rtjbench.locking.inversion;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.bench.NativeArguments;
import rtjbench.core.bench.NativeReference;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;

/**
 * {@code prio_inversion} with a pthread mutex in C: native-refs/prio_inversion.c, PTHREAD_PRIO_NONE or
 * PTHREAD_PRIO_INHERIT.
 */
public final class PrioInversionReference implements NativeReference {
    @Override
    public String testapp() {
        return "prio_inversion";
    }

    @Override
    public String program() {
        return "prio_inversion";
    }

    /** posix-none -> none, posix-inherit -> inherit. */
    private static String protocol(Config config) throws UnsupportedHereException {
        String kind = config.getString(PriorityInversion.LOCK);
        if (!kind.startsWith("posix-")) {
            throw new UnsupportedHereException(
                    "lock=" + kind + " has no C twin; prio_inversion.c mirrors posix-none and posix-inherit");
        }
        return kind.substring("posix-".length());
    }

    @Override
    public List<String> arguments(Config config, RunEnvironment env) throws ConfigException {
        return new NativeArguments()
                .add("cpus", env.threadCpus(config).get(0))
                .add("protocol", protocol(config))
                .add("priority", config.getInt(CommonArgs.PRIORITY))
                .add("low_hold_ns", config.getLong(PriorityInversion.LOW_HOLD))
                .add("medium_run_ns", config.getLong(PriorityInversion.MEDIUM_RUN))
                .add("gap_ns", config.getLong(PriorityInversion.GAP))
                .add("count", config.getInt(CommonArgs.COUNT))
                .add("warmup", WarmupSpec.iterationsUpFront(config))
                .add("mlockall", config.getBoolean(CommonArgs.MLOCKALL) ? 1 : 0)
                .toList();
    }

    @Override
    public Map<String, Object> facts(Config config) {
        Map<String, Object> m = new LinkedHashMap<>();
        int high = config.getInt(CommonArgs.PRIORITY);
        m.put(
                "timed",
                "high's wait for the mutex: from just before high asks for it (low holds it, medium is released) until "
                        + "high holds it");
        m.put("lock", config.getString(PriorityInversion.LOCK));
        m.put("priorities", "SCHED_FIFO low " + (high - 2) + ", medium " + (high - 1) + ", high " + high);
        m.put("low_hold", Quantities.formatTime(config.getLong(PriorityInversion.LOW_HOLD)));
        m.put("medium_run", Quantities.formatTime(config.getLong(PriorityInversion.MEDIUM_RUN)));
        m.put("gap", Quantities.formatTime(config.getLong(PriorityInversion.GAP)));
        return m;
    }

    @Override
    public List<String> cyclictestOptions(Config config) {
        return null; // cyclictest has no lock; rt-tests' pi_stress is the tool for this, and counts, not times
    }
}
