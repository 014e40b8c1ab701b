package rtjbench.tools.sched;

import java.util.List;
import java.util.Locale;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.run.JobsCsvReader;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;

/**
 * The values the sched commands share, each parsed once with a message naming the option and what it allows,
 * and the bounds of every size a user can give them (docs/tools.md, "Bounds"): past one, exit 2 naming the
 * argument, its value and the bound, before any work.
 */
final class SchedArgs {
    /** The most CPUs of a platform: {@code --cpus} of every sched command, an experiment's {@code cpus}. */
    static final int MAX_CPUS = 4096;
    /** The most sets {@code sched generate} draws (it writes them one at a time, in constant memory). */
    static final int MAX_SETS = 10_000_000;
    /** The most sets of a ratio experiment, caps x sets (each cap's counts are kept, never its sets). */
    static final long MAX_EXPERIMENT_SETS = 10_000_000;
    /**
     * The most simulated sets of a ratio experiment, caps x sets x simulations x models: each one's metrics are kept
     * ({@link SimulatedSets}, 33 bytes a set: 66 MB at the bound).
     */
    static final long MAX_SIMULATED_SETS = 2_000_000;
    /**
     * The job budget of {@code sched simulate}: the most jobs one set's simulation may release, {@code --max-jobs}
     * (a hyperperiod's) times {@code --max-hyperperiods}, the exact test's every hyperperiod and the jobs pending at
     * the last one's end, or a fixed window. Measured at the bound (docs/tools.md): 10^8 jobs in 11.5 s, 370 MB
     * resident; the simulator keeps only the jobs pending, so the time grows with the jobs and the memory does not.
     */
    static final long JOB_BUDGET = 100_000_000;
    /** The most jobs one hyperperiod may hold, {@code sched simulate --max-jobs}: the budget, one hyperperiod. */
    static final long MAX_JOBS = JOB_BUDGET;
    /**
     * The most hyperperiods of the exact test, {@code sched simulate --max-hyperperiods}, where the budget allows
     * them: the state at each hyperperiod's end is remembered (its pending jobs, 24 bytes each).
     */
    static final int MAX_HYPERPERIODS = 1_000;
    /** The most hyperperiods of a fixed window, {@code sched simulate --hyperperiods}: each holds a job at least. */
    static final int MAX_WINDOW_HYPERPERIODS = (int) JOB_BUDGET;
    /** The longest number given as text (command line or experiment file); longer ones are refused unparsed. */
    static final int MAX_NUMBER_TEXT = Quoted.SHOWN;

    private SchedArgs() {}

    /** One bound: what it bounds, its largest accepted value, and what that largest value costs or means. */
    record Bound(String what, String largest, String note) {}

    /** Every bound of the sched commands, as {@code sched --help} and docs/tools.md list them. */
    static List<Bound> bounds() {
        return List.of(
                new Bound("--cpus, an experiment's cpus", n(MAX_CPUS), "a cluster list names each CPU once at most"),
                new Bound("sched generate --sets", n(MAX_SETS), "written set by set, in constant memory"),
                new Bound(
                        "sched simulate --max-jobs x --max-hyperperiods",
                        n(JOB_BUDGET),
                        "a set's jobs in all: 11.5 s, 370 MB at the bound"),
                new Bound("sched simulate --max-jobs", n(MAX_JOBS), "jobs of one hyperperiod (--max-hyperperiods 1)"),
                new Bound(
                        "sched simulate --max-hyperperiods",
                        n(MAX_HYPERPERIODS),
                        "states kept; default 8, or what --max-jobs leaves"),
                new Bound(
                        "sched simulate --hyperperiods",
                        n(MAX_WINDOW_HYPERPERIODS),
                        "na past --max-jobs x --max-hyperperiods jobs"),
                new Bound(
                        "tasks in a set (a file, --tasks, a model's tasks)",
                        n(TaskSetFile.MAX_TASKS_PER_SET),
                        "analyse shows its progress on stderr past 2 s"),
                new Bound(
                        "tasks in a task-set file",
                        n(TaskSetFile.MAX_TASKS),
                        "all held in memory: about 100 bytes each"),
                new Bound("characters of a task-set line", n(TaskSetFile.MAX_LINE), "a longer line is refused unread"),
                new Bound(
                        "characters of a jobs.csv line (sched check)",
                        n(JobsCsvReader.MAX_LINE),
                        "a longer line is refused unread"),
                new Bound("characters of an MMU curve line", n(MmuCsv.MAX_LINE), "a longer line is refused unread"),
                new Bound("windows of an MMU curve", n(MmuCsv.MAX_WINDOWS), "sched mmu writes about 50"),
                new Bound("characters of a number or a time", n(MAX_NUMBER_TEXT), "quoted by its start and length"),
                new Bound("sets of an experiment (caps x sets)", n(MAX_EXPERIMENT_SETS), "counts kept, never the sets"),
                new Bound(
                        "simulated sets (caps x sets x simulations x models)",
                        n(MAX_SIMULATED_SETS),
                        "each one's metrics kept: 33 bytes, 66 MB"),
                new Bound("caps of an experiment", n(ExperimentValues.MAX_CAPS), ""),
                new Bound("bytes of an experiment file", n(ExperimentReader.MAX_BYTES), "refused unread past it"),
                new Bound("bytes of an overhead model file", n(OverheadModelFile.MAX_BYTES), "refused unread past it"));
    }

    private static String n(long v) {
        return String.format(Locale.ROOT, "%,d", v);
    }

    /** The bounds as a block of text: {@code sched --help}'s, and docs/tools.md's word for word. */
    static String boundsText() {
        StringBuilder sb =
                new StringBuilder("Bounds (past one: exit 2 naming the argument or the file, the value and the"
                        + " bound, before any work):\n");
        for (Bound b : bounds()) {
            sb.append(String.format(Locale.ROOT, "  %-52s %10s", b.what(), b.largest()));
            sb.append(b.note().isEmpty() ? "" : "  " + b.note()).append('\n');
        }
        return sb.toString();
    }

    /** {@code --cpus M}, required, from 1 to {@link #MAX_CPUS}: the same in every sched command. */
    static Options.Spec<Integer> cpus(String help) {
        return Options.Spec.required("cpus", "M", OptionTypes.integer(1, MAX_CPUS), help);
    }
}
