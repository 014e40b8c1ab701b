package rtjbench.tools.sched;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.FigureTable;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Provenance;
import rtjbench.stats.SampleDistribution;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.IndexKind;
import rtjbench.tools.results.InsideFolder;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SampleReader;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.ThreadStats;

/**
 * An overhead model from the suite's own runs: which testapp's point gives which figure, at which task count or
 * working-set size, and the statistic taken over its samples (every thread, the forks of a point pooled):
 *
 * <table>
 * <caption>Figures and the runs they come from</caption>
 * <tr><th>figure</th><th>runs</th><th>key</th></tr>
 * <tr><td>context_switch</td><td>{@code context_switch} (a pass a → b, the pick included)</td><td>tasks = 2 +
 *     {@code extra_threads}: the threads on the CPU</td></tr>
 * <tr><td>release_latency</td><td>{@code periodic} with one thread, or with N threads released together on one
 *     CPU ({@code phase=common}: the release-vs-N sweep)</td><td>tasks = the threads released at once</td></tr>
 * <tr><td>cpmd_preemption, cpmd_migration</td><td>{@code cpmd} with {@code disturbance=preempt}, or {@code
 *     migrate_shared}/{@code migrate_far}: each job's pass after less its hot pass</td><td>{@code
 *     wss_bytes}</td></tr>
 * <tr><td>cross_cpu_wakeup</td><td>{@code dispatch} with {@code handler_cpu=other}</td><td>tasks = the firing
 *     threads</td></tr>
 * </table>
 *
 * {@code release} and {@code schedule} are named missing, with the reason: a Java thread times neither apart.
 * Where two points give one figure at one key the larger is kept and the other named in the model's notes; runs
 * under an allocation or a system load, incomplete runs and runs of other testapps are passed over, each named.
 * No figure is filled in: what the runs do not give is named missing.
 */
public final class MeasuredOverheads {
    /** The statistics a model can be made of; the observed maximum by default (the seeds' "observed worst case"). */
    public static final List<String> STATISTICS = List.of("max", "p99.9", "p99");

    static final String RELEASE_MISSING = "a Java thread cannot time a release's own processor time apart from the"
            + " delay it causes; release_latency spans it and is charged in its place";
    static final String SCHEDULE_MISSING = "context_switch's pass a -> b spans the scheduler's pick and the switch;"
            + " the pick is not timed apart, and context_switch is charged with it";

    private final String statistic;
    private final Map<Figure, Map<Long, FigureTable.Row>> rows = new EnumMap<>(Figure.class);
    private final List<String> notes = new ArrayList<>();
    private final Set<String> vms = new LinkedHashSet<>();
    private final List<ModelProvenance.Machine> machines = new ArrayList<>();
    private String machine;

    private MeasuredOverheads(String statistic) {
        this.statistic = statistic;
    }

    /** The model of {@code roots}, each figure the {@code statistic} (one of {@link #STATISTICS}) of its samples. */
    public static OverheadModel of(List<ResultNode> roots, String statistic) throws IOException {
        return measure(roots, statistic).model();
    }

    /**
     * A model and the machine its figures were measured on: what the runs that gave a figure share ({@link
     * ModelProvenance.Machine#common}, without the collector), null where no run gave one. Write both with
     * {@link OverheadModelFile#text(OverheadModel, OverheadModelFile.Made, ModelProvenance.Machine)}: a model
     * without its machine is refused by {@code sched check} unless asked for.
     */
    public record Measured(OverheadModel model, ModelProvenance.Machine measuredOn) {}

    /** As {@link #of}, with the machine the figures were measured on. */
    public static Measured measure(List<ResultNode> roots, String statistic) throws IOException {
        if (!STATISTICS.contains(statistic)) {
            throw ToolException.usage("--stat " + statistic + " is not one of " + String.join(", ", STATISTICS));
        }
        List<RunDir> runs = new ArrayList<>();
        for (ResultNode root : roots) runs.addAll(root.runs());
        return measureRuns(runs, statistic);
    }

    /**
     * The model of the points {@code runs} make (a verdict's overhead points of one VM entry), each figure the
     * {@code statistic} of its samples, with the machine they were measured on.
     */
    public static Measured measureRuns(List<RunDir> runs, String statistic) throws IOException {
        MeasuredOverheads m = new MeasuredOverheads(statistic);
        for (Point p : points(runs)) m.add(p);
        return new Measured(m.model(), ModelProvenance.Machine.common(m.machines));
    }

    /** One point: its run, or its forks' runs; {@code dir} is the point's folder (the forks folder for forks). */
    record Point(Path dir, List<RunDir> runs) {
        RunDir first() {
            return runs.get(0);
        }
    }

    /** The points below {@code root}, in index order: a sweep's points, and each run or forks folder of its own. */
    static List<Point> points(ResultNode root) {
        return points(root.runs());
    }

    private static List<Point> points(List<RunDir> all) {
        Map<Path, List<RunDir>> byDir = new LinkedHashMap<>();
        for (RunDir r : all) {
            Path parent = r.dir().getParent();
            Path point = parent != null && IndexKind.FORKS.isIn(parent) ? parent : r.dir();
            byDir.computeIfAbsent(point, k -> new ArrayList<>()).add(r);
        }
        List<Point> points = new ArrayList<>();
        byDir.forEach((dir, runs) -> points.add(new Point(dir, runs)));
        return points;
    }

    private void add(Point p) throws IOException {
        RunDir r = p.first();
        String label = r.test() + " (" + p.dir() + ")";
        for (RunDir each : p.runs()) {
            if (!each.complete()) {
                notes.add("passed over " + label + ": incomplete (" + each.incompleteReason() + ")");
                return;
            }
        }
        JsonNode meta = r.metadata();
        if (meta.has("gc_load") || meta.has("load")) {
            notes.add("passed over " + label + ": it ran under an allocation or a system load; the overhead model is"
                    + " the platform's own (the collector is modelled by sched mmu)");
            return;
        }
        switch (r.testapp()) {
            case "context_switch" -> put(Figure.CONTEXT_SWITCH, 2 + number(r, "extra_threads", 0), p, latencies(p));
            case "periodic" -> periodic(p, label);
            case "cpmd" -> cpmd(p, label);
            case "dispatch" -> {
                if ("other".equals(r.arg("handler_cpu"))) {
                    put(Figure.CROSS_CPU_WAKEUP, number(r, "no_of_threads", 1), p, latencies(p));
                } else {
                    notes.add("passed over " + label + ": its handler runs on the firing thread's CPU"
                            + " (handler_cpu=other measures the cross-CPU wake-up)");
                }
            }
            default -> notes.add("passed over " + label + ": " + r.testapp() + " gives no overhead figure");
        }
    }

    private void periodic(Point p, String label) throws IOException {
        RunDir r = p.first();
        long threads = number(r, "no_of_threads", 1);
        if (threads == 1) {
            put(Figure.RELEASE_LATENCY, 1, p, latencies(p));
        } else if ("common".equals(r.arg("phase")) && oneCpu(r)) {
            put(Figure.RELEASE_LATENCY, threads, p, latencies(p));
        } else {
            notes.add("passed over " + label + ": its " + threads + " threads are not released together on one CPU"
                    + " (the release-vs-N runs use phase=common and one CPU)");
        }
    }

    /** Whether every thread of the run ran on one and the same CPU. */
    private static boolean oneCpu(RunDir r) {
        Set<String> cpus = new LinkedHashSet<>();
        for (JsonNode t : r.metadata().path("threads")) {
            if (t.path("cpus_seen").size() != 1) return false;
            cpus.add(t.path("cpus_seen").get(0).asText());
        }
        return cpus.size() == 1;
    }

    private void cpmd(Point p, String label) throws IOException {
        RunDir r = p.first();
        String disturbance = r.metadata().path("workload").path("disturbance").asText(r.arg("disturbance"));
        Figure f;
        if ("preempt".equals(disturbance)) f = Figure.CPMD_PREEMPTION;
        else if ("migrate_shared".equals(disturbance) || "migrate_far".equals(disturbance)) f = Figure.CPMD_MIGRATION;
        else {
            notes.add("passed over " + label + ": disturbance=" + disturbance + " measures the method's noise");
            return;
        }
        long wss = r.metadata().path("workload").path("wss_bytes").asLong(-1);
        if (wss <= 0)
            throw ToolException.data(r.dir().resolve("metadata.json") + ": a cpmd run without workload.wss_bytes");
        SampleDistribution.Builder delays = new SampleDistribution.Builder();
        for (RunDir run : p.runs()) cpmdDelays(run, delays);
        SampleDistribution d = delays.build();
        long value = value(d);
        if (value < 0) {
            notes.add(f.field() + " at " + wss + " bytes: the " + statistic + " of the delays is " + value
                    + " ns (the pass after was faster than the hot pass: no delay above the noise); 0 is charged");
            value = 0;
        }
        put(f, wss, p, value, d.count());
    }

    /**
     * Each job's CPMD: its pass after (the run's samples) less its hot pass (the {@code hot/} sub-run's), job by job.
     */
    private static void cpmdDelays(RunDir run, SampleDistribution.Builder into) throws IOException {
        Path metaFile = run.dir().resolve(IndexKind.RUN.fileName());
        Path hotDir = InsideFolder.resolve(run.dir(), "hot", metaFile, "sub run \"hot\"");
        RunDir hot = ResultTree.loadRun(hotDir);
        try (SampleReader after = new SampleReader(run.threads().get(0).file());
                SampleReader before = new SampleReader(hot.threads().get(0).file())) {
            long a;
            long b;
            while ((a = after.next()) != SampleReader.END) {
                b = before.next();
                if (b == SampleReader.END) {
                    throw ToolException.data(hot.threads().get(0).file() + ": fewer hot passes than the " + after.line()
                            + " passes after in " + run.threads().get(0).file());
                }
                into.add(a - b);
            }
        }
    }

    private SampleDistribution latencies(Point p) throws IOException {
        ThreadStats all = new ThreadStats("all", 1, false);
        for (RunDir run : p.runs()) {
            RunStats rs = Analyzer.analyze(run, false, false, 1);
            all.addAll(rs.all());
        }
        return all.distribution();
    }

    private long value(SampleDistribution d) {
        Summary s = Summary.of(d);
        return (long) s.get(statistic);
    }

    private void put(Figure f, long key, Point p, SampleDistribution d) {
        if (d.isEmpty()) {
            notes.add("passed over " + p.first().test() + " (" + p.dir() + "): no samples");
            return;
        }
        put(f, key, p, value(d), d.count());
    }

    private void put(Figure f, long key, Point p, long ns, long samples) {
        RunDir r = p.first();
        String vm = vm(r);
        vms.add(vm);
        if (machine == null) machine = machine(r);
        ModelProvenance.Machine on = ModelProvenance.Machine.of(r.metadata()).withoutCollector();
        if (!machines.contains(on)) machines.add(on);
        String point = r.sweptValues();
        Provenance source = new Provenance(
                p.dir().toString(), point.isEmpty() ? null : point, r.testapp(), vm, statistic, samples, null);
        FigureTable.Row row = new FigureTable.Row(key, ns, source);
        Map<Long, FigureTable.Row> table = rows.computeIfAbsent(f, k -> new TreeMap<>());
        FigureTable.Row other = table.get(key);
        if (other != null) {
            FigureTable.Row kept = other.ns() >= ns ? other : row;
            FigureTable.Row dropped = kept == other ? row : other;
            notes.add(String.format(
                    Locale.ROOT,
                    "%s at %s %d: %d ns from %s kept, the larger of it and %d ns from %s",
                    f.field(),
                    f.key().field(),
                    key,
                    kept.ns(),
                    kept.source().run(),
                    dropped.ns(),
                    dropped.source().run()));
            table.put(key, kept);
        } else {
            table.put(key, row);
        }
    }

    private OverheadModel model() {
        Map<Figure, FigureTable> tables = new EnumMap<>(Figure.class);
        Map<Figure, String> missing = new EnumMap<>(Figure.class);
        missing.put(Figure.RELEASE, RELEASE_MISSING);
        missing.put(Figure.SCHEDULE, SCHEDULE_MISSING);
        for (Figure f : Figure.values()) {
            if (missing.containsKey(f)) continue;
            Map<Long, FigureTable.Row> t = rows.get(f);
            if (t == null || t.isEmpty()) missing.put(f, "no run among those given measures it (" + recipe(f) + ")");
            else tables.put(f, new FigureTable(f, new ArrayList<>(t.values())));
        }
        List<String> all = new ArrayList<>();
        if (vms.size() > 1) {
            all.add("the figures come from " + vms.size() + " VMs (" + String.join("; ", vms)
                    + "): a model is usually of one; each figure names its own");
        }
        all.addAll(notes);
        String name =
                vms.isEmpty() ? "no figures" : String.join(" + ", vms) + (machine == null ? "" : " on " + machine);
        return new OverheadModel(name, statistic, tables, missing, all);
    }

    /** The runs that measure {@code f}, for the reason it is missing. */
    static String recipe(Figure f) {
        return switch (f) {
                    case CONTEXT_SWITCH -> "context_switch";
                    case RELEASE_LATENCY -> "periodic, one thread or the release-vs-N sweep";
                    case CPMD_PREEMPTION -> "cpmd disturbance=preempt";
                    case CPMD_MIGRATION -> "cpmd disturbance=migrate_shared or migrate_far";
                    case CROSS_CPU_WAKEUP -> "dispatch handler_cpu=other";
                    default -> "no testapp";
                }
                + "; args/sched-overheads.xml runs them all";
    }

    private static long number(RunDir r, String arg, long otherwise) {
        String v = r.arg(arg);
        if (v == null || v.isEmpty()) return otherwise;
        try {
            return Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            throw ToolException.data(
                    r.dir().resolve("metadata.json") + ": args." + arg + " '" + v + "' is not a whole number");
        }
    }

    /** {@code OpenJDK 64-Bit Server VM 17.0.15 (G1)}. */
    static String vm(RunDir r) {
        JsonNode m = r.metadata();
        String vm = m.path("jvm").path("vm_name").asText("?") + " "
                + m.path("jvm").path("version").asText("");
        String collector = m.path("collector").path("name").asText("");
        return vm.trim() + (collector.isEmpty() ? "" : " (" + collector + ")");
    }

    /** {@code AMD EPYC 7B13 (CPUs 0-1)}. */
    static String machine(RunDir r) {
        JsonNode m = r.metadata().path("machine");
        return m.path("cpu_model").asText("?") + " (CPUs "
                + m.path("online_cpus").asText("?") + ")";
    }
}
