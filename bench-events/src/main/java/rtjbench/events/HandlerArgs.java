package rtjbench.events;

import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.wait.WaitChoice;
import rtjbench.events.handler.HandlerKind;
import rtjbench.events.handler.HandlerKinds;
import rtjbench.events.handler.HandlerSetup;
import rtjbench.events.handler.ReleaseOrder;

/** The handler arguments the event benchmarks share, and how they resolve against a run's CPUs. */
final class HandlerArgs {
    static final ArgSpec<String> HANDLER_CPU = ArgSpec.of(
            "handler_cpu",
            ArgType.choice("same", "other"),
            "same",
            "CPU of a thread's handler: the firing thread's own (same, as in the seed) or the next CPU of cpus "
                    + "round-robin (other)");
    /** Read through this one; each benchmark declares it with its own wording ({@link #handlerPriority(String)}). */
    static final ArgSpec<Long> HANDLER_PRIORITY = handlerPriority("the handlers");

    static final ArgSpec<Long> POOL_SIZE = ArgSpec.of(
            "pool_size", ArgType.integer(0, 4096), "0", "Workers of the pooled kind; 0: one per CPU in cpus");

    private HandlerArgs() {}

    static ArgSpec<String> handlerCpu() {
        return HANDLER_CPU;
    }

    static ArgSpec<Long> handlerPriority(String whose) {
        return ArgSpec.of(
                "handler_priority",
                ArgType.integer(0, 99),
                "0",
                "Priority of " + whose
                        + " (OS priority under fifo/rr, RTSJ priority for rtsj kinds); 0: one above the test threads' "
                        + "priority");
    }

    static ArgSpec<Long> poolSize() {
        return POOL_SIZE;
    }

    /** handler_priority, or one above the test threads' priority (at most 99) where it is 0. */
    static int handlerPriority(Config config) {
        int p = config.getInt(HANDLER_PRIORITY);
        return p != 0 ? p : Math.min(99, config.getInt(CommonArgs.PRIORITY) + 1);
    }

    /**
     * The CPU test thread {@code index} (a firer) runs on: round-robin over the list, as {@code RoundRobinWorkload}
     * places it.
     */
    static int firerCpu(CpuList cpus, int index) {
        return cpus.get(index % cpus.size());
    }

    /** The CPU of thread {@code index}'s handler: its own (round-robin), or the next one in the list. */
    static CpuList handlerCpus(CpuList cpus, int index, String handlerCpu) {
        int offset = "other".equals(handlerCpu) ? 1 : 0;
        return CpuList.of(cpus.get((index + offset) % cpus.size()));
    }

    static void checkCpus(Config config, CpuList cpus) throws ConfigException {
        if ("other".equals(config.getString(HANDLER_CPU)) && cpus.size() < 2) {
            throw new ConfigException(
                    HANDLER_CPU.name() + "=other needs at least 2 CPUs to place threads on, but cpus gives "
                            + (cpus.isEmpty() ? "none" : cpus.toString()));
        }
    }

    static HandlerKind open(Config config, RunEnvironment env, CpuList cpus, ReleaseOrder order)
            throws UnsupportedHereException {
        return open(config, env, cpus, order, WaitChoice.PARK);
    }

    /** As above, with how dedicated handler threads wait for their releases. */
    static HandlerKind open(Config config, RunEnvironment env, CpuList cpus, ReleaseOrder order, WaitChoice wait)
            throws UnsupportedHereException {
        int pool = config.getInt(POOL_SIZE);
        HandlerSetup setup = new HandlerSetup(
                SchedPolicy.fromArg(config.getString(CommonArgs.POLICY)),
                env.threadControl(),
                order,
                pool != 0 ? pool : cpus.size(),
                cpus,
                handlerPriority(config),
                wait);
        return HandlerKinds.open(config.getString(HandlerKinds.ARG), setup, env);
    }
}
