package rtjbench.tools.verdict;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.run.WorkloadRecord;
import rtjbench.sched.supply.Supply;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.sched.CollectorModel;
import rtjbench.tools.sched.MeasuredOverheads;
import rtjbench.tools.sched.RecordedPauses;
import rtjbench.tools.sched.TasksetRun;
import rtjbench.tools.verdict.VerdictPlanFile.Role;
import rtjbench.tools.verdict.VerdictRow.Outcome;
import rtjbench.tools.verdict.VerdictRow.Tri;

/**
 * The verdict of a results folder: per VM entry its overhead model and collector model, made from the folder's own
 * points; per VM entry × scheduler, the row ({@link VerdictRow}). The same services {@code sched overheads},
 * {@code sched mmu} and {@code sched check} use; nothing here reads a command's text.
 */
public final class Verdicts {
    /** The statistic an overhead figure is made of: the observed worst case, as {@code sched overheads}' default. */
    static final String STATISTIC = "max";

    /** One VM entry's models: the overheads of its own points, its collector under the set's load (or null). */
    record VmModels(String jvm, MeasuredOverheads.Measured measured, CollectorModel collector, RecordedPauses pauses) {
        OverheadModel overheads() {
            return measured.model();
        }
    }

    private final VerdictFolder folder;
    private final List<VerdictRow> rows = new ArrayList<>();
    private final Map<String, VmModels> models = new LinkedHashMap<>();
    private final Map<String, Map<String, Double>> headroom = new LinkedHashMap<>();

    private Verdicts(VerdictFolder folder) {
        this.folder = folder;
    }

    /** Whether {@code root} is a verdict's results folder. */
    public static boolean applies(ResultNode root) {
        return VerdictFolder.applies(root);
    }

    /** The verdict of {@code root}: its models and its rows, a VM entry's schedulers in the element's order. */
    public static Verdicts of(ResultNode root) throws IOException {
        Verdicts v = new Verdicts(VerdictFolder.of(root));
        for (String jvm : v.folder.plan().jvms()) {
            VmModels m = v.models(jvm);
            v.models.put(jvm, m);
            for (String scheduler : v.folder.plan().schedulers()) v.rows.add(v.row(m, scheduler));
            VerdictPlanFile plan = v.folder.plan();
            v.headroom.put(jvm, Headroom.of(plan.set(), plan.cpus(), plan.schedulers(), plan.partitioning(), m));
        }
        return v;
    }

    List<VerdictRow> rows() {
        return rows;
    }

    Map<String, VmModels> models() {
        return models;
    }

    /** Per VM entry, each scheduler's headroom ({@link Headroom}): the largest utilisation sets like this hold. */
    Map<String, Map<String, Double>> headroom() {
        return headroom;
    }

    /** The set decided on, as the plan read it. */
    public TaskSet set() {
        return folder.plan().set();
    }

    private VmModels models(String jvm) throws IOException {
        MeasuredOverheads.Measured overheads =
                MeasuredOverheads.measureRuns(folder.runs(jvm, Role.OVERHEADS), STATISTIC);
        CollectorModel collector = null;
        RecordedPauses pauses = null;
        for (RunDir r : folder.runs(jvm, Role.MMU)) {
            if (RecordedPauses.recorded(r)) {
                pauses = RecordedPauses.of(r);
                collector = CollectorModel.of(pauses);
            }
        }
        return new VmModels(jvm, overheads, collector, pauses);
    }

    private VerdictRow row(VmModels m, String scheduler) throws IOException {
        for (RunDir r : folder.runs(m.jvm(), Role.TASKSET)) {
            if (TasksetRun.is(r)
                    && scheduler.equals(r.metadata()
                            .path("workload")
                            .path(WorkloadRecord.Keys.SCHEDULER)
                            .asText())) {
                return RunVerdict.of(TasksetRun.of(r), m);
            }
        }
        return notRun(m.jvm(), scheduler);
    }

    /**
     * The row of a scheduler the set did not run under: the heuristic placed it on no partition (the plan left it
     * out), or the kernel refused its reservations, or its run failed.
     */
    private VerdictRow notRun(String jvm, String scheduler) {
        TaskSet set = folder.plan().set();
        String why = folder.plan().notRun().get(scheduler);
        Outcome outcome = Outcome.MISSES;
        if (why == null) {
            why = "the run left no result";
            for (VerdictFolder.Failed f : folder.failed()) {
                boolean vm = f.jvm().equals(jvm) || f.jvm().equals(VerdictFolder.ANY);
                if (vm && (f.scheduler().equals(scheduler) || f.scheduler().equals("?"))) {
                    why = f.reason();
                }
            }
            if (!why.contains("admission control")) outcome = Outcome.AT_RISK;
        }
        return new VerdictRow(
                jvm,
                scheduler,
                set.size(),
                set.utilization(),
                Tri.NA,
                Tri.NA,
                Tri.NA,
                0,
                0,
                0,
                Double.NaN,
                Double.NaN,
                outcome,
                outcome == Outcome.MISSES ? firstClause(why) : "not run: " + firstClause(why));
    }

    /** The runner's reason up to its first "; " or ". ": the cause, without the advice that follows it. */
    static String firstClause(String text) {
        String t = oneLine(text);
        int end = t.length();
        for (String stop : new String[] {"; ", ". "}) {
            int at = t.indexOf(stop);
            if (at > 0 && at < end) end = at;
        }
        return t.substring(0, end);
    }

    static String oneLine(String text) {
        String t = text.replace('\n', ' ').replace('\r', ' ').strip();
        return t.startsWith("error: ") ? t.substring("error: ".length()) : t;
    }

    /** The collector's share of a window as a reason words it: "Parallel's MMU leaves 0 ns of a 10 ms window ...". */
    static String collectorReason(VmModels m, long window) {
        var t = m.pauses().trace();
        long available = Math.max(0, window - Math.min(window, t.maxPaused(window)));
        return String.format(
                Locale.ROOT,
                "%s's MMU leaves %s of a %s window: its %d pauses take up to %s of one",
                m.collector().name(),
                Time.describe(available),
                Time.describe(window),
                t.pauses(),
                Time.describe(t.maxPaused(window)));
    }

    /** Whether the supply of {@code m}'s collector is the whole CPU (no load measured). */
    static Supply supply(VmModels m) {
        return m.collector() == null ? Supply.FULL : m.collector().supply();
    }
}
