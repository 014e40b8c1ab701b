package rtjbench.events.taskset;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.ResultFile;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.Workload;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadCounters;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.run.WorkloadRecord.Keys;
import rtjbench.sched.run.WorkloadRecord.OutcomeKeys;
import rtjbench.stats.DeadlineMisses;

/**
 * One run of a task set: each task's thread placed as its {@link TaskAssignment} says, its busy loop calibrated on its
 * CPU before the start gate, then scheduled (its SCHED_FIFO priority or its SCHED_DEADLINE reservation), its jobs
 * run on the shared {@link Timeline}; after the run, each task's outcome in the metadata and every job in
 * {@code jobs.csv} ({@link JobsFile}).
 */
final class TaskSetWorkload implements Workload {
    /** The RTSJ release, loaded by name only where the test threads are RealtimeThreads. */
    static final String RTSJ_RELEASE = "rtjbench.events.rtsj.RtsjTaskRelease";

    private final Config config;
    private final RunEnvironment env;
    private final TaskSet set;
    private final TaskAssignment assignment;
    private final Timeline timeline;
    private final Timeline.Origin origin;
    private final JobLog[] logs;
    private final Calibration[] calibrations;
    private final Release[] releases;
    private final boolean rtsj;
    private final SchedPolicy policy;
    private final List<String> notes = Collections.synchronizedList(new ArrayList<String>());

    TaskSetWorkload(Config config, RunEnvironment env, TaskSet set, TaskAssignment assignment, Timeline timeline) {
        this.config = config;
        this.env = env;
        this.set = set;
        this.assignment = assignment;
        this.timeline = timeline;
        this.origin = new Timeline.Origin(timeline.lead());
        this.logs = new JobLog[set.size()];
        for (int i = 0; i < set.size(); i++) {
            logs[i] = new JobLog(timeline.measuredJobs(set.get(i)));
        }
        this.calibrations = new Calibration[set.size()];
        this.releases = new Release[set.size()];
        this.rtsj = !"java".equals(config.getString(CommonArgs.THREAD_TYPE));
        this.policy = SchedPolicy.fromArg(config.getString(CommonArgs.POLICY));
    }

    /** Task i's thread's name, as the harness names its test threads and the jobs file records it. */
    static String thread(int i) {
        return "thread-" + i;
    }

    @Override
    public CpuList placement(int index) {
        return assignment.cpusOf(index);
    }

    @Override
    public ThreadBody newThreadBody(ThreadContext ctx) throws Exception {
        int i = ctx.index();
        Task task = set.get(i);
        ThreadControl control = env.threadControl();
        ThreadCounters counters = control.countersForThisThread();
        BusyWork work = new BusyWork();
        if (!rtsj
                && control.isAvailable()
                && (policy.isRealtime() || assignment.scheduler().edf())) {
            control.setScheduler(SchedPolicy.OTHER, 0); // calibrate beside the JIT's compiler threads, not above them
        }
        Calibration calibration = Calibration.run(task.name(), work, counters, task.wcet(), assignment.marginPercent());
        calibrations[i] = calibration;
        if (!calibration.onTarget()) {
            notes.add(String.format(
                    Locale.ROOT,
                    "task %s: its busy loop came to %.3fx its WCET in calibration, not %.3fx: the CPU's speed scattered"
                            + " between trials (a shared machine); the executed times in the metadata say how the jobs "
                            + "went",
                    task.name(),
                    calibration.medianOverWcet(),
                    (double) Calibration.target(task.wcet(), assignment.marginPercent()) / task.wcet()));
        }
        Release release = rtsj ? rtsjRelease(i, task) : new Release.Parked();
        releases[i] = release;
        schedule(control, i, task);
        return new TaskThread(
                origin,
                task.period(),
                timeline.warmupJobs(task),
                work,
                calibration.iterations(),
                logs[i],
                counters,
                release);
    }

    /** The task's own scheduling, after its calibration: its reservation, or its priority under fifo/rr. */
    private void schedule(ThreadControl control, int i, Task task) throws NativeCallException, TaskRefused {
        if (assignment.scheduler().edf()) {
            try {
                control.setDeadline(assignment.runtime(i), task.deadline(), task.period());
            } catch (NativeCallException e) {
                throw new TaskRefused("task " + task.name() + ": SCHED_DEADLINE "
                        + ReservationTrial.describe(assignment.runtime(i), task) + " refused when the run began"
                        + (e.isBusy()
                                ? " by admission control (another deadline task took bandwidth since the check)"
                                : "")
                        + ": " + e.getMessage());
            }
        } else if (!rtsj && policy.isRealtime() && control.isAvailable()) {
            control.setScheduler(policy, assignment.fifoPriority(i));
        }
    }

    /** The task's SCHED_DEADLINE reservation or its calibration failed in its thread: the run stops, naming it. */
    static final class TaskRefused extends Exception {
        private static final long serialVersionUID = 1L;

        TaskRefused(String message) {
            super(message);
        }
    }

    private Release rtsjRelease(int i, Task task) throws ReflectiveOperationException {
        return (Release) Class.forName(RTSJ_RELEASE)
                .getConstructor(int.class, long.class, long.class, long.class)
                .newInstance(assignment.fifoPriority(i), task.period(), task.wcet(), task.deadline());
    }

    private List<TaskOutcome> outcomes() {
        List<TaskOutcome> out = new ArrayList<>();
        for (int i = 0; i < set.size(); i++) {
            out.add(new TaskOutcome(set.get(i), logs[i], assignment.marginPercent()));
        }
        return out;
    }

    @Override
    public Map<String, Object> metadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(
                "timed",
                "each job's response time, finish - release on System.nanoTime; release k of a task at origin + k x"
                        + " period, never moved; a job is a busy loop calibrated to the task's WCET on its CPU");
        m.put("taskset_file", config.getString(TaskSetBenchmark.TASKSET));
        Map<String, Object> placed = assignment.toMetadata(policy.isRealtime() || rtsj);
        m.putAll(placed);
        m.put(
                "policy",
                assignment.scheduler().edf()
                        ? "SCHED_DEADLINE (runtime = WCET + " + assignment.marginPercent() + "% + "
                                + assignment.runtimeExtra() + " ns, the task's deadline and period;"
                                + " SCHED_FLAG_RESET_ON_FORK)"
                        : rtsj
                                ? "RTSJ PriorityParameters at each task's priority, PeriodicParameters"
                                : policy.isRealtime()
                                        ? "SCHED_" + policy.name() + " at each task's priority"
                                        : "SCHED_OTHER: no priorities (not the fixed-priority scheduler analysed)");
        m.put("release", releases[0] == null ? new Release.Parked().describe() : releases[0].describe());
        m.put(Keys.SCHEDULE, timeline.toMetadata());
        m.put(Keys.OVERRUN_MARGIN_PERCENT, assignment.marginPercent());
        m.put("counters", env.threadControl().countersForThisThread().describe());
        List<TaskOutcome> outcomes = outcomes();
        List<Map<String, Object>> perTask = new ArrayList<>();
        DeadlineMisses all = new DeadlineMisses(1);
        long jobs = 0;
        long preempted = 0;
        long switches = 0;
        long migrated = 0;
        long overruns = 0;
        long vmMisses = 0;
        boolean switchesKnown = true;
        StringBuilder missedBy = new StringBuilder();
        for (int i = 0; i < outcomes.size(); i++) {
            TaskOutcome o = outcomes.get(i);
            Map<String, Object> t = o.toMetadata(calibrations[i]);
            t.put(OutcomeKeys.THREAD, thread(i));
            perTask.add(t);
            all.add(o.misses().inUnit(1));
            jobs += o.log().size();
            preempted += o.preemptedJobs();
            migrated += o.migratedJobs();
            overruns += o.overruns();
            long sw = o.switches();
            switchesKnown &= sw >= 0;
            switches += Math.max(0, sw);
            if (releases[i] != null) {
                vmMisses += releases[i].vmMisses();
            }
            if (o.misses().misses() > 0) {
                missedBy.append(missedBy.length() == 0 ? "" : ", ")
                        .append(o.task().name())
                        .append(' ')
                        .append(o.misses().misses());
            }
        }
        m.put(Keys.PER_TASK, perTask);
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("jobs", jobs);
        run.put("preempted_jobs", preempted);
        run.put("preemptions_per_job", switchesKnown && jobs > 0 ? (double) switches / jobs : null);
        run.put("migrated_jobs", migrated);
        run.put("migrations_per_job", jobs > 0 ? (double) migrated / jobs : null);
        run.put("overruns", overruns);
        if (rtsj) {
            run.put("rtsj_deadline_misses", vmMisses);
        }
        m.put("run", run);
        Map<String, Object> deadline = new LinkedHashMap<>();
        List<Map<String, Object>> deadlinePerThread = new ArrayList<>();
        for (TaskOutcome o : outcomes) {
            deadlinePerThread.add(o.misses().toMap());
        }
        deadline.put("per_thread", deadlinePerThread);
        deadline.put("jobs", jobs);
        deadline.put("misses", all.misses());
        deadline.put("longest_miss_run", all.longestRun());
        deadline.put(
                "summary",
                String.format(
                        Locale.ROOT,
                        "deadlines: %d of %d jobs missed%s; %d overran WCET + %d%%",
                        all.misses(),
                        jobs,
                        missedBy.length() == 0 ? "" : " (" + missedBy + ")",
                        overruns,
                        assignment.marginPercent()));
        m.put("deadline", deadline);
        return m;
    }

    @Override
    public List<ResultFile> files() {
        return Collections.<ResultFile>singletonList(new JobsFile(outcomes()));
    }

    @Override
    public List<String> notes() {
        List<String> out = new ArrayList<>(notes);
        for (Task t : set.tasks()) {
            if (t.hasCpu()) {
                out.add("the task-set file's cpu column is not used here: "
                        + (assignment.scheduler().partitioned()
                                ? "the tasks are placed by partitioning="
                                        + config.getString(TaskSetBenchmark.PARTITIONING)
                                : assignment.scheduler() + " runs every task on every CPU")
                        + " (sched simulate places tasks by it)");
                break;
            }
        }
        for (TaskOutcome o : outcomes()) {
            int n = o.overruns();
            if (n > 0) {
                out.add(String.format(
                        Locale.ROOT,
                        "task %s: %d of %d jobs executed longer than its WCET + %d%% (marked overrun in jobs.csv)",
                        o.task().name(),
                        n,
                        o.log().size(),
                        assignment.marginPercent()));
            }
        }
        return out;
    }
}
