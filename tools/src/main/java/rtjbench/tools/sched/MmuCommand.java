package rtjbench.tools.sched;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.plot.MmuCharts;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Table;

/**
 * {@code sched mmu RUN_DIR...}: the collector's minimum mutator utilisation curve of each run, as CSV and one chart.
 */
public final class MmuCommand implements Command {
    /** The folder the curves go to in the first RUN_DIR, where --out names none. */
    public static final String FOLDER = "mmu";

    private static final long[] SHOWN = {1_000_000L, 10_000_000L, 100_000_000L, 1_000_000_000L};

    @Override
    public String name() {
        return "mmu";
    }

    @Override
    public String summary() {
        return "the collector's minimum mutator utilisation MMU(w), 100 us to 10 s, from each run's GC pauses";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar sched mmu [--out DIR] [--force] [--quiet] RUN_DIR...

                For every run below each folder that recorded its GC pauses one by one
                (jvm_activity.gc_pauses.measured: a gc_load run of args/gc-interference.xml or args/gc-mmu.xml),
                the minimum mutator utilisation (Cheng and Blelloch 2001): for windows from 100 us to 10 s (ten a
                decade, none longer than the measured phase), the least share of any such window the collector's
                stop-the-world pauses leave to the program, computed exactly from the pauses. Writes into DIR
                (default: RUN_DIR/mmu of the first folder):
                  <run>.csv           window_ns,mmu,mutator_ns (mutator_ns: the least mutator time, exact),
                                      under # lines naming the run and the machine, VM and collector
                  mmu.png, mmu.svg    one chart, a line per run (VM entry, collector, load), log window axis
                and prints MMU at 1 ms, 10 ms, 100 ms and 1 s per run. The concurrent collector's own CPU time is
                not counted (runs record its phases' wall time only; the command says how much); where the model
                is optimistic: docs/schedulability.md, "The collector's MMU".""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(OUT, FORCE, Options.QUIET);
    }

    static final Options.Spec<Path> OUT = Options.Spec.value(
            "out",
            "DIR",
            OptionTypes.path(),
            null,
            "where the CSVs and the chart go (default: RUN_DIR/" + FOLDER + ")");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing files");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "sched mmu: give at least one RUN_DIR");
        Path out = o.get(OUT) != null ? o.get(OUT) : roots.get(0).dir().resolve(FOLDER);
        Map<String, RecordedPauses> byFile = new LinkedHashMap<>();
        List<String> passed = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        for (ResultNode root : roots) {
            for (RunDir r : root.runs()) {
                if (!RecordedPauses.recorded(r)) {
                    passed.add(r.label() + " (" + r.dir() + "): no GC pauses recorded one by one");
                    continue;
                }
                byFile.put(unique(slug(root, r, roots.size() > 1), taken) + ".csv", RecordedPauses.of(r));
            }
        }
        if (byFile.isEmpty()) {
            throw ToolException.data("sched mmu: no run below " + String.join(", ", o.positional())
                    + " recorded its GC pauses one by one (jvm_activity.gc_pauses.measured)");
        }
        Outputs outputs = new Outputs(o.flag(FORCE));
        for (String f : byFile.keySet()) outputs.claim(out.resolve(f));
        ChartFiles.claim(outputs, out, MmuCharts.NAME);
        outputs.check();
        Map<String, MmuCurve> curves = new LinkedHashMap<>();
        Table table =
                new Table(List.of("run", "pauses", "longest ms", "total ms", "phase s", "1ms", "10ms", "100ms", "1s"));
        List<String> notes = new ArrayList<>();
        for (Map.Entry<String, RecordedPauses> e : byFile.entrySet()) {
            RecordedPauses p = e.getValue();
            MmuCurve c = p.curve();
            outputs.writeString(
                    out.resolve(e.getKey()),
                    MmuCsv.text(
                            c,
                            p.run().dir().toString(),
                            ModelProvenance.Machine.of(p.run().metadata())));
            curves.put(MmuCurves.uniqueLabel(p.label(), curves), c);
            table.row(row(p, c));
            for (String n : p.notes()) notes.add(p.label() + ": " + n);
        }
        JFreeChart chart = MmuCurves.chart(curves);
        ChartFiles.write(outputs, out, MmuCharts.NAME, chart);
        if (!o.flag(Options.QUIET)) {
            System.out.println("minimum mutator utilisation by window (stop-the-world pauses of the measured phase)");
            System.out.print(table.toText());
            for (String n : notes) System.out.println("note: " + n);
            for (String p : passed) System.out.println("passed over: " + p);
            System.out.println("curves and chart: " + out);
        }
        return 0;
    }

    private static List<String> row(RecordedPauses p, MmuCurve c) {
        List<String> cells = new ArrayList<>();
        cells.add(p.label());
        cells.add(Integer.toString(p.trace().pauses()));
        cells.add(String.format(Locale.ROOT, "%.3f", longest(p) / 1e6));
        cells.add(String.format(Locale.ROOT, "%.3f", p.trace().pausedTotal() / 1e6));
        cells.add(String.format(Locale.ROOT, "%.2f", p.trace().length() / 1e9));
        for (long w : SHOWN) {
            cells.add(
                    w <= p.trace().length()
                            ? String.format(Locale.ROOT, "%.3f", p.trace().mmu(w))
                            : "-");
        }
        return cells;
    }

    /** The longest pause as the run recorded it (before pauses that touch are taken as one). */
    private static long longest(RecordedPauses p) {
        return Math.round(p.run()
                        .metadata()
                        .path("jvm_activity")
                        .path("gc_pauses")
                        .path("measured")
                        .path("max_ms")
                        .asDouble(0)
                * 1e6);
    }

    /**
     * The run's folder below the root, as a file name: {@code jvms=parallel-17}; the root's name where it is the run.
     */
    static String slug(ResultNode root, RunDir r, boolean withRoot) {
        Path rel = root.dir()
                .toAbsolutePath()
                .normalize()
                .relativize(r.dir().toAbsolutePath().normalize());
        String name = rel.toString().isEmpty()
                ? root.dir().toAbsolutePath().normalize().getFileName().toString()
                : (withRoot ? root.dir().toAbsolutePath().normalize().getFileName() + "/" : "") + rel;
        return name.replaceAll("[^A-Za-z0-9._=,-]", "_");
    }

    private static String unique(String name, Set<String> taken) {
        String n = name;
        for (int i = 2; !taken.add(n); i++) n = name + "-" + i;
        return n;
    }
}
