package rtjbench.events.handler;

import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.UnsupportedHereException;
import rtjbench.events.VirtualThreads;

/**
 * The handler kinds by their {@code handler} argument name: availability is checked before the run, and the
 * kind is opened once when the run is prepared.
 */
public final class HandlerKinds {
    public static final String BOUND = "bound";
    public static final String POOLED = "pooled";
    public static final String VIRTUAL = "virtual";

    public static final String ARG = "handler";

    private HandlerKinds() {
    }

    /** The {@code handler} argument, shared by the event benchmarks. */
    public static ArgSpec argument() {
        return ArgSpec.of(ARG, ArgType.choice(BOUND, POOLED, VIRTUAL), BOUND,
                "Handler kind: a dedicated platform thread woken by unpark (bound), a ThreadPoolExecutor (pooled), "
                        + "a dedicated virtual thread (virtual, Java 21+)");
    }

    /** Throws, naming the kind and the VM, where this VM cannot run it. */
    public static void check(String kind, RunEnvironment env) throws UnsupportedHereException {
        if (VIRTUAL.equals(kind)) {
            VirtualThreads.require("handler=virtual");
        }
    }

    public static boolean isPooled(String kind) {
        return POOLED.equals(kind);
    }

    /** Opens a kind for one run. */
    public static HandlerKind open(String kind, HandlerSetup setup, RunEnvironment env) throws UnsupportedHereException {
        check(kind, env);
        if (BOUND.equals(kind)) {
            return new ThreadPerHandlerKind(false, setup);
        }
        if (VIRTUAL.equals(kind)) {
            return new ThreadPerHandlerKind(true, setup);
        }
        if (POOLED.equals(kind)) {
            return new PooledHandlerKind(setup);
        }
        throw new IllegalArgumentException("unknown handler kind '" + kind + "'");
    }
}
