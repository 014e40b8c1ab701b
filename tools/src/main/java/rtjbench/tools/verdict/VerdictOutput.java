package rtjbench.tools.verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.sched.MmuCsv;
import rtjbench.tools.sched.OverheadModelFile;
import rtjbench.tools.stats.Table;
import rtjbench.tools.verdict.VerdictRow.Outcome;

/**
 * What {@code post} writes of a verdict: {@code verdict.csv}, each VM entry's overhead model
 * ({@code verdict/<jvm>-overheads.json}, {@code rtjbench-overheads/1}, made by this run) and collector model
 * ({@code verdict/<jvm>-mmu.csv}), and the console's table: a row a VM entry, a column a scheduler.
 */
public final class VerdictOutput {
    public static final String FILE = "verdict.csv";
    static final String MODELS = "verdict";

    private VerdictOutput() {}

    /** Claims every file {@link #write} may write under {@code root}, so that nothing is replaced unasked. */
    public static void claim(ResultNode root, Outputs outputs) {
        outputs.claim(root.dir().resolve(FILE));
        for (String jvm : VerdictPlanFile.read(root.dir()).jvms()) {
            outputs.claim(root.dir().resolve(MODELS).resolve(overheadsFile(jvm)));
            outputs.claim(root.dir().resolve(MODELS).resolve(mmuFile(jvm)));
        }
    }

    /** Writes verdict.csv and the models; prints the table unless {@code quiet}. Returns the verdict. */
    public static Verdicts write(ResultNode root, Outputs outputs, boolean quiet) throws IOException {
        Verdicts v = Verdicts.of(root);
        Table csv = new Table(VerdictRow.COLUMNS);
        for (VerdictRow r : v.rows()) csv.row(r.cells());
        outputs.writeString(root.dir().resolve(FILE), csv.toCsv());
        String at = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        for (Verdicts.VmModels m : v.models().values()) {
            Path dir = root.dir().resolve(MODELS);
            java.nio.file.Files.createDirectories(dir);
            outputs.writeString(
                    dir.resolve(overheadsFile(m.jvm())),
                    OverheadModelFile.text(
                            m.overheads(),
                            new OverheadModelFile.Made(
                                    "rtjbench.jar post (verdict), the overhead points of VM entry " + m.jvm(),
                                    at,
                                    List.of(root.dir().toString()))));
            if (m.collector() != null) {
                outputs.writeString(
                        dir.resolve(mmuFile(m.jvm())), MmuCsv.text(m.collector().curve()));
            }
        }
        if (!quiet) System.out.print(console(v.rows()));
        return v;
    }

    /**
     * The console's table: a row a VM entry, a column a scheduler, each cell the verdict; then each row's reason.
     */
    static String console(List<VerdictRow> rows) {
        Map<String, Map<String, VerdictRow>> byJvm = byJvm(rows);
        List<String> schedulers = schedulers(rows);
        List<String> header = new ArrayList<>();
        header.add("verdict");
        header.addAll(schedulers);
        Table t = new Table(header);
        for (Map.Entry<String, Map<String, VerdictRow>> e : byJvm.entrySet()) {
            List<String> cells = new ArrayList<>();
            cells.add(e.getKey());
            for (String s : schedulers) {
                VerdictRow r = e.getValue().get(s);
                cells.add(r == null ? "-" : mark(r.verdict()));
            }
            t.row(cells);
        }
        StringBuilder sb = new StringBuilder(t.toText());
        for (VerdictRow r : rows) {
            sb.append("  ")
                    .append(r.jvm())
                    .append(" ")
                    .append(r.scheduler())
                    .append(": ")
                    .append(r.verdict().text())
                    .append(": ")
                    .append(r.reason())
                    .append('\n');
        }
        return sb.toString();
    }

    static String overheadsFile(String jvm) {
        return jvm + "-overheads.json";
    }

    static String mmuFile(String jvm) {
        return jvm + "-mmu.csv";
    }

    static String mark(Outcome o) {
        return o == Outcome.MEETS ? "meets" : o == Outcome.MISSES ? "MISSES" : "at-risk";
    }

    static Map<String, Map<String, VerdictRow>> byJvm(List<VerdictRow> rows) {
        Map<String, Map<String, VerdictRow>> m = new LinkedHashMap<>();
        for (VerdictRow r : rows)
            m.computeIfAbsent(r.jvm(), k -> new LinkedHashMap<>()).put(r.scheduler(), r);
        return m;
    }

    static List<String> schedulers(List<VerdictRow> rows) {
        List<String> s = new ArrayList<>();
        for (VerdictRow r : rows) if (!s.contains(r.scheduler())) s.add(r.scheduler());
        return s;
    }
}
