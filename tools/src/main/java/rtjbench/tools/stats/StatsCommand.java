package rtjbench.tools.stats;

import java.util.List;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;

/** {@code stats RUN_DIR...}: per-thread and overall statistics, .hgrm and cyclictest histogram per run. */
public final class StatsCommand implements Command {
    @Override
    public String name() {
        return "stats";
    }

    @Override
    public String summary() {
        return "count, min, mean, std, p50..p99.99, max per thread and overall; .hgrm and 1 us histogram";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar stats [--unit ns|us] [--subtract-overhead] [--buckets N] [--force] [--quiet] \
                RUN_DIR...

                For each run below RUN_DIR (a run, sweep or suite folder) prints and writes:
                  stats.csv        one row a thread and "all": count, min, mean, std, p50, p90, p99, p99.9, p99.99, max
                  percentiles.hgrm HdrHistogram percentile distribution of all threads (values in --unit)
                  histogram.txt    cyclictest-style histogram: 1 us buckets, one column a thread
                and for a sweep, sweep-stats.csv: one row a point (all threads together; a forked point all its forks
                together), and for a point run in several VMs (forks=N), forks-stats.csv: mean, p50, p99 and max of
                each fork, their min, median and max, and the mean's 99% confidence interval (from forks.json).
                All exact, as the runner's console summary: std is the population standard deviation (divides by n),
                percentiles are nearest rank on the sorted samples (docs/results-format.md, "Statistics").
                Only the .hgrm file is HdrHistogram's (3 significant digits).
                --subtract-overhead subtracts the run's recorded timer overhead (metadata clock.noise_floor median)
                from every sample; files are then named *-minus-overhead.* and say so in a column and a note.""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(UNIT, SUBTRACT_OVERHEAD, BUCKETS, FORCE, Options.QUIET);
    }

    /** The most 1 us buckets of a histogram: 10 s in microseconds. */
    static final int MAX_BUCKETS = 10_000_000;

    static final Options.Spec<Unit> UNIT = Unit.option("unit of the tables and the .hgrm");
    static final Options.Spec<Boolean> SUBTRACT_OVERHEAD =
            Options.Spec.flag("subtract-overhead", "subtract the recorded timer overhead (clock.noise_floor median)");
    static final Options.Spec<Integer> BUCKETS = Options.Spec.value(
            "buckets",
            "N",
            OptionTypes.integer(1, MAX_BUCKETS),
            Integer.toString(Analyzer.DEFAULT_MICROS_BUCKETS),
            "1 us histogram buckets; larger samples count as overflows");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing output files");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "stats: give at least one RUN_DIR");
        Unit unit = o.get(UNIT);
        int buckets = o.get(BUCKETS);
        boolean minus = o.flag(SUBTRACT_OVERHEAD);
        Outputs outputs = new Outputs(o.flag(FORCE));
        outputs.claimAll(roots, (root, out) -> StatsFiles.claim(root, minus, out));
        for (ResultNode root : roots) {
            StatsFiles.writeAll(root, unit, minus, buckets, outputs, !o.flag(Options.QUIET));
        }
        return 0;
    }
}
