package rtjbench.core.wait;

import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.Config;
import rtjbench.core.support.ConfigException;

/**
 * The {@code wait_strategy} argument and the backoff counts that go with it, declared once for every testapp
 * that takes them, and the strategy a config asks for, made for each waiting thread ({@link #newStrategy}).
 */
public final class WaitStrategies {
    public static final String PARK = "park";
    public static final String YIELD = "yield";
    public static final String BACKOFF = "backoff";
    public static final String SPIN = "spin";

    public static final ArgSpec<Long> BACKOFF_SPINS = ArgSpec.of(
            "backoff_spins",
            ArgType.integer(0, 1_000_000_000L),
            "100",
            "wait_strategy=backoff: turns a wait spins (Thread.onSpinWait) before it yields");
    public static final ArgSpec<Long> BACKOFF_YIELDS = ArgSpec.of(
            "backoff_yields",
            ArgType.integer(0, 1_000_000_000L),
            "10",
            "wait_strategy=backoff: turns it then yields (Thread.yield) before it parks");
    public static final ArgSpec<Long> BACKOFF_MIN_PARK = ArgSpec.of(
            "backoff_min_park",
            ArgType.time(1L, 1_000_000_000L),
            "1us",
            "wait_strategy=backoff: its first park's sleep; each further park sleeps twice as long, up to "
                    + "backoff_max_park");
    public static final ArgSpec<Long> BACKOFF_MAX_PARK = ArgSpec.of(
            "backoff_max_park",
            ArgType.time(1L, 1_000_000_000L),
            "1ms",
            "wait_strategy=backoff: the longest sleep of a park (at least backoff_min_park)");

    private WaitStrategies() {}

    /** The {@code wait_strategy} argument of a testapp, saying what waits in it. */
    public static ArgSpec<String> argument(String whatWaits) {
        return ArgSpec.of(
                "wait_strategy",
                ArgType.choice(PARK, YIELD, BACKOFF, SPIN),
                PARK,
                "How " + whatWaits + " wait: park (LockSupport.park, woken by unpark), yield (Thread.yield in a loop),"
                        + " backoff (spin, then yield, then park with growing sleeps: backoff_*), or spin (busy,"
                        + " Thread.onSpinWait; a CPU of its own per waiting thread)");
    }

    /** The argument and its backoff counts, for a testapp's {@code arguments()}. */
    public static ArgSpec<?>[] arguments(ArgSpec<String> strategy) {
        return new ArgSpec<?>[] {strategy, BACKOFF_SPINS, BACKOFF_YIELDS, BACKOFF_MIN_PARK, BACKOFF_MAX_PARK};
    }

    /** Whether a waiting thread never leaves its CPU to others that need it (spin; yield under SCHED_FIFO/RR). */
    public static boolean busy(String strategy) {
        return SPIN.equals(strategy) || YIELD.equals(strategy);
    }

    /** The checks the declarations cannot make alone: the backoff sleeps in order. */
    public static void check(Config config) throws ConfigException {
        if (config.getLong(BACKOFF_MAX_PARK) < config.getLong(BACKOFF_MIN_PARK)) {
            throw new ConfigException(BACKOFF_MAX_PARK.name() + "=" + config.text(BACKOFF_MAX_PARK)
                    + " is shorter than " + BACKOFF_MIN_PARK.name() + "=" + config.text(BACKOFF_MIN_PARK)
                    + "; the sleeps grow from the one to the other");
        }
    }

    /** The config's choice, from which each waiting thread makes its strategy. */
    public static WaitChoice choice(Config config, ArgSpec<String> strategy) {
        return new WaitChoice(
                config.getString(strategy),
                config.getLong(BACKOFF_SPINS),
                config.getLong(BACKOFF_YIELDS),
                config.getLong(BACKOFF_MIN_PARK),
                config.getLong(BACKOFF_MAX_PARK));
    }

    /** A strategy for one waiting thread; {@code blocker} is what a park names (for thread dumps). Cold path. */
    public static WaitStrategy newStrategy(
            String name, long spins, long yields, long minParkNanos, long maxParkNanos, Object blocker) {
        switch (name) {
            case PARK:
                return new ParkWait(blocker);
            case YIELD:
                return new YieldWait();
            case SPIN:
                return new SpinWait();
            case BACKOFF:
                return new BackoffWait(spins, yields, minParkNanos, maxParkNanos, BackoffWait.REAL);
            default:
                throw new IllegalArgumentException("no wait strategy '" + name + "' (park, yield, backoff, spin)");
        }
    }

    /** A strategy that needs no config: park, yield or spin. */
    public static WaitStrategy simple(String name, Object blocker) {
        return newStrategy(name, 0, 0, 1, 1, blocker);
    }

    /** What the config's strategy does, for the run's metadata. */
    public static Map<String, Object> describe(Config config, ArgSpec<String> strategy) {
        Map<String, Object> m = new LinkedHashMap<>();
        String name = config.getString(strategy);
        m.put("name", name);
        switch (name) {
            case PARK:
                m.put("does", "LockSupport.park until unparked (toward a deadline: parkNanos for the time left)");
                break;
            case YIELD:
                m.put("does", "Thread.yield (sched_yield) in a loop, looking between yields");
                break;
            case SPIN:
                m.put("does", "busy loop, " + OnSpinWait.describe());
                break;
            default:
                m.put(
                        "does",
                        "spin (" + OnSpinWait.describe() + "), then yield, then parkNanos doubling from the min to the"
                                + " max sleep; not unparked: a parked wait ends within one sleep");
                m.put("spins", config.getLong(BACKOFF_SPINS));
                m.put("yields", config.getLong(BACKOFF_YIELDS));
                m.put("min_park_ns", config.getLong(BACKOFF_MIN_PARK));
                m.put("max_park_ns", config.getLong(BACKOFF_MAX_PARK));
        }
        m.put("spin_wait_hint", OnSpinWait.available());
        return m;
    }
}
