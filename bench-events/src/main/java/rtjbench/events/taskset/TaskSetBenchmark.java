package rtjbench.events.taskset;

import java.io.IOException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.Workload;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.model.TaskSetFileException;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;

/**
 * A task set on the VM under test: every task of a task-set file (the sched module's) is a thread that, at each
 * release of one shared schedule (release k of a task at origin + k·period, never moved), runs a busy loop
 * calibrated to the task's WCET on its CPU, under the Linux scheduler asked for: SCHED_FIFO pinned to the CPU a
 * partitioning heuristic chose (partitioned-fp), SCHED_FIFO free over the CPUs (global-fp), SCHED_DEADLINE over
 * the root domain (global-edf) or on one CPU each (partitioned-edf, where exclusive cpusets allow it).
 *
 * <p><b>Timed</b>: each job's response time, finish − release on {@code System.nanoTime}: one sample a job in the
 * task's thread file ({@code thread-<i>.txt}, task i in file order), so the usual statistics, plots and spike
 * explanations work a task at a time. Every measured job is also kept whole (release, start, finish, executed CPU
 * time, CPU at start and finish, involuntary switches) in preallocated arrays and written to {@code jobs.csv}.
 *
 * <p>One thread a task: the testapp sets {@code no_of_threads} to the number of tasks, and {@code count} to the
 * most jobs a task has in the measured part ({@link #settle}). The measured part lasts {@code hyperperiods}
 * hyperperiods, or {@code duration}, or {@code count} periods of the shortest-period task.
 */
public final class TaskSetBenchmark implements Benchmark {
    static final ArgSpec<String> TASKSET = ArgSpec.of(
            "taskset",
            ArgType.custom(
                    "file", "a task-set file; several, separated by commas, sweep", ",", new ArgType.Parser<String>() {
                        @Override
                        public String parse(String text) {
                            return text;
                        }
                    }),
            "",
            "The task-set file: CSV with a header name,period,wcet,deadline[,wss][,cpu], one task a line, times with"
                    + " units (10ms, 250us); one set (docs/taskset.md); several files, separated by commas, sweep");
    static final ArgSpec<String> SCHEDULER = ArgSpec.of(
            "scheduler",
            ArgType.custom(
                    "choice", "one of " + Scheduler.names(Scheduler.onLinux()), ",", new ArgType.Parser<String>() {
                        @Override
                        public String parse(String text) {
                            return runnable(text).name();
                        }
                    }),
            Scheduler.PARTITIONED_FP.name(),
            "The scheduler, by name or alias, and the policy it brings: partitioned-fp (pfp), each task pinned to the"
                    + " CPU partitioning gave it, SCHED_FIFO at its priority; global-fp (gfp), SCHED_FIFO free over"
                    + " cpus; global-edf (gedf), SCHED_DEADLINE over the whole root domain; partitioned-edf (pedf),"
                    + " SCHED_DEADLINE on one CPU each (needs a root domain a CPU: exclusive cpusets)");
    static final ArgSpec<String> PARTITIONING = ArgSpec.of(
            "partitioning",
            ArgType.choice("ffd", "nfd", "bfd", "wfd"),
            "ffd",
            "Partitioned schedulers: first, next, best or worst fit decreasing (by utilisation), each CPU admitting a"
                    + " task by the exact uniprocessor test, as the sched module's analysis places them");
    static final ArgSpec<String> PRIORITIES = ArgSpec.of(
            "priorities",
            ArgType.choice(PriorityOrder.RATE_MONOTONIC.shortName(), PriorityOrder.DEADLINE_MONOTONIC.shortName()),
            PriorityOrder.DEFAULT.shortName(),
            "Fixed-priority schedulers: rate monotonic (shorter period first) or deadline monotonic (shorter deadline"
                    + " first); the highest gets priority, the next priority - 1, ...");
    static final ArgSpec<Long> HYPERPERIODS = ArgSpec.of(
            "hyperperiods",
            ArgType.integer(0, 1_000_000),
            "0",
            "Measure this many hyperperiods, starting at a synchronous release of every task (0: count periods of"
                    + " the shortest-period task, or duration)");
    static final ArgSpec<Long> OVERRUN_MARGIN = ArgSpec.of(
            "overrun_margin",
            ArgType.integer(0, 100),
            "10",
            "Percent of a task's WCET: a job that executed longer than WCET + margin is marked as an overrun, the"
                    + " calibration aims at WCET - margin/2, and a SCHED_DEADLINE runtime is WCET + margin + dl_extra");
    static final ArgSpec<Long> DL_EXTRA = ArgSpec.of(
            "dl_extra",
            ArgType.time(0, 100_000_000L),
            "100us",
            "SCHED_DEADLINE only: added to each runtime beyond WCET + overrun_margin, for what an activation costs the"
                    + " thread beside its job (the wake-up, the return from park, the job's counters), which the kernel"
                    + " charges to the reservation too");

    /** The scheduler {@code text} names, where a task set can run under it on Linux. */
    static Scheduler runnable(String text) {
        Scheduler s;
        try {
            s = Scheduler.named(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text.trim() + "' is not a scheduler");
        }
        if (!s.runsOnLinux()) {
            throw new IllegalArgumentException(s.whyNotOnLinux());
        }
        return s;
    }

    /** The scheduler of a config, in its priority order where it has one. */
    static Scheduler scheduler(Config config) {
        Scheduler s = Scheduler.named(config.getString(SCHEDULER));
        return s.edf() ? s : s.withPriorityOrder(PriorityOrder.named(config.getString(PRIORITIES)));
    }

    @Override
    public String name() {
        return "taskset";
    }

    @Override
    public String description() {
        return "A task set (the sched module's file) as threads: each job a busy loop calibrated to the task's WCET,"
                + " released at absolute times under partitioned/global fixed priority or SCHED_DEADLINE; records each"
                + " job's response time, lateness, CPUs and preemptions.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.<ArgSpec<?>>asList(
                TASKSET, SCHEDULER, PARTITIONING, PRIORITIES, HYPERPERIODS, OVERRUN_MARGIN, DL_EXTRA);
    }

    @Override
    public boolean threadsSpin() {
        return false; // each task sleeps between its jobs
    }

    /** The task set a config names: read, or refused with the file's message (file, line, field). */
    static TaskSet taskSet(Config config) throws ConfigException {
        String file = config.getString(TASKSET);
        if (file.trim().isEmpty()) {
            throw new ConfigException("taskset is required: the task-set file to run (docs/taskset.md)");
        }
        try {
            return TaskSetFile.readOne(Paths.get(file));
        } catch (TaskSetFileException e) {
            throw new ConfigException("taskset=" + file + ": " + e.getMessage());
        } catch (IOException e) {
            throw new ConfigException("taskset=" + file + " cannot be read: " + e);
        }
    }

    /** The run's schedule for a config: warm-up and measured span from the arguments. */
    static Timeline timeline(Config config, TaskSet set) throws ConfigException {
        long shortest = Long.MAX_VALUE;
        for (Task t : set.tasks()) {
            shortest = Math.min(shortest, t.period());
        }
        WarmupSpec warmup = config.get(CommonArgs.WARMUP);
        long warmupNanos = warmup.kind() == WarmupSpec.Kind.TIME
                ? warmup.nanos()
                : WarmupSpec.iterationsUpFront(config) * shortest;
        long hyperperiods = config.getLong(HYPERPERIODS);
        if (hyperperiods > 0) {
            long h = set.hyperperiod(Timeline.HYPERPERIOD_BOUND);
            if (h < 0) {
                throw new ConfigException("hyperperiods=" + hyperperiods
                        + ": this task set's hyperperiod is longer than "
                        + Quantities.formatTime(Timeline.HYPERPERIOD_BOUND) + "; give count or duration instead");
            }
            return Timeline.of(set, warmupNanos, Math.multiplyExact(hyperperiods, h), true);
        }
        long span = RunLength.forDuration(config)
                ? config.getLong(CommonArgs.DURATION)
                : Math.multiplyExact((long) config.getInt(CommonArgs.COUNT), shortest);
        return Timeline.of(set, warmupNanos, span, false);
    }

    /**
     * One thread a task, and {@code count} the most jobs a task has in the measured part: a {@code no_of_threads}
     * given that is neither the default nor the set's size is refused rather than overridden. The scheduler brings
     * its policy ({@link #policy}); {@code hyperperiods} given with {@code count} or {@code duration} is refused, as
     * they all say how long to measure.
     */
    @Override
    public Config settle(Config config) throws ConfigException {
        config = policy(config);
        long hyperperiods = config.getLong(HYPERPERIODS);
        for (ArgSpec<Long> other : Arrays.asList(CommonArgs.COUNT, CommonArgs.DURATION)) {
            if (hyperperiods > 0 && config.given(other)) {
                throw new ConfigException("hyperperiods=" + hyperperiods + " and " + other.name() + "="
                        + config.text(other) + " both say how long to measure: give one");
            }
        }
        TaskSet set = taskSet(config);
        int given = config.getInt(CommonArgs.THREADS);
        if (given != 1 && given != set.size()) {
            throw new ConfigException("no_of_threads=" + given + ", but the task set " + config.getString(TASKSET)
                    + " has " + set.size() + " tasks and the testapp runs one thread a task; leave no_of_threads out");
        }
        int jobs = timeline(config, set).mostMeasuredJobs(set);
        if (jobs < 1) {
            throw new ConfigException("the measured part holds no job: lengthen it (count, duration or hyperperiods)");
        }
        return config.with(CommonArgs.THREADS, (long) set.size()).with(CommonArgs.COUNT, (long) jobs);
    }

    /**
     * The config with the scheduler's policy: with no {@code scheduling_policy} given, the fixed-priority schedulers
     * run SCHED_FIFO ({@code fifo}) at their tasks' priorities, and the EDF ones SCHED_DEADLINE (no value of {@code
     * scheduling_policy}: the harness leaves the threads under SCHED_OTHER and each task takes its reservation).
     * Given, it must not contradict the scheduler: a fixed-priority one takes {@code fifo}, {@code rr} (the same at
     * distinct priorities) or {@code other} (placed as the scheduler says but without priorities: Akre et al.'s
     * "normal" configuration); an EDF one takes none.
     */
    static Config policy(Config config) throws ConfigException {
        Scheduler scheduler = scheduler(config);
        if (!config.given(CommonArgs.POLICY)) {
            return scheduler.linuxPolicy() == Scheduler.LinuxPolicy.SCHED_FIFO
                    ? config.with(CommonArgs.POLICY, SchedPolicy.FIFO.argName())
                    : config;
        }
        if (scheduler.linuxPolicy() == Scheduler.LinuxPolicy.SCHED_DEADLINE) {
            throw new ConfigException("scheduling_policy=" + config.getString(CommonArgs.POLICY)
                    + " contradicts scheduler="
                    + scheduler.name() + ", which runs each task under SCHED_DEADLINE with its reservation (no value of"
                    + " scheduling_policy): leave scheduling_policy out");
        }
        return config;
    }

    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) throws ConfigException {
        TaskSet set = taskSet(config);
        Timeline timeline = timeline(config, set);
        long jobs = 0;
        for (Task t : set.tasks()) {
            jobs += timeline.measuredJobs(t);
        }
        // The samples (one response a job) and their end times are the harness's parts; the job log is ours.
        return HeapNeed.none()
                .plus(
                        "job log",
                        HeapNeed.times(jobs, JobLog.BYTES_PER_JOB),
                        String.format(java.util.Locale.ROOT, "%,d jobs x %d B", jobs, JobLog.BYTES_PER_JOB));
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        TaskSet set = taskSet(config);
        Scheduler scheduler = scheduler(config);
        boolean rtsj = !"java".equals(config.getString(CommonArgs.THREAD_TYPE));
        if (rtsj) {
            env.threadFactory(config.getString(CommonArgs.THREAD_TYPE)); // says plainly where the VM has no RTSJ
            if (scheduler.edf()) {
                throw new ConfigException("scheduler=" + scheduler.name() + " puts each thread under"
                        + " SCHED_DEADLINE, which RTSJ's PriorityScheduler does not know: use type_of_threads=java");
            }
        }
        TaskAssignment assignment = assignment(config, env, set);
        SchedPolicy policy = SchedPolicy.fromArg(config.getString(CommonArgs.POLICY));
        if (!scheduler.edf() && policy.isRealtime()) {
            int lowest = config.getInt(CommonArgs.PRIORITY) - (set.size() - 1);
            if (lowest < 1 && set.size() > 99) {
                // No priority helps: say the limit as it is.
                throw new ConfigException("the set has " + set.size() + " tasks, more than the 99 priorities of "
                        + policy.argName() + " (1..99), and each task takes a priority of its own: run at most 99"
                        + " tasks under a fixed-priority scheduler, or an EDF one (partitioned-edf, global-edf)");
            }
            if (lowest < 1) {
                throw new ConfigException(
                        "the " + set.size() + " tasks take priorities " + config.getInt(CommonArgs.PRIORITY)
                                + " down to " + lowest + " (allowed 1..99): raise priority to at least " + set.size());
            }
        }
        Timeline timeline = timeline(config, set);
        long total = timeline.totalNanos(set);
        if (total >= config.getLong(CommonArgs.TIME_LIMIT)) {
            throw new ConfigException(
                    "the run lasts at least " + Quantities.formatTime(total) + " (start-up lead, warm-up "
                            + Quantities.formatTime(timeline.measuredOffset()) + ", measured part "
                            + Quantities.formatTime(timeline.measuredSpan()) + "), not shorter than time_limit="
                            + config.text(CommonArgs.TIME_LIMIT) + "; raise time_limit");
        }
        checkWcets(set, env.threadControl());
        if (scheduler.edf()) {
            checkReservations(config, env, set, assignment);
        }
    }

    /**
     * What a config's tasks are given: their CPUs (refused where a cpu column names none of the run's, or a task
     * fits nowhere), ranks and priorities or reservations.
     */
    static TaskAssignment assignment(Config config, RunEnvironment env, TaskSet set) throws ConfigException {
        return TaskAssignment.of(
                set,
                scheduler(config),
                config.getString(PARTITIONING),
                env.threadCpus(config),
                config.getInt(CommonArgs.PRIORITY),
                config.getInt(OVERRUN_MARGIN),
                config.getLong(DL_EXTRA));
    }

    /** A WCET the busy loop can be calibrated to: well above what a job's own bookkeeping costs here. */
    private static void checkWcets(TaskSet set, ThreadControl control) throws ConfigException {
        long cost = JobCost.measure(control.countersForThisThread());
        long least = JobCost.leastWcet(cost);
        for (Task t : set.tasks()) {
            if (t.wcet() < least) {
                throw new ConfigException(String.format(
                        Locale.ROOT,
                        "task %s: its WCET of %s cannot be met by a calibrated busy loop here: a job's own"
                                + " bookkeeping (clock and counter reads at its start and finish) takes %d ns, and the"
                                + " WCET must be at least %d times that (%s)",
                        t.name(),
                        Quantities.formatTime(t.wcet()),
                        cost,
                        JobCost.FACTOR,
                        Quantities.formatTime(least)));
            }
        }
    }

    /**
     * SCHED_DEADLINE's rules (runtime ≤ deadline ≤ period), then the kernel's admission control asked with every
     * reservation at once: a refusal names the task and the bandwidth it asked.
     */
    private static void checkReservations(Config config, RunEnvironment env, TaskSet set, TaskAssignment placement)
            throws ConfigException {
        ThreadControl control = env.threadControl();
        if (!control.isAvailable()) {
            throw new UnsupportedHereException(
                    "scheduler=" + placement.scheduler() + " needs SCHED_DEADLINE: " + control.description());
        }
        long[] runtime = new long[set.size()];
        List<CpuList> cpus = new ArrayList<>();
        for (int i = 0; i < set.size(); i++) {
            Task t = set.get(i);
            runtime[i] = placement.runtime(i);
            if (t.deadline() > t.period() || runtime[i] > t.deadline()) {
                throw new ConfigException("task " + t.name() + ": SCHED_DEADLINE needs runtime <= deadline <= period,"
                        + " and it would get " + ReservationTrial.describe(runtime[i], t)
                        + " (runtime = WCET + overrun_margin " + placement.marginPercent() + "% + dl_extra "
                        + Quantities.formatTime(placement.runtimeExtra()) + ")");
            }
            cpus.add(placement.cpusOf(i));
        }
        ReservationTrial.Outcome outcome;
        try {
            outcome = ReservationTrial.run(control, set.tasks(), runtime, cpus);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConfigException("interrupted while asking the kernel for the SCHED_DEADLINE reservations");
        }
        if (outcome.refused < 0) {
            return;
        }
        throw DeadlineRefusal.of(set, runtime, cpus, outcome.refused, outcome.error);
    }

    @Override
    public Workload prepare(Config config, RunEnvironment env) throws ConfigException {
        TaskSet set = taskSet(config);
        return new TaskSetWorkload(config, env, set, assignment(config, env, set), timeline(config, set));
    }
}
