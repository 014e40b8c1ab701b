package rtjbench.tools.sched;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.catalog.TestCatalog;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.supply.Supply;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Parallel;
import rtjbench.tools.cli.ProgressLine;
import rtjbench.tools.cli.ToolException;

/**
 * {@code sched analyse TASKSET --cpus M [--tests LIST] [--format text|csv|json]}: every test's verdict on every
 * set of a task-set file, and per task the response-time bound where a test gives one.
 */
public final class AnalyseCommand implements Command {
    static final String NAME = "sched analyse";

    @Override
    public String name() {
        return "analyse";
    }

    @Override
    public String summary() {
        return "each test's verdict on each set of a task-set file, with response-time bounds";
    }

    @Override
    public String usage() {
        StringBuilder sb = new StringBuilder("""
                Usage: rtjbench.jar sched analyse TASKSET --cpus M [--tests LIST] [--overheads MODEL]
                                                  [--collector MODEL] [--format text|csv|json]

                Runs the schedulability tests on every set of the task-set file TASKSET on M identical CPUs. Each
                test says true (schedulable), false (for the sufficient tests: not shown schedulable), or na with the
                reason where its precondition fails (arbitrary deadlines for BCL, say). Text shows per task the
                response-time bound of each test that gives one, and the partitioned tests' CPU of each task; csv
                prints `set,test,schedulable,reason` (the reason for na); json has everything.
                With --overheads, every WCET is inflated by the model's figures as Gracioli et al. §3.1 charge them
                (global tests also by a cross-CPU wake-up); with --collector, each CPU of the uniprocessor and
                partitioned tests supplies only what the collector's MMU curve leaves (the global tests say na).
                By default M = 1 runs the uniprocessor tests, M > 1 the multiprocessor ones.

                Tests:
                """);
        TestCatalog catalog = catalog();
        for (String n : catalog.names()) {
            sb.append(
                    String.format(Locale.ROOT, "  %-9s %s%n", n, catalog.get(n).reference()));
        }
        return sb.toString();
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(CPUS, TESTS, OverheadModelFile.OPTION, CollectorModel.OPTION, FORMAT);
    }

    static final Options.Spec<Integer> CPUS = SchedArgs.cpus("the number of identical CPUs");
    static final Options.Spec<List<String>> TESTS = Options.Spec.value(
            "tests",
            "LIST",
            OptionTypes.listOf(TestCatalog.of(Supply.FULL).names()),
            null,
            "the tests to run, comma-separated (default: as above)");
    static final Options.Spec<String> FORMAT = Options.Spec.value(
            "format", "text|csv|json", OptionTypes.oneOf(List.of("text", "csv", "json")), "text", "the output format");

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().size() != 1) {
            throw ToolException.usage(NAME + ": give exactly one TASKSET file");
        }
        int cpus = o.get(CPUS);
        String format = o.get(FORMAT);
        Overheads overheads = OverheadModelFile.fromOptions(o);
        CollectorModel collector = CollectorModel.fromOptions(o);
        TestCatalog catalog = catalog(collector == null ? Supply.FULL : collector.supply());
        List<SchedulabilityTest> tests = tests(catalog, o.get(TESTS), cpus);
        Path file = Path.of(o.positional().get(0));
        List<TaskSet> sets = TaskSetInput.read(file);
        TaskSetInput.checkCpus(file, sets, cpus);
        if (overheads != Overheads.NONE) {
            OverheadModelFile.checkCovers(overheads, o.get(OverheadModelFile.OPTION), file, sets);
        }
        boolean partitions = !format.equals("csv");
        List<Integer> indices = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) indices.add(i);
        List<List<Analysis.Result>> results;
        // Long analyses (a set of thousands of tasks) say how far they are on the error stream; SIGINT or SIGTERM
        // stops them at once, and nothing is printed of an analysis that did not finish.
        try (ProgressLine progress = ProgressLine.onStderr(sets.size() * tests.size())) {
            results = Parallel.map(
                    indices,
                    i -> Analysis.run(
                            sets.get(i),
                            TaskSetInput.setName(sets.get(i), i),
                            cpus,
                            tests,
                            overheads,
                            partitions,
                            progress));
        }
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        List<String> notes = notes(sets, overheads, collector);
        if (format.equals("text")) {
            for (String n : notes) out.println("# " + n);
            if (!notes.isEmpty()) out.println();
        } else {
            for (String n : notes) System.err.println("note: " + n);
        }
        AnalysisFormat.write(format, out, sets, cpus, results);
        out.flush();
        return 0;
    }

    /** Every test, the exact simulation among them. */
    static TestCatalog catalog() {
        return catalog(Supply.FULL);
    }

    /** Every test on {@code supply}, the exact simulation-based one among them. */
    static TestCatalog catalog(Supply supply) {
        return TestCatalog.of(supply);
    }

    /** The tests named in {@code list}, or the defaults for {@code cpus}. */
    /** What the analysis charged and assumed, said before its verdicts: the overheads and their gaps, the collector. */
    private static List<String> notes(List<TaskSet> sets, Overheads overheads, CollectorModel collector) {
        List<String> notes = new ArrayList<>();
        if (overheads != Overheads.NONE) {
            notes.add("overheads charged: " + overheads + " (Gracioli et al. §3.1's rule; global tests also pay a"
                    + " cross-CPU wake-up)");
            for (TaskSet s : sets) {
                for (String line : Charging.leftOut(s, overheads, rtjbench.sched.model.Task.NONE)) {
                    if (!notes.contains(line)) notes.add(line);
                }
            }
        }
        if (collector != null) {
            notes.add("collector: " + collector.name() + "; each CPU's supply is its MMU curve (global tests: na)");
        }
        return notes;
    }

    /** The tests named (by --tests, whose type knows the names), else the catalog's defaults for {@code cpus}. */
    static List<SchedulabilityTest> tests(TestCatalog catalog, List<String> names, int cpus) {
        if (names == null) return catalog.defaults(cpus);
        List<SchedulabilityTest> tests = new ArrayList<>();
        for (String name : names) tests.add(catalog.get(name));
        return tests;
    }
}
