package rtjbench.tools.sched;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.catalog.TestCatalog;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.sim.ExactSimulation;
import rtjbench.sched.sim.SimulatedScheduler;
import rtjbench.sched.supply.Supply;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.Parallel;
import rtjbench.tools.cli.ToolException;

/**
 * {@code sched ratio FILE}: a ratio experiment (Gracioli et al. figs. 12-15, the RTMultiSim thesis fig. 1): the share
 * of generated sets each test (and union of tests) accepts at each utilisation cap, per model, into a new results
 * folder.
 */
public final class RatioCommand implements Command {
    static final String NAME = "sched ratio";

    @Override
    public String name() {
        return "ratio";
    }

    @Override
    public String summary() {
        return "schedulability ratio against utilisation cap, per test and model (args/sched/*.xml)";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar sched ratio [--results DIR] FILE

                Runs the experiment FILE (args/sched/*.xml: recipe, CPUs, caps, sets per cap, seed, tests,
                simulations, unions, models; docs/schedulability.md): at each cap it draws the sets (set i at cap U
                is the one `sched generate --cap U --seed S` draws), charges them per model, runs every test and
                simulates every <simulate> scheduler (the exact test by simulation, as `sched simulate` runs it; na
                past its bound, counted not schedulable). Writes into a new folder DIR/<date-time>-<experiment>/:
                ratio.csv (model,test,cap,sets,schedulable,ratio; a simulation is a test there, and a union is
                schedulable where any of its members is), weighted.csv (the weighted schedulability Σ U·S(U) / Σ U,
                Bastoni et al. 2010), ratio.png and ratio.svg (the ratio against the cap, one line per test and
                model), the experiment file and summary.txt (sets, threads, time). With simulations also
                simulation.csv (model,scheduler,cap,sets,schedulable,na,ratio,migrations_per_set,
                migrations_per_job,preemptions_per_job,average_slack_ns,common_sets,common_migrations_per_job,
                common_average_slack_ns: over the schedulable sets; common_: the sets every simulation schedules)
                and its charts migrations.png/.svg and slack.png/.svg. A line per finished cap on the error stream;
                the last line is `results: <folder>`.""";
    }

    /** What each simulation is, and the window it simulates: for the summary. */
    private static String simulations(Experiment e) {
        StringBuilder sb = new StringBuilder("  simulated (exact test: until the state at a hyperperiod's end repeats,"
                + " [0, H] for implicit deadlines; na past "
                + ExactSimulation.Limits.DEFAULT.maxJobsPerHyperperiod() + " jobs a hyperperiod or "
                + ExactSimulation.Limits.DEFAULT.maxHyperperiods() + " hyperperiods):\n");
        for (SimulatedScheduler x : e.simulations()) {
            sb.append(String.format(
                    Locale.ROOT,
                    "    %-"
                            + RatioTable.width(e.simulations().stream()
                                    .map(SimulatedScheduler::name)
                                    .toList()) + "s %s%n",
                    x.name(),
                    x.describe()));
        }
        return sb.toString();
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(RESULTS);
    }

    static final Options.Spec<Path> RESULTS =
            Options.Spec.value("results", "DIR", OptionTypes.path(), "results", "where the new results folder goes");

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().size() != 1) throw ToolException.usage(NAME + ": give exactly one experiment FILE");
        Path file = Path.of(o.positional().get(0));
        Experiment e = Experiment.read(file, TestCatalog.of(Supply.FULL).names());
        List<RatioRun.Model> models = models(e);
        Outputs outputs = new Outputs(false);
        RatioFiles files = RatioFiles.claim(
                outputs,
                RatioFiles.folder(o.get(RESULTS), e.name()),
                file,
                !e.simulations().isEmpty());
        outputs.check();

        PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
        long total = (long) e.sets() * e.capTexts().size();
        err.printf(
                Locale.ROOT,
                "%s: %d caps x %d sets (%d sets) on %d CPUs, %d tests, %d model%s, %d threads%n",
                e.name(),
                e.capTexts().size(),
                e.sets(),
                total,
                e.cpus(),
                e.tests().size(),
                models.size(),
                models.size() == 1 ? "" : "s",
                Parallel.THREADS);
        RatioRun.Counts counts;
        try {
            counts = new RatioRun(e, models).run(err);
        } catch (IllegalArgumentException ex) {
            throw ToolException.input(file + ": " + ex.getMessage());
        }
        RatioTable ratios = RatioTable.of(e, models, counts, total);
        String sub = String.format(
                Locale.ROOT,
                "%s, %d CPUs, %d sets per cap, seed %d%s",
                e.recipeName(),
                e.cpus(),
                e.sets(),
                e.seed(),
                e.constrained() ? ", constrained deadlines" : "");
        SimulationTable simulated = null;
        if (files.simCsv() != null) {
            List<String> modelNames = new ArrayList<>();
            models.forEach(m -> modelNames.add(m.name()));
            List<String> simNames = new ArrayList<>();
            e.simulations().forEach(x -> simNames.add(x.name()));
            simulated = new SimulationTable(e, modelNames, simNames, counts.simulated());
            ratios.text().append(simulations(e));
            simulated.notes().forEach(n -> ratios.text().append("  ").append(n).append('\n'));
        }
        String about = about(e, file, sub, total, counts, ratios.text());
        files.write(outputs, e, file, ratios, sub, simulated, about);
        PrintStream stdout = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        stdout.print(about);
        stdout.println("results: " + files.dir());
        return 0;
    }

    /** The experiment's models, their overhead and collector models read. */
    private static List<RatioRun.Model> models(Experiment e) {
        List<RatioRun.Model> models = new ArrayList<>();
        for (Experiment.ModelSpec m : e.models()) {
            Overheads charged = m.overheads() == null ? Overheads.NONE : OverheadModelFile.read(Path.of(m.overheads()));
            Supply supply = m.collector() == null
                    ? Supply.FULL
                    : CollectorModel.read(Path.of(m.collector())).supply();
            models.add(new RatioRun.Model(m.name(), charged, supply, m.wss(), m.recipe(), m.tasks()));
        }
        return models;
    }

    /** summary.txt: the experiment, its size and time, and the series' lines. */
    private static String about(
            Experiment e, Path file, String sub, long total, RatioRun.Counts counts, StringBuilder text) {
        return String.format(
                Locale.ROOT,
                "experiment %s (%s)%n%s%n%d sets (%d caps x %d), %d tests, %d simulations, %d threads on %d CPUs:"
                        + " %.1f s%s%n%s",
                e.name(),
                file,
                sub,
                total,
                e.capTexts().size(),
                e.sets(),
                e.tests().size(),
                e.simulations().size(),
                Parallel.THREADS,
                Runtime.getRuntime().availableProcessors(),
                counts.seconds(),
                counts.naVerdicts() == 0
                        ? ""
                        : String.format(
                                Locale.ROOT, "%n%d verdicts were na (counted not schedulable)", counts.naVerdicts()),
                text);
    }
}
