package rtjbench.tools.explain;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;

/**
 * {@code explain RUN_DIR...}: spikes.csv and the summary line for every run recorded with explain_above/explain_top.
 */
public final class ExplainCommand implements Command {
    @Override
    public String name() {
        return "explain";
    }

    @Override
    public String summary() {
        return "why each spike happened: spikes.csv and a summary line for runs made with explain_above or explain_top";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar explain [--force] RUN_DIR...

                For every run under RUN_DIR recorded with explain_above or explain_top: each chosen sample matched
                against the GC pauses, safepoints, compilations, interrupts, tasks and steal time that overlapped it
                (docs/explaining-spikes.md), written to the run's spikes.csv, and one summary line a run.""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(FORCE);
    }

    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing spikes.csv files");

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().isEmpty()) throw ToolException.usage("explain: give at least one RUN_DIR");
        Outputs outputs = new Outputs(o.flag(FORCE));
        List<RunDir> runs = new ArrayList<>();
        for (String d : o.positional()) {
            ResultNode root = ResultTree.load(Path.of(d));
            for (RunDir r : root.runs()) {
                if (Explanation.recorded(r)) {
                    runs.add(r);
                    outputs.claim(r.dir().resolve(Explanation.FILE));
                }
            }
        }
        if (runs.isEmpty()) {
            throw ToolException.usage("explain: no run under " + o.positional()
                    + " was made with explain_above or explain_top (no explain block in its metadata)");
        }
        outputs.check();
        ExplainFiles.writeAll(runs, outputs, true);
        return 0;
    }
}
