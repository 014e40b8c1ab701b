package rtjbench.core.bench;

import java.util.List;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.support.ConfigException;
import rtjbench.stats.Finding;

/**
 * A benchmark: a name used in args files ({@code <testapp name="memalloc">}), its own arguments (the common
 * ones are added by the harness), a check of a config against this machine, and the workload of one run.
 * Found through {@link java.util.ServiceLoader}; each benchmark module lists its classes in
 * {@code META-INF/services/rtjbench.core.bench.Benchmark}.
 */
public interface Benchmark {
    String name();

    /** What is timed and how, for --help and the README. */
    String description();

    /** The benchmark's own arguments; see {@link rtjbench.core.args.CommonArgs} for the rest. */
    List<ArgSpec<?>> arguments();

    /**
     * Whether the test threads run without ever blocking (allocation, copies, spin-locks). Such threads
     * under SCHED_FIFO/RR on every CPU starve the machine, so the runner refuses that layout unless
     * {@code rt_all_cpus=true}.
     */
    default boolean threadsSpin() {
        return true;
    }

    /** As {@link #threadsSpin()}, for a config: where it depends on the arguments (a wait strategy). */
    default boolean threadsSpin(Config config) {
        return threadsSpin();
    }

    /**
     * Why this config cannot measure for a {@code duration} instead of {@code count} iterations (it sizes
     * something by {@code count} before its loop, or its loop does not look at the stop flag), or null where
     * it can. Asked before anything runs, only where a duration is given.
     */
    default String durationUnsupported(Config config) {
        return null;
    }

    /**
     * What one run of this config keeps live on the heap beyond what the harness keeps for every testapp (the
     * samples, their end times, a control run, the allocation load): the buffers, sources and copies made
     * before the loop, further samples (per clock, per sub-run), objects made per iteration up front. Each part
     * named, with how it was counted. The harness adds its own parts and sizes each fork's fixed heap from the
     * sum ({@code heap=auto}), or refuses a point whose heap cannot hold it, before anything runs. Asked before
     * anything runs, cheaply; by default nothing. {@code HeapNeedAudit} in the tests holds every registered
     * testapp's declaration against the heap it really uses.
     */
    default HeapNeed heapNeed(Config config, RunEnvironment env) throws ConfigException {
        return HeapNeed.none();
    }

    /**
     * The comparison this testapp's docs call its finding (a point against another, a growth per unit of a swept
     * size, the best point against the worst, a statistic against an argument's value), shown by the console's
     * summary and the report's headline card; null where none is declared (the points are shown as they are).
     * Declared here, beside the arguments it names, and written into each run's metadata.json, so the tools read
     * the very declaration the runner used.
     */
    default Finding finding() {
        return null;
    }

    /**
     * The value of the finding's argument at {@code config} as a number (B for a size, ns for a time, a count):
     * by default the argument's own value where it is a number; NaN where it has none.
     */
    default double findingValue(Config config) {
        Finding f = finding();
        if (f == null || f.arg() == null) {
            return Double.NaN;
        }
        for (ArgSpec<?> spec : CommonArgs.with(arguments())) {
            if (spec.name().equals(f.arg())) {
                Object v = config.get(spec);
                return v instanceof Number ? ((Number) v).doubleValue() : Double.NaN;
            }
        }
        return Double.NaN;
    }

    /**
     * The harness arguments this testapp decides from its own, for one sweep point, before anything is checked:
     * the task-set testapp runs one thread a task and measures as many jobs as its task set makes in the run, so
     * it sets {@code no_of_threads} and {@code count} from its set. What it returns is the point's config from
     * then on (checked, run and recorded). By default the config as it is.
     */
    default Config settle(Config config) throws ConfigException {
        return config;
    }

    /**
     * Checks a config against this machine and VM before anything runs, cheaply (no large allocation).
     * Throws {@link ConfigException} naming the numbers, or {@link UnsupportedHereException} where the VM
     * lacks what the config needs.
     */
    void check(Config config, RunEnvironment env) throws ConfigException;

    /** Prepares one run; called just before it starts, after every config passed {@link #check}. */
    Workload prepare(Config config, RunEnvironment env) throws ConfigException;
}
