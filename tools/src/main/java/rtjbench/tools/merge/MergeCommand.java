package rtjbench.tools.merge;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.sched.model.Quoted;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.HistogramLog;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;

/** {@code merge RUN_DIR...}: thread-*.txt to merged.csv in every run below the folders. */
public final class MergeCommand implements Command {
    @Override
    public String name() {
        return "merge";
    }

    @Override
    public String summary() {
        return "per-thread sample files -> one CSV, one column a thread (streams; memory O(threads))";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar merge [--force] [--output NAME] [--quiet] RUN_DIR...

                Merges each run's thread-<i>.txt files into one CSV: a header naming the threads, row k holding
                sample k of each thread (ns). A shorter thread leaves empty cells. RUN_DIR may be a run, a sweep or
                a suite folder; every run below it is merged. An existing output is never replaced without --force
                (the runner already writes merged.csv: use --force to rewrite it, or --output to write beside it).
                A truncated or non-numeric line stops the command with the file and line (exit 1).
                A record=histogram run has no sample files: its threads' <thread>.hlog become one merged.hlog,
                each interval tagged with its thread (HdrHistogram's tagged log format).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(OUTPUT, FORCE, Options.QUIET);
    }

    static final Options.Spec<String> OUTPUT = Options.Spec.value(
            "output",
            "NAME",
            OptionTypes.parsed("file name", "a file name inside each run folder (no /)", MergeCommand::fileName),
            "merged.csv",
            "file name written in each run folder");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing output files");

    private static String fileName(String name) {
        if (name.contains("/")) {
            throw new IllegalArgumentException(
                    Quoted.of(name) + " is not allowed; allowed: a file name inside each run folder (no /)");
        }
        return name;
    }

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().isEmpty()) throw ToolException.usage("merge: give at least one RUN_DIR");
        String name = o.get(OUTPUT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        List<RunDir> runs = new ArrayList<>();
        for (String d : o.positional()) runs.addAll(ResultTree.load(Path.of(d)).runs());
        for (RunDir r : runs) outputs.claim(r.dir().resolve(HistogramLog.recorded(r) ? HistogramLogMerger.FILE : name));
        outputs.check();
        for (RunDir r : runs) {
            long[] rows = new long[1];
            if (HistogramLog.recorded(r)) {
                Path target = r.dir().resolve(HistogramLogMerger.FILE);
                outputs.write(target, out -> rows[0] = HistogramLogMerger.merge(r, out));
                if (!o.flag(Options.QUIET))
                    System.out.println(
                            target + ": " + r.threads().size() + " threads, " + rows[0] + " tagged intervals");
                continue;
            }
            Path target = r.dir().resolve(name);
            outputs.write(target, out -> rows[0] = Merger.merge(r, out));
            if (!o.flag(Options.QUIET))
                System.out.println(target + ": " + r.threads().size() + " columns, " + rows[0] + " rows");
        }
        return 0;
    }
}
