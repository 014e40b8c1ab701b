package rtjbench.core.bench;

import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.support.ConfigException;

/**
 * The one refusal of busy real-time threads on every CPU: threads that never block (spinning, or yielding,
 * which under SCHED_FIFO/RR lets only their equals run), under a real-time policy or as RTSJ threads, on every
 * CPU the process may use, starve the machine (its RT throttling and the watchdog keep their say only where
 * a CPU is left). {@code rt_all_cpus=true} allows it.
 */
public final class RealtimeSpinners {
    private RealtimeSpinners() {}

    /** Whether the config's threads run real-time: SCHED_FIFO/RR, or RTSJ threads. */
    public static boolean realtime(Config config) {
        SchedPolicy policy = SchedPolicy.fromArg(config.getString(CommonArgs.POLICY));
        return policy.isRealtime() || !"java".equals(config.getString(CommonArgs.THREAD_TYPE));
    }

    /** Whether busy threads on {@code cpus} would hold every allowed CPU, real-time, without rt_all_cpus. */
    public static boolean onEveryCpu(Config config, RunEnvironment env, CpuList cpus) {
        return realtime(config) && !config.getBoolean(CommonArgs.RT_ALL_CPUS) && cpus.containsAll(env.allowedCpus());
    }

    /** The refusal, naming the policy, the kind of threads, what is busy and the way out. */
    public static ConfigException refusal(Config config, RunEnvironment env, String what) {
        return new ConfigException("refusing busy real-time threads (" + config.getString(CommonArgs.POLICY) + ", "
                + config.getString(CommonArgs.THREAD_TYPE) + (what.isEmpty() ? "" : ", " + what) + ") on every CPU ("
                + env.allowedCpus()
                + "): they would starve the machine. Leave a CPU free with cpus=..., or set rt_all_cpus=true");
    }

    /** Refuses busy threads on {@code cpus} where they would hold every CPU. */
    public static void check(Config config, RunEnvironment env, CpuList cpus, String what) throws ConfigException {
        if (onEveryCpu(config, env, cpus)) {
            throw refusal(config, env, what);
        }
    }
}
