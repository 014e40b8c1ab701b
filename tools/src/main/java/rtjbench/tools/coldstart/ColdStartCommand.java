package rtjbench.tools.coldstart;

import java.util.List;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.stats.Unit;

/** {@code coldstart DIR...}: the cold points' table and warm-up curves of a folder run with start=cold. */
public final class ColdStartCommand implements Command {
    @Override
    public String name() {
        return "coldstart";
    }

    @Override
    public String summary() {
        return "cold points (start=cold): first event, events and ms to steady state per VM; cold-start.csv, warm-up "
                + "curves";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar coldstart [--unit ns|us] [--force] [--quiet] DIR...

                For a folder with cold points (start=cold, args/cold-start.xml; docs/cold-start.md), writes
                  cold-start.csv                  a row a point (testapp x VM entry): testapp, jvm, forks,
                                                  first_event_p50_ns, first_event_max_ns,
                                                  first_event_since_start_ms_p50, events_to_steady_p50,
                                                  events_to_steady_max, ms_to_steady_p50, ms_to_steady_max
                                                  (from the first event), never_steady, steady_p50_ns
                  plots/warmup-<testapp>.png/.svg        latency against event index, a line a VM
                  plots/warmup-<testapp>-<jvm>.png/.svg  one point's curve with its JIT and class-loading events
                and prints the table. Every figure is the runner's (forks.json's cold block).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(UNIT, FORCE, Options.QUIET);
    }

    static final Options.Spec<Unit> UNIT = Unit.option("unit of the printed table and the charts");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing output files");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "coldstart: give at least one DIR");
        Unit unit = o.get(UNIT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        outputs.claimAll(roots, (root, out) -> {
            if (!ColdStart.applies(root)) {
                throw ToolException.data(root.dir() + ": no cold point (forks.json with a cold block) here");
            }
            ColdStart.claim(root, out);
        });
        for (ResultNode root : roots) ColdStart.write(root, unit, outputs, !o.flag(Options.QUIET));
        return 0;
    }
}
