package rtjbench.core.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.support.ConfigException;

/** The {@code key=value} arguments of a C reference (native-refs/rtjref.h reads them), built from a run's config. */
public final class NativeArguments {
    private final List<String> args = new ArrayList<>();

    public NativeArguments add(String key, Object value) {
        args.add(key + "=" + value);
        return this;
    }

    /**
     * The thread layout as the harness applies it: {@code cpus} (the run's CPUs, thread i on the i-th
     * round-robin), {@code threads}, {@code policy}, {@code priority}.
     */
    public NativeArguments threads(Config config, RunEnvironment env) throws ConfigException {
        return add("cpus", env.threadCpus(config))
                .add("threads", config.getInt(CommonArgs.THREADS))
                .add("policy", config.getString(CommonArgs.POLICY))
                .add("priority", config.getInt(CommonArgs.PRIORITY));
    }

    /**
     * {@code count}, {@code warmup} (a count: a C program has no JIT to wait for, so auto and a time give
     * {@code warmup_min}), {@code instr_load} (the harness's SimulatedWork, the same loop in C), {@code mlockall}.
     */
    public NativeArguments loop(Config config) {
        return add("count", config.getInt(CommonArgs.COUNT))
                .add("warmup", WarmupSpec.iterationsUpFront(config))
                .add("instr_load", config.getInt(CommonArgs.INSTR_LOAD))
                .add("mlockall", config.getBoolean(CommonArgs.MLOCKALL) ? 1 : 0);
    }

    public List<String> toList() {
        return Collections.unmodifiableList(new ArrayList<>(args));
    }
}
