package rtjbench.tools.crosscheck;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Table;

/**
 * {@code crosscheck RUN_DIR JMH_JSON}: each harness run that has a JMH twin, its mean and
 * percentiles (all threads' samples) beside JMH's AverageTime score and SampleTime percentiles, and the
 * ratios harness / JMH. With {@code --subtract-overhead} the run's recorded timer overhead
 * ({@code clock.noise_floor.median_ns}) is also taken off the harness's figures, in columns of their own.
 * The harness's runs are grouped by point ({@link HarnessPoints}), paired with their twins ({@link Pairing}) and
 * laid out as one table ({@link CrosscheckTable}); this class parses the command line and prints.
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
                            steps, fork means that overlap, timing each call: the harness between JMH's
                            SampleTime and AverageTime means, a JVM shared with earlier runs) or "not explained"
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
        for (HarnessPoints.Point point : HarnessPoints.of(roots)) {
            RunDir run = point.runs().get(0);
            List<Pairing.Pair> found = Pairing.pairs(point.runs(), jmh, point.sharedVmBefore());
            if (found.isEmpty()) unpaired.add(run.test() + " (" + Pairing.whyNoTwin(run, jmh) + ")");
            pairs.addAll(found);
        }
        Table table = CrosscheckTable.of(pairs, minus);
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
}
