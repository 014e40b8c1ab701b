package rtjbench.tools.crosscheck;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.stats.ForkSpread;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.Overhead;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Table;

/**
 * {@code crosscheck RUN_DIR JMH_JSON}: each harness run that has a JMH twin, its mean and
 * percentiles (all threads' samples) beside JMH's AverageTime score and SampleTime percentiles, and the
 * ratios harness / JMH. With {@code --subtract-overhead} the run's recorded timer overhead
 * ({@code clock.noise_floor.median_ns}) is also taken off the harness's figures, in columns of their own.
 * What pairs with what is {@link Pairing}'s business.
 */
public final class CrosscheckCommand implements Command {
    @Override
    public String name() {
        return "crosscheck";
    }

    @Override
    public String summary() {
        return "harness runs beside their JMH twins (bin/jmh-twins): means, percentiles and ratios";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar crosscheck [--subtract-overhead] [--csv FILE] [--force] RUN_DIR... JMH_JSON...

                RUN_DIR: a run, sweep or suite folder of the harness (bin/jmh-twins runs args/crosscheck.xml);
                JMH_JSON: JMH's result file of the twins (-rf json), AverageTime (avgt) and SampleTime (sample).
                Folders are RUN_DIRs, files JMH_JSONs. Several of each are rounds of one comparison (bin/jmh-twins
                interleaves them): a point's runs in every RUN_DIR (same place in each) count as its forks, and
                JMH's records of one benchmark and params are merged, their forks together.
                Pairs each run with its twin: memalloc (heap) by allocsize, arraycopy by copysize, sharedcache by
                fraction and cache_level (the twin is single-threaded), spinlock by lock, padding, cs_lines and
                threads a lock (1: uncontended, 2: contended), dispatch handler=bound by handler_cpu (harness:
                fire to handler start; JMH: the same one way from its oneWayNanos/fires counters, and the round
                trip), timer by clock (read cost per read, best batch). Prints one row a pair:
                  harness   mean, p50, p90, p99 of all threads' samples (ns)
                  JMH       avgt (AverageTime score), p50, p90, p99 (SampleTime percentiles) (ns)
                  ratio     harness / JMH for the mean and p50
                  why       where the two sides time different operations, which; where the means of one
                            operation differ by over 15%, the reason the figures show (one stall sample, garbage
                            collection in a short measured phase, one outlying fork, an operation of a few clock
                            steps, fork means that overlap, a JVM shared with earlier runs) or "not explained"
                A point run in several forks (forks=N) is one row of all its forks' samples, as JMH's score is
                the mean over its forks; where either side has forks, also: forks (harness/JMH), fork means
                and JMH fork means (smallest..largest fork mean), and median fork ratio (the harness's median
                fork mean over JMH's, where each side has 3 forks or more: one outlying fork cannot move it).
                With --subtract-overhead also: ovh (the run's clock.noise_floor.median_ns, the median empty timed
                region), mean-ovh and the ratio (mean-ovh) / avgt; the subtraction is stated in the output.
                Runs without a twin are listed as such; twins without a run are ignored.""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(SUBTRACT_OVERHEAD, CSV, FORCE);
    }

    static final Options.Spec<Boolean> SUBTRACT_OVERHEAD = Options.Spec.flag(
            "subtract-overhead",
            "also show the harness mean minus its recorded timer overhead (clock.noise_floor median)");
    static final Options.Spec<Path> CSV = Options.Spec.value(
            "csv", "FILE", OptionTypes.path(), null, "also write the table as CSV; must not exist unless --force");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace an existing --csv file");

    @Override
    public int run(Options o) throws Exception {
        List<Path> runDirs = new ArrayList<>();
        List<Path> jmhFiles = new ArrayList<>();
        for (String arg : o.positional()) (Files.isDirectory(Path.of(arg)) ? runDirs : jmhFiles).add(Path.of(arg));
        if (runDirs.isEmpty() || jmhFiles.isEmpty()) {
            throw ToolException.usage("crosscheck: give at least one RUN_DIR (a folder) and one JMH_JSON (a file), got "
                    + runDirs.size() + " folder(s) and " + jmhFiles.size() + " other argument(s): " + o.positional());
        }
        Path csv = o.get(CSV);
        Outputs outputs = new Outputs(o.flag(FORCE));
        if (csv != null) {
            outputs.claim(csv);
            outputs.check();
        }
        boolean minus = o.flag(SUBTRACT_OVERHEAD);
        List<ResultNode> roots = new ArrayList<>();
        for (Path d : runDirs) roots.add(ResultTree.load(d));
        JmhResults jmh = JmhResults.read(jmhFiles);
        List<Pairing.Pair> pairs = new ArrayList<>();
        List<String> unpaired = new ArrayList<>();
        for (Point point : points(roots)) {
            RunDir run = point.runs().get(0);
            List<Pairing.Pair> found = Pairing.pairs(point.runs(), jmh, point.sharedVmBefore());
            if (found.isEmpty()) unpaired.add(run.test() + " (" + Pairing.whyNoTwin(run, jmh) + ")");
            pairs.addAll(found);
        }
        Table table = table(pairs, minus);
        System.out.println("crosscheck: " + joined(runDirs) + " against " + joined(jmhFiles)
                + " (times in ns; ratio = harness / JMH)");
        System.out.print(table.toText());
        if (minus) {
            System.out.println("mean-ovh: the harness mean minus ovh, the run's recorded timer overhead "
                    + "(clock.noise_floor.median_ns, the median empty timed region), subtracted from the "
                    + "harness figure only; samples and percentiles are as measured.");
        }
        for (String u : unpaired) System.out.println("no twin: " + u);
        if (csv != null) outputs.writeString(csv, table.toCsv());
        return 0;
    }

    private static String joined(List<Path> paths) {
        return String.join(", ", paths.stream().map(Path::toString).toList());
    }

    /**
     * One point of the harness: its runs (one, one a fork, or one a round where several folders of one args file
     * are given) and how many runs shared its JVM before it (runs without forks all ran in the runner's VM, one
     * after another; a fork has a VM of its own).
     */
    record Point(List<RunDir> runs, int sharedVmBefore) {}

    /** The runs of every folder grouped by point (the same place in each folder), in order. */
    static List<Point> points(List<ResultNode> roots) {
        Map<String, List<RunDir>> runs = new LinkedHashMap<>();
        Map<String, Integer> before = new LinkedHashMap<>();
        for (ResultNode root : roots) {
            int unforked = 0;
            for (RunDir r : root.runs()) {
                boolean ownVm = r.metadata().has("fork");
                Path pointDir = ownVm ? r.dir().getParent() : r.dir();
                String key = root.dir().relativize(pointDir) + "\0" + r.test();
                runs.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
                before.merge(key, ownVm ? 0 : unforked++, Math::max);
            }
        }
        List<Point> out = new ArrayList<>();
        runs.forEach((key, list) -> out.add(new Point(list, before.get(key))));
        return out;
    }

    static Table table(List<Pairing.Pair> pairs, boolean minus) {
        boolean forked = pairs.stream()
                .anyMatch(p -> p.harness().forkMeans().size() > 1
                        || p.jmh().forkMeans().size() > 1);
        List<String> header = new ArrayList<>(List.of("operation", "point", "samples", "mean", "p50", "p90", "p99"));
        if (minus) header.addAll(List.of("ovh", "mean-ovh"));
        header.addAll(List.of("JMH avgt", "JMH p50", "JMH p90", "JMH p99", "mean ratio", "p50 ratio"));
        if (minus) header.add("ratio-ovh");
        if (forked) header.addAll(List.of("forks", "fork means", "JMH fork means", "median fork ratio"));
        header.add("why");
        Table t = new Table(header);
        for (Pairing.Pair p : pairs) {
            Pairing.HarnessSide h = p.harness();
            Pairing.JmhSide j = p.jmh();
            List<String> row = new ArrayList<>(List.of(
                    p.operation(),
                    p.point(),
                    Long.toString(h.samples()),
                    f(h.mean()),
                    f(h.p50()),
                    f(h.p90()),
                    f(h.p99())));
            if (minus) {
                row.add(h.overheadNs() < 0 ? "-" : f(h.overheadNs()));
                row.add(h.overheadNs() < 0 ? "-" : f(h.mean() - h.overheadNs()));
            }
            row.addAll(List.of(
                    f(j.mean()),
                    f(j.p50()),
                    f(j.p90()),
                    f(j.p99()),
                    ratio(h.mean(), j.mean()),
                    ratio(h.p50(), j.p50())));
            if (minus) row.add(h.overheadNs() < 0 ? "-" : ratio(h.mean() - h.overheadNs(), j.mean()));
            if (forked) {
                double medianRatio = GapReasons.medianForkRatio(h.forkMeans(), j.forkMeans());
                row.addAll(List.of(
                        h.forkMeans().size() + "/" + j.forkMeans().size(),
                        range(h.forkMeans()),
                        range(j.forkMeans()),
                        Double.isNaN(medianRatio) ? "-" : String.format(Locale.ROOT, "%.2f", medianRatio)));
            }
            row.add(GapReasons.of(p));
            t.row(row);
        }
        return t;
    }

    /** {@code 124..222}: the smallest and largest of several forks' means; "-" for fewer than two. */
    static String range(List<Double> forkMeans) {
        if (forkMeans.size() < 2) return "-";
        ForkSpread s = GapReasons.spread(forkMeans);
        return f(s.min) + ".." + f(s.max);
    }

    static String f(double v) {
        if (Double.isNaN(v)) return "-";
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    static String ratio(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b) || b <= 0) return "-";
        return String.format(Locale.ROOT, "%.2f", a / b);
    }

    /** The statistics of a run's samples (raw, all threads pooled in {@code all()}). */
    static RunStats harness(RunDir run) {
        try {
            return Analyzer.analyze(run, false, false, Analyzer.DEFAULT_MICROS_BUCKETS);
        } catch (java.io.IOException e) {
            throw ToolException.data(run.dir() + ": cannot read its samples: " + e);
        }
    }

    /** The run's recorded timer overhead in ns, or -1 where it has none. */
    static long overhead(RunDir run) {
        JsonNode nf = run.metadata().path("clock").get("noise_floor");
        return nf == null || nf.isNull() ? -1 : Overhead.of(run).ns();
    }

    static Map<String, String> params(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }
}
