package rtjbench.tools.verdict;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.supply.Supply;
import rtjbench.tools.explain.Attribution;
import rtjbench.tools.explain.Explanation;
import rtjbench.tools.explain.Spike;
import rtjbench.tools.sched.TasksetBounds;
import rtjbench.tools.sched.TasksetRun;
import rtjbench.tools.sched.WcetFindings;
import rtjbench.tools.sched.WcetOverruns;
import rtjbench.tools.verdict.VerdictRow.Outcome;
import rtjbench.tools.verdict.VerdictRow.Tri;

/**
 * The row of one task-set run: the analysis three ways under its VM entry's models, every job held to its task's
 * bound with overheads, and the verdict with the first cause, in this order: a deadline missed; the run did not
 * finish; the analysis with overheads, then with the collector, does not show the set schedulable; a job executed
 * longer than its WCET; a job beyond its bound that nothing recorded explains; the global tests cannot take the
 * collector; else the set meets its deadlines here.
 */
final class RunVerdict {
    private final TasksetRun run;
    private final Verdicts.VmModels models;
    private final TaskSet set;
    private final TasksetBounds.Bounds plain;
    private final TasksetBounds.Bounds charged;
    private final TasksetBounds.Bounds collector;
    private final Jobs jobs;
    private final WcetFindings wcet;

    private RunVerdict(TasksetRun run, Verdicts.VmModels models) throws IOException {
        this.run = run;
        this.models = models;
        this.set = run.set();
        this.plain = TasksetBounds.of(run, Overheads.NONE, Supply.FULL);
        this.charged = TasksetBounds.of(run, models.overheads(), Supply.FULL);
        this.collector = models.collector() != null && run.partitioned()
                ? TasksetBounds.of(run, models.overheads(), models.collector().supply())
                : null;
        this.jobs = Jobs.of(run, charged);
        this.wcet = WcetOverruns.of(run);
    }

    static VerdictRow of(TasksetRun run, Verdicts.VmModels models) throws IOException {
        RunVerdict v = new RunVerdict(run, models);
        Tri collectorTri =
                v.collector != null ? Tri.of(allBounded(v.collector)) : v.collectorStarves() ? Tri.FALSE : Tri.NA;
        String[] reason = new String[1];
        Outcome outcome = v.outcome(collectorTri, reason);
        return new VerdictRow(
                models.jvm(),
                run.scheduler().name(),
                v.set.size(),
                v.set.utilization(),
                Tri.of(allBounded(v.plain)),
                Tri.of(allBounded(v.charged)),
                collectorTri,
                v.jobs.count,
                v.jobs.misses,
                v.jobs.beyond,
                v.jobs.worstRatio,
                v.wcet.maxRatio(),
                outcome,
                reason[0]);
    }

    /**
     * Under a global scheduler, whose tests take no supply, what can still be shown: a task whose deadline window
     * the collector's pauses leave less of than its WCET misses it at such a window under any scheduler, since a
     * pause stops every CPU at once.
     */
    private boolean collectorStarves() {
        if (models.pauses() == null) return false;
        var trace = models.pauses().trace();
        for (Task t : set.tasks()) {
            if (t.deadline() <= trace.length() && trace.minAvailable(t.deadline()) < t.wcet()) return true;
        }
        return false;
    }

    private Outcome outcome(Tri collectorTri, String[] reason) {
        if (jobs.misses > 0) {
            reason[0] = missReason();
            return Outcome.MISSES;
        }
        if (!run.run().complete()) {
            reason[0] =
                    "the run did not complete (" + Verdicts.oneLine(run.run().incompleteReason()) + ")";
            return Outcome.AT_RISK;
        }
        String lacking = lackingFigure();
        if (lacking != null) {
            reason[0] = lacking;
            return Outcome.AT_RISK;
        }
        int unbounded = firstUnbounded(charged);
        if (unbounded >= 0) {
            String why = charged.why()[unbounded];
            String task = "task " + set.get(unbounded).name() + ": ";
            reason[0] = charged.test() + " with this machine's overheads does not show the set schedulable: "
                    + (why.startsWith("task ") ? why : task + why);
            return Outcome.AT_RISK;
        }
        if (collectorTri == Tri.FALSE) {
            reason[0] = Verdicts.collectorReason(models, shortestDeadline());
            return Outcome.AT_RISK;
        }
        if (!wcet.hold()) {
            reason[0] = wcet.reason() + ": the WCET does not hold here";
            return Outcome.AT_RISK;
        }
        if (jobs.unexplained > 0) {
            reason[0] = String.format(
                    Locale.ROOT,
                    "%d job%s beyond %s bound with overheads with no cause recorded (the worst %s at %.2f × its bound)",
                    jobs.unexplained,
                    jobs.unexplained == 1 ? "" : "s",
                    jobs.unexplained == 1 ? "its" : "their",
                    set.get(jobs.worstTask).name(),
                    jobs.worstRatio);
            return Outcome.AT_RISK;
        }
        if (models.collector() != null && collector == null) {
            reason[0] = charged.test() + " takes no collector supply (a pause stops every CPU at once): "
                    + Verdicts.collectorReason(models, shortestDeadline()) + ", not in the bound";
            return Outcome.AT_RISK;
        }
        reason[0] = jobs.beyond == 0
                ? String.format(
                        Locale.ROOT,
                        "every job within its bound with overheads (the worst at %.2f × its bound)",
                        jobs.worstRatio)
                : jobs.beyond + " jobs beyond their bound, each behind a recorded cause";
        return Outcome.MEETS;
    }

    /**
     * A figure the analysis charges that this VM entry's overhead points did not give (their run failed, or was
     * passed over), with the model's reason; null where every figure the set's scheduler is charged is measured.
     * Charged as 0, a missing figure would make the analysis optimistic.
     */
    private String lackingFigure() {
        OverheadModel model = models.overheads();
        List<Figure> charged = new ArrayList<>(List.of(Figure.CONTEXT_SWITCH, Figure.RELEASE_LATENCY));
        boolean wss = set.tasks().stream().anyMatch(Task::hasWss);
        if (wss) charged.add(Figure.CPMD_PREEMPTION);
        if (!run.partitioned()) {
            if (wss) charged.add(Figure.CPMD_MIGRATION);
            if (run.cpus() > 1) charged.add(Figure.CROSS_CPU_WAKEUP);
        }
        for (Figure f : charged) {
            if (model.missingReason(f) != null) {
                return "the overhead model made here lacks " + f.field() + ": " + model.missingReason(f);
            }
        }
        return null;
    }

    /** The first task that missed: how often, and why where the run says (throttling, a recorded cause). */
    private String missReason() {
        int i = 0;
        while (run.misses()[i] == 0) i++;
        Task t = set.get(i);
        String s = String.format(
                Locale.ROOT,
                "%s missed %d of %d deadlines (worst response %s, deadline %s)",
                t.name(),
                run.misses()[i],
                run.jobs()[i],
                Time.describe(run.observedMax()[i]),
                Time.describe(t.deadline()));
        WcetFindings.Task w = wcet.tasks().get(i);
        if (w.throttled()) return w.reason() + "; " + s;
        String cause = jobs.missCause[i];
        return cause == null ? s : s + "; " + cause;
    }

    private long shortestDeadline() {
        long d = Long.MAX_VALUE;
        for (Task t : set.tasks()) d = Math.min(d, t.deadline());
        return d;
    }

    private static boolean allBounded(TasksetBounds.Bounds b) {
        return firstUnbounded(b) < 0;
    }

    private static int firstUnbounded(TasksetBounds.Bounds b) {
        for (int i = 0; i < b.bound().length; i++) if (b.bound()[i] < 0) return i;
        return -1;
    }

    /** Every job of the run against its task's bound with overheads, and the causes recorded for those beyond. */
    private static final class Jobs {

        long count;
        long misses;
        long beyond;
        long unexplained;
        double worstRatio = Double.NaN;
        int worstTask;
        String[] missCause;

        static Jobs of(TasksetRun run, TasksetBounds.Bounds charged) throws IOException {
            Jobs j = new Jobs();
            TaskSet set = run.set();
            int n = set.size();
            j.missCause = new String[n];
            Map<String, Spike> spikes = spikes(run, charged);
            for (int i = 0; i < n; i++) {
                Task t = set.get(i);
                long bound = charged.bound()[i];
                j.misses += run.misses()[i];
                for (TasksetRun.Job job : run.jobsAbove(i, -1)) {
                    j.count++;
                    if (bound >= 0) {
                        double ratio = (double) job.response() / bound;
                        if (Double.isNaN(j.worstRatio) || ratio > j.worstRatio) {
                            j.worstRatio = ratio;
                            j.worstTask = i;
                        }
                    }
                    Spike s = spikes.get("thread-" + i + "#" + job.index());
                    if (bound >= 0 && job.response() > bound) {
                        j.beyond++;
                        if (s == null || s.main() == null) j.unexplained++;
                    }
                    // The first missed job's own cause; one that was only carried over from the job before it
                    // names the cause of neither.
                    if (job.response() > t.deadline()
                            && j.missCause[i] == null
                            && s != null
                            && s.main() != null
                            && !Attribution.CARRIED_KIND.equals(s.main().kind())) {
                        j.missCause[i] = "job " + job.index() + "'s main cause "
                                + s.main().kind() + ": " + s.main().detail() + " ("
                                + Time.describe(s.main().durationNanos()) + ")";
                    }
                }
            }
            return j;
        }

        /** The spikes explain_above recorded, by thread and sample, above the smallest bound or deadline. */
        private static Map<String, Spike> spikes(TasksetRun run, TasksetBounds.Bounds charged) throws IOException {
            Map<String, Spike> m = new HashMap<>();
            if (!Explanation.recorded(run.run())) return m;
            long above = Long.MAX_VALUE;
            for (int i = 0; i < run.set().size(); i++) {
                long b = charged.bound()[i];
                above = Math.min(above, b >= 0 ? b : run.set().get(i).deadline());
            }
            List<Spike> all = Explanation.of(run.run(), above, 0).spikes();
            for (Spike s : all) m.put(s.thread() + "#" + s.sample(), s);
            return m;
        }
    }
}
