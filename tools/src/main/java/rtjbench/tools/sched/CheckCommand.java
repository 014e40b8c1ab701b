package rtjbench.tools.sched;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;

/**
 * {@code sched check RUN_DIR [--overheads MODEL] [--collector MODEL]}: for every run of the taskset testapp under
 * RUN_DIR, each task's observed worst response time beside the analysis's bound for the scheduler that ran,
 * without and with the overheads (and the collector's MMU), and the simulator's; a task whose observed worst
 * exceeds the bound it is judged by is named with the jobs that did it and the causes {@code explain_above} found
 * for them. Exit 0 when every task of every run stayed within its bound, 5 when one did not (or had none), 2 on
 * bad input ({@link ExitStatus}).
 */
public final class CheckCommand implements Command {
    static final String NAME = "sched check";

    @Override
    public String name() {
        return "check";
    }

    @Override
    public String summary() {
        return "hold the analysis to a taskset run: observed response times against the bounds";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar sched check RUN_DIR [--overheads MODEL] [--collector MODEL] [--foreign-models]
                                                [--format text|csv]

                For every run of the taskset testapp under RUN_DIR: each task's observed maximum response time
                beside the analysis's bound for the scheduler that ran it (partitioned-fp: response-time analysis
                on each CPU of the run's partition with its priorities; global-fp: Bertogna-Cirinei G-FP RTA;
                global-edf: Bertogna-Cirinei G-EDF RTA; partitioned-edf: each CPU's processor demand, bound = the
                deadline), without overheads, with the overhead model's charges (Gracioli et al.'s rule), and, for the
                partitioned schedulers, with the collector's MMU as each CPU's supply; and the simulator's longest
                response for the same placement and priorities over the run's window.

                A task is judged by its most complete bound (with overheads and MMU where given). One whose
                observed maximum exceeds it is named with the jobs that did it (from jobs.csv) and the causes
                explain_above found for them (a GC pause, another task, an interrupt, the hypervisor's steal: a
                cause, never a pass). Exit 0 when every task stayed within its bound; 5 when one did not, or the
                analysis gave it none (the set is not shown schedulable); 2 on bad input, among it a jobs.csv that is
                not what the run wrote (read by column name; every field, numbers, known tasks, times in order, each
                task's job count as the metadata states), naming the file, line and field.
                A model is held to the run's machine: an overhead model (measured_on) or MMU curve (# lines, or the
                run folder given) measured on another machine (CPU model, kernel, architecture, virtualised, Java
                VM, collector), or one that does not say, is refused (exit 2) naming the difference, unless
                --foreign-models asks to use it; the header then says so.
                --format csv prints one line a task:
                  run,task,deadline_ns,observed_max_ns,bound_ns,bound_overheads_ns,bound_mmu_ns,sim_max_ns,jobs,misses,
                  within,wcet_median_ratio,wcet_max_ratio,covering_runtime_ns
                (the last three: each job's executed CPU time over its WCET, median and max, and under SCHED_DEADLINE
                the runtime that would have covered every job seen). Under the table the text names each task whose
                WCET did not hold here: a job executed past it (throttled by SCHED_DEADLINE where past its runtime).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(OVERHEADS, COLLECTOR, FOREIGN_MODELS, FORMAT);
    }

    static final Options.Spec<Path> OVERHEADS = Options.Spec.value(
            "overheads", "MODEL", OptionTypes.path(), null, "an overhead model (sched overheads, or by hand)");
    static final Options.Spec<Path> COLLECTOR = Options.Spec.value(
            "collector",
            "MODEL",
            OptionTypes.path(),
            null,
            "a collector model: an MMU CSV of sched mmu, or a run folder");
    static final Options.Spec<Boolean> FOREIGN_MODELS = Options.Spec.flag(
            "foreign-models",
            "use models measured on another machine than the run's (or not saying which): each is named");
    static final Options.Spec<String> FORMAT = Options.Spec.value(
            "format", "text|csv", OptionTypes.oneOf(List.of("text", "csv")), "text", "the output format");

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().size() != 1) {
            throw ToolException.usage(NAME + ": give exactly one RUN_DIR");
        }
        CheckService.Models models = new CheckService.Models(
                o.get(OVERHEADS) == null ? null : OverheadModelFile.load(o.get(OVERHEADS)),
                o.get(COLLECTOR) == null ? null : CollectorModel.read(o.get(COLLECTOR)));
        List<TasksetRun> runs = CheckService.runs(Path.of(o.positional().get(0)));
        Map<TasksetRun, String> foreign = CheckService.foreign(runs, models, o.flag(FOREIGN_MODELS));
        if (models.withOverheads()) CheckService.requireCovered(runs, models, o.get(OVERHEADS));
        StringBuilder out = new StringBuilder();
        boolean csv = o.get(FORMAT).equals("csv");
        if (csv) {
            out.append(CheckFormat.CSV_HEADER).append('\n');
        }
        boolean allWithin = true;
        for (TasksetRun r : runs) {
            CheckService.RunCheck c = CheckService.check(r, models, foreign.get(r));
            out.append(csv ? CheckFormat.csv(c, models) : CheckFormat.text(c, models));
            for (int i = 0; i < c.rows().size(); i++) {
                allWithin &= c.within(i, models);
            }
        }
        System.out.print(out);
        return allWithin ? ExitStatus.OK : ExitStatus.CHECK_FAILED;
    }
}
