package rtjbench.events;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.NativeArguments;
import rtjbench.core.bench.NativeReference;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.events.handler.HandlerKinds;

/** {@code dispatch} with {@code handler=bound} in C: native-refs/condvar_wakeup.c, a condition variable signal to a waiting thread. */
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
        return new NativeArguments()
                .threads(config, env)
                .loop(config)
                .add("handler_cpu", config.getString(HandlerArgs.HANDLER_CPU))
                .add("handler_priority", HandlerArgs.handlerPriority(config))
                .toList();
    }

    @Override
    public Map<String, Object> facts(Config config) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(
                "timed",
                "pthread_cond_signal to the first instruction of the woken handler thread (clock_gettime CLOCK_MONOTONIC)");
        m.put(
                "handler",
                "C pthread per firer, waiting on a condition variable; the firer releases the mutex before signalling");
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
