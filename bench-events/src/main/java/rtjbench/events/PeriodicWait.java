package rtjbench.events;

import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.RealtimeSpinners;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.core.wait.WaitStrategies;

/** What {@code periodic}'s wait strategies need before anything runs. */
final class PeriodicWait {
    private PeriodicWait() {}

    static void check(Config config, RunEnvironment env, ArgSpec<String> strategy) throws ConfigException {
        WaitStrategies.check(config);
        String wait = config.getString(strategy);
        if (WaitStrategies.PARK.equals(wait)) {
            return;
        }
        if (!"java".equals(config.getString(CommonArgs.THREAD_TYPE))) {
            throw new ConfigException("wait_strategy=" + wait + " is for type_of_threads=java: RTSJ threads wait in"
                    + " waitForNextPeriod, as the VM makes them; use wait_strategy=park");
        }
        CpuList cpus = env.threadCpus(config);
        int threads = config.getInt(CommonArgs.THREADS);
        if (WaitStrategies.SPIN.equals(wait) && threads > cpus.size()) {
            throw new ConfigException("wait_strategy=spin needs a CPU of its own for each of the " + threads
                    + " threads, but cpus gives " + cpus.size() + " (" + cpus
                    + "): a spinning thread would keep the others of its CPU from their releases; use yield or "
                    + "backoff");
        }
        if (WaitStrategies.busy(wait)) {
            RealtimeSpinners.check(
                    config,
                    env,
                    threads >= cpus.size() ? cpus : CpuList.of(cpus.cpus().subList(0, threads)),
                    "wait_strategy=" + wait + " periodic threads");
        }
    }
}
