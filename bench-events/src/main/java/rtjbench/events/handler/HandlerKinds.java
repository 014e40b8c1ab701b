package rtjbench.events.handler;

import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;

/**
 * The handler kinds by their {@code handler} argument name: availability is checked before the run, and the
 * kind is opened once when the run is prepared. The RTSJ kinds live in {@code rtjbench.events.rtsj}, which
 * links against {@code javax.realtime}; that package is loaded reflectively, and only after the VM was found
 * to have RTSJ, so nothing here fails to link on a standard VM.
 */
public final class HandlerKinds {
    public static final String BOUND = "bound";
    public static final String POOLED = "pooled";
    public static final String VIRTUAL = "virtual";
    public static final String RTSJ_BOUND = "rtsj-bound";
    public static final String RTSJ_POOLED = "rtsj-pooled";

    public static final ArgSpec<String> ARG = ArgSpec.of(
            "handler",
            ArgType.choice(BOUND, POOLED, VIRTUAL, RTSJ_BOUND, RTSJ_POOLED),
            BOUND,
            "Handler kind: a dedicated platform thread woken by unpark (bound), a ThreadPoolExecutor (pooled), "
                    + "a dedicated virtual thread (virtual, Java 21+), javax.realtime.BoundAsyncEventHandler "
                    + "(rtsj-bound) or AsyncEventHandler (rtsj-pooled) on an RTSJ VM");

    static final String RTSJ_KIND = "rtjbench.events.rtsj.RtsjHandlerKind";

    private HandlerKinds() {}

    /** The {@code handler} argument, shared by the event benchmarks. */
    public static ArgSpec<String> argument() {
        return ARG;
    }

    public static boolean isRtsj(String kind) {
        return RTSJ_BOUND.equals(kind) || RTSJ_POOLED.equals(kind);
    }

    public static boolean isPooled(String kind) {
        return POOLED.equals(kind) || RTSJ_POOLED.equals(kind);
    }

    /** Throws, naming the kind and the VM, where this VM cannot run it. */
    public static void check(String kind, RunEnvironment env) throws UnsupportedHereException {
        if (VIRTUAL.equals(kind)) {
            VirtualThreads.require("handler=virtual");
        }
        if (isRtsj(kind) && !hasAsyncEvents(env)) {
            throw new UnsupportedHereException("handler=" + kind + " needs javax.realtime.AsyncEvent: "
                    + env.rtsj().lacks("javax.realtime.AsyncEvent"));
        }
    }

    /**
     * Checks that handler priorities {@code low..high} are valid for the kind: the VM's PriorityScheduler
     * range for the RTSJ kinds (the OS range 1..99 is the argument's own for the others).
     */
    public static void checkPriorities(String kind, RunEnvironment env, int low, int high) throws ConfigException {
        check(kind, env);
        if (!isRtsj(kind)) {
            return;
        }
        int[] range;
        try {
            range = (int[]) Class.forName(RTSJ_KIND).getMethod("priorityRange").invoke(null);
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new UnsupportedHereException("handler=" + kind + ": cannot load " + RTSJ_KIND + ": " + e);
        }
        if (low < range[0] || high > range[1]) {
            throw new ConfigException(
                    "handler=" + kind + ": handler priorities " + (low == high ? "" + high : low + ".." + high)
                            + " are outside this VM's RTSJ PriorityScheduler range " + range[0] + ".." + range[1]
                            + "; set handler_priority (and low_priority) inside it");
        }
    }

    private static boolean hasAsyncEvents(RunEnvironment env) {
        if (!env.rtsj().hasRealtimeThread()) {
            return false;
        }
        try {
            Class.forName("javax.realtime.AsyncEvent", false, HandlerKinds.class.getClassLoader());
            Class.forName("javax.realtime.BoundAsyncEventHandler", false, HandlerKinds.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** Opens a kind for one run. */
    public static HandlerKind open(String kind, HandlerSetup setup, RunEnvironment env)
            throws UnsupportedHereException {
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
        if (isRtsj(kind)) {
            try {
                return (HandlerKind) Class.forName(RTSJ_KIND)
                        .getConstructor(boolean.class, HandlerSetup.class)
                        .newInstance(RTSJ_BOUND.equals(kind), setup);
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new UnsupportedHereException("handler=" + kind + ": cannot load " + RTSJ_KIND + ": " + e);
            }
        }
        throw new IllegalArgumentException("unknown handler kind '" + kind + "'");
    }
}
