package rtjbench.core.run.plan;

import java.util.ArrayList;
import java.util.List;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RealtimeSpinners;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.Workload;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;

/** Checks the harness makes for every benchmark. */
public final class HarnessChecks {
    private HarnessChecks() {}

    static void check(Config config, Benchmark benchmark, RunEnvironment env) throws ConfigException {
        env.threadFactory(config.getString(CommonArgs.THREAD_TYPE)).check(config);
        CpuList cpus = env.threadCpus(config);
        int threads = config.getInt(CommonArgs.THREADS);
        if (RunLength.forDuration(config)) {
            checkDuration(config, benchmark);
        }
        if (CommonArgs.explaining(config) && RunLength.histograms(config)) {
            throw new ConfigException("explain_above/explain_top need record=samples: each sample's end time is kept"
                    + " beside it, and record=histogram keeps no single samples but the largest; drop "
                    + "record=histogram");
        }
        if (spinsOnEveryCpu(config, benchmark, env, cpus, Math.min(threads, cpus.size()))) {
            throw refuseAllCpus(config, env);
        }
        if (!config.getBoolean(CommonArgs.FORK) && config.getInt(CommonArgs.FORKS) > 1) {
            throw new ConfigException(
                    "forks=" + config.getInt(CommonArgs.FORKS) + " runs each point in that many fresh VMs,"
                            + " but fork=false runs everything in this one; drop fork=false or set forks=1");
        }
    }

    /**
     * A run measured for a {@code duration}: only with histograms, a benchmark that can, no control, inside time_limit.
     */
    private static void checkDuration(Config config, Benchmark benchmark) throws ConfigException {
        String duration = "duration=" + config.text(CommonArgs.DURATION);
        if (!RunLength.histograms(config)) {
            throw new ConfigException(
                    duration + " needs record=histogram: with record=samples every sample stays in memory"
                            + " until the end, so its length must be known from count");
        }
        String why = benchmark.durationUnsupported(config);
        if (why != null) {
            throw new ConfigException(duration + " is not possible here: " + why + "; give count instead");
        }
        if (config.getBoolean(CommonArgs.CONTROL)) {
            throw new ConfigException(
                    duration + " with control=true: the control run counts its samples (count); give count instead");
        }
        if (config.getLong(CommonArgs.DURATION) >= config.getLong(CommonArgs.TIME_LIMIT)) {
            throw new ConfigException(duration + " is not shorter than time_limit=" + config.text(CommonArgs.TIME_LIMIT)
                    + ": the watchdog would stop it as incomplete; raise time_limit");
        }
    }

    /** After prepare: the workload's own placement must not put real-time spinners on every CPU either. */
    public static void checkPlacement(Config config, Benchmark benchmark, RunEnvironment env, Workload workload)
            throws ConfigException {
        List<Integer> used = new ArrayList<>();
        for (int i = 0; i < config.getInt(CommonArgs.THREADS); i++) {
            used.addAll(workload.placement(i).cpus());
        }
        CpuList placed = CpuList.of(used);
        if (spinsOnEveryCpu(config, benchmark, env, placed, placed.size())) {
            throw refuseAllCpus(config, env);
        }
    }

    private static boolean spinsOnEveryCpu(
            Config config, Benchmark benchmark, RunEnvironment env, CpuList cpus, int cpusUsed) {
        return benchmark.threadsSpin(config)
                && RealtimeSpinners.onEveryCpu(config, env, cpus)
                && cpusUsed >= env.allowedCpus().size();
    }

    private static ConfigException refuseAllCpus(Config config, RunEnvironment env) {
        return RealtimeSpinners.refusal(config, env, "");
    }
}
