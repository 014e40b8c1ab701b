package rtjbench.events;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.bench.NativeArguments;
import rtjbench.core.bench.NativeReference;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;

/** {@code periodic} in C (native-refs/periodic.c, clock_nanosleep to absolute releases) and in cyclictest. */
public final class PeriodicReference implements NativeReference {
    @Override
    public String testapp() {
        return "periodic";
    }

    @Override
    public String program() {
        return "periodic";
    }

    private static boolean distinct(Config config) {
        return "distinct".equals(config.getString(Periodic.PRIORITIES));
    }

    /** The twins keep each thread's own schedule, each thread pinned: what phase=own, placement=pinned measure. */
    private static void checkMirrored(Config config) throws UnsupportedHereException {
        String wait = config.getString(Periodic.WAIT_STRATEGY);
        if (!"park".equals(wait)) {
            throw new UnsupportedHereException("wait_strategy=" + wait
                    + " has no C or cyclictest twin; they sleep in clock_nanosleep, as wait_strategy=park");
        }
        if (!"own".equals(config.getString(Periodic.PHASE)) || !"pinned".equals(config.getString(Periodic.PLACEMENT))) {
            throw new UnsupportedHereException(
                    "phase=" + config.getString(Periodic.PHASE) + ", placement=" + config.getString(Periodic.PLACEMENT)
                            + " has no C or cyclictest twin; they mirror phase=own, placement=pinned");
        }
    }

    @Override
    public List<String> arguments(Config config, RunEnvironment env) throws ConfigException {
        checkMirrored(config);
        return new NativeArguments()
                .threads(config, env)
                .loop(config)
                .add("distinct", distinct(config) ? 1 : 0)
                .add("period_ns", config.getLong(Periodic.PERIOD))
                .toList();
    }

    @Override
    public Map<String, Object> facts(Config config) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("timed", "now - intended release, on CLOCK_MONOTONIC; release k at start + k x period");
        m.put("sleep", "clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME) to the release");
        m.put("period_ns", config.getLong(Periodic.PERIOD));
        m.put("priorities", config.getString(Periodic.PRIORITIES));
        return m;
    }

    /** {@code -i}, the period in whole microseconds. */
    @Override
    public List<String> cyclictestOptions(Config config) throws UnsupportedHereException {
        checkMirrored(config);
        long period = config.getLong(Periodic.PERIOD);
        if (period % 1000 != 0) {
            throw new UnsupportedHereException(
                    "period=" + Quantities.formatTime(period) + " is not whole microseconds, cyclictest's -i unit");
        }
        if (distinct(config)) {
            throw new UnsupportedHereException(
                    "priorities=distinct: cyclictest with a histogram (-h) runs every thread at one priority");
        }
        List<String> options = new ArrayList<>();
        options.add("-i" + period / 1000);
        return options;
    }
}
