package rtjbench.tools.plot;

import java.util.List;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.stats.Unit;

/** {@code plot RUN_DIR...}: PNG and SVG charts of every run and sweep below the folders. */
public final class PlotCommand implements Command {

    @Override
    public String name() {
        return "plot";
    }

    @Override
    public String summary() {
        return "PNG and SVG: sample trace, histogram, CCDF, avg/max bars; lines against the swept argument";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar plot [--unit ns|us] [--subtract-overhead] [--force] [--quiet] RUN_DIR...

                Writes, as PNG and SVG, into plots/ of each run below RUN_DIR (a run, sweep or suite folder):
                  trace      latency of each sample in order, a line a thread (max of each bin past 1024 points)
                  histogram  samples per log-spaced latency bin, log counts
                  ccdf       fraction of samples above each latency, log-log (p99 at 1e-2, p99.9 at 1e-3)
                  bars       per-thread avg and max
                and into plots/ of each sweep folder: sweep (min, p50, mean, p99, p99.9, max against the swept
                argument, parsed from its values: 1K, 1/2, 200us, counts); where RUN_DIR holds cpmd runs, into its
                own plots/: cpmd (CPMD against the working set, a line per disturbance, and the bound).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(UNIT, SUBTRACT_OVERHEAD, FORCE, Options.QUIET);
    }

    static final Options.Spec<Unit> UNIT = Unit.option("unit of the latency axes");
    static final Options.Spec<Boolean> SUBTRACT_OVERHEAD =
            Options.Spec.flag("subtract-overhead", "subtract the recorded timer overhead (clock.noise_floor median)");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing output files");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "plot: give at least one RUN_DIR");
        Unit unit = o.get(UNIT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        outputs.claimAll(roots, PlotFiles::claim);
        for (ResultNode root : roots)
            PlotFiles.writeAll(
                    root, unit, o.flag(SUBTRACT_OVERHEAD), outputs, new DrawnCharts(), !o.flag(Options.QUIET));
        return 0;
    }
}
