package rtjbench.events;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.NativeArguments;
import rtjbench.core.bench.NativeReference;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.wait.WaitStrategies;
import rtjbench.events.handler.HandlerKinds;

/**
 * {@code dispatch} with {@code handler=bound} in C: native-refs/condvar_wakeup.c, a condition variable signal to a
 * waiting thread.
 */
public final class DispatchReference implements NativeReference {
    @Override
    public String testapp() {
        return "dispatch";
    }

    @Override
    public String program() {
        return "condvar_wakeup";
    }

    @Override
    public List<String> arguments(Config config, RunEnvironment env) throws ConfigException {
        String kind = config.getString(HandlerKinds.ARG);
        if (!HandlerKinds.BOUND.equals(kind)) {
            throw new UnsupportedHereException("handler=" + kind
                    + " has no C twin; condvar_wakeup mirrors handler=bound" + " (a thread of its own woken per fire)");
        }
        String wait = config.getString(Dispatch.WAIT_STRATEGY);
        NativeArguments args = new NativeArguments()
                .threads(config, env)
                .loop(config)
                .add("handler_cpu", config.getString(HandlerArgs.HANDLER_CPU))
                .add("handler_priority", HandlerArgs.handlerPriority(config))
                .add("wait", cWait(wait));
        if (WaitStrategies.BACKOFF.equals(wait)) {
            args.add("backoff_spins", config.getLong(WaitStrategies.BACKOFF_SPINS))
                    .add("backoff_yields", config.getLong(WaitStrategies.BACKOFF_YIELDS))
                    .add("backoff_min_park_ns", config.getLong(WaitStrategies.BACKOFF_MIN_PARK))
                    .add("backoff_max_park_ns", config.getLong(WaitStrategies.BACKOFF_MAX_PARK));
        }
        return args.toList();
    }

    /** The C program's wait for a wait_strategy: park is a condition variable, the others the same by name. */
    static String cWait(String strategy) {
        return WaitStrategies.PARK.equals(strategy) ? "condvar" : strategy;
    }

    /**
     * The core-to-core limit beside every point: {@code core_to_core} over every pair of the point's CPUs
     * (where it has two), under the point's policy and priority.
     */
    @Override
    public List<List<String>> companions(Config config, RunEnvironment env) throws ConfigException {
        CpuList cpus = env.threadCpus(config);
        if (cpus.size() < 2) {
            return Collections.emptyList();
        }
        List<String> c = new ArrayList<>();
        c.add("core_to_core");
        c.add("cpus=" + cpus);
        c.add("policy=" + config.getString(CommonArgs.POLICY));
        c.add("priority=" + config.getInt(CommonArgs.PRIORITY));
        return Collections.singletonList(c);
    }

    @Override
    public Map<String, Object> facts(Config config) {
        Map<String, Object> m = new LinkedHashMap<>();
        String wait = cWait(config.getString(Dispatch.WAIT_STRATEGY));
        boolean condvar = "condvar".equals(wait);
        m.put(
                "timed",
                (condvar ? "pthread_cond_signal" : "the atomic store of the fire count")
                        + " to the first instruction of the handler thread after it saw the fire (clock_gettime "
                        + "CLOCK_MONOTONIC)");
        m.put(
                "handler",
                condvar
                        ? "C pthread per firer, waiting on a condition variable; the firer releases the mutex before "
                                + "signalling"
                        : "C pthread per firer, waiting on an atomic fire count (" + wait
                                + "); the firer waits on an atomic done count the same way");
        m.put("wait", wait);
        m.put("handler_cpu", config.getString(HandlerArgs.HANDLER_CPU));
        m.put("handler_priority", HandlerArgs.handlerPriority(config));
        m.put("twin_of", "dispatch handler=bound, policy " + config.getString(CommonArgs.POLICY));
        return m;
    }

    @Override
    public List<String> cyclictestOptions(Config config) {
        return null; // cyclictest measures timer wake-ups, not one thread waking another
    }
}
