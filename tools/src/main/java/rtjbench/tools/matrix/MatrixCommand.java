package rtjbench.tools.matrix;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Unit;

/**
 * {@code matrix DIR...}: the VM x collector x load table of a suite or sweep folder, as matrix.csv, text and a CCDF.
 */
public final class MatrixCommand implements Command {
    @Override
    public String name() {
        return "matrix";
    }

    @Override
    public String summary() {
        return "one row per VM entry x load level: p50..max, deadline misses, GC pauses; matrix.csv and one CCDF";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar matrix [--unit ns|us] [--force] [--quiet] DIR...

                For a suite or sweep folder run with jvms, gc_load or load (args/gc-interference.xml), writes
                  matrix.csv        one row per point (VM entry x load level), in the order they ran: testapp,
                                    jvm, collector, gc_load, load, other swept arguments, status, count, p50_ns,
                                    p99_ns, p99_9_ns, max_ns, deadline_misses, miss_ratio, gc_pauses,
                                    gc_pause_total_ns, gc_pause_max_ns (the measured phase's; us from the
                                    VM's GC log, ms from the GC notifications),
                                    achieved_mb_per_s, reason (why a row failed: the VM's own message)
                  plots/matrix-ccdf.png/.svg   one CCDF with a line per row
                and prints the table. Latencies are exact over all threads of a point (its forks pooled).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(UNIT, FORCE, Options.QUIET);
    }

    static final Options.Spec<Unit> UNIT = Unit.option("unit of the printed table and the chart");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing output files");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "matrix: give at least one DIR");
        Unit unit = o.get(UNIT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        outputs.claimAll(roots, MatrixFiles::claim);
        for (ResultNode root : roots) {
            Map<Path, RunStats> byRun = new java.util.LinkedHashMap<>();
            for (var r : root.runs()) byRun.put(r.dir(), Analyzer.analyze(r, false, false, 1));
            MatrixFiles.write(root, byRun, unit, outputs, !o.flag(Options.QUIET));
        }
        return 0;
    }
}
