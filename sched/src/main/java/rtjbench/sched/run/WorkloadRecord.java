package rtjbench.sched.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;

/**
 * What a task-set run's {@code metadata.json} records of its workload, as far as the tools read it: the set as it
 * ran, the scheduler with its priority order, the CPUs, each task's CPUs, partition CPU, rank, SCHED_FIFO priority
 * or SCHED_DEADLINE runtime, the measured window, the overrun margin, and what each task's jobs came to. The keys
 * are declared here once ({@link Keys}, {@link TaskKeys}, {@link OutcomeKeys}): the taskset testapp writes its
 * metadata with them, {@link #read} reads them back (from the JSON as a tree of maps, lists, strings, numbers and
 * nulls) and {@link #toMap} writes a record's keys (what tests make their runs with). Immutable.
 */
public final class WorkloadRecord {
    /** The keys of the {@code workload} object. */
    public static final class Keys {
        public static final String SCHEDULER = "scheduler";
        /** The fixed-priority order ({@code rm}, {@code dm}); null under EDF. */
        public static final String PRIORITIES = "priorities";
        /** The partitioning heuristic; null under a global scheduler. */
        public static final String PARTITIONING = "partitioning";
        /** The run's CPUs, a CPU list ({@code 0-1,3}); a partition CPU is an index into them. */
        public static final String CPUS = "cpus";

        public static final String TASKS = "tasks";
        /** Each CPU's tasks (by the CPU's number) under a partitioned scheduler; null otherwise. */
        public static final String PARTITION = "partition";

        public static final String SCHEDULE = "schedule";
        /** In {@link #SCHEDULE}: from the origin to the measured window. */
        public static final String WARMUP_NS = "warmup_ns";
        /** In {@link #SCHEDULE}: the measured window's length. */
        public static final String MEASURED_NS = "measured_ns";

        public static final String OVERRUN_MARGIN_PERCENT = "overrun_margin_percent";
        public static final String PER_TASK = "per_task";

        private Keys() {}
    }

    /** The keys of each entry of {@code tasks}: one task as it ran. */
    public static final class TaskKeys {
        public static final String NAME = "name";
        public static final String PERIOD_NS = "period_ns";
        public static final String WCET_NS = "wcet_ns";
        public static final String DEADLINE_NS = "deadline_ns";
        /** Null where the task has none. */
        public static final String WSS_BYTES = "wss_bytes";
        /** The CPUs the task's thread may run on, a CPU list. */
        public static final String CPUS = "cpus";
        /** Its CPU's index into the run's CPUs under a partitioned scheduler; null otherwise. */
        public static final String PARTITION_CPU = "partition_cpu";
        /** Its place in the priority order, 0 the highest. */
        public static final String RANK = "rank";
        /** Its SCHED_FIFO/RR or RTSJ priority; null where it had none. */
        public static final String FIFO_PRIORITY = "fifo_priority";
        /** Its SCHED_DEADLINE runtime; null under another policy. */
        public static final String DL_RUNTIME_NS = "dl_runtime_ns";

        private TaskKeys() {}
    }

    /** The keys of each entry of {@code per_task}: what one task's measured jobs came to. */
    public static final class OutcomeKeys {
        public static final String NAME = "name";
        public static final String THREAD = "thread";
        public static final String JOBS = "jobs";
        /** Null where no job was measured. */
        public static final String MAX_RESPONSE_NS = "max_response_ns";
        /** An object whose {@link #MISSES} counts the jobs that missed their deadline. */
        public static final String DEADLINE = "deadline";

        public static final String MISSES = "misses";

        private OutcomeKeys() {}
    }

    /** One task as it ran: -1 where it had no partition CPU, priority or runtime. */
    public static final class TaskRecord {
        private final Task task;
        private final String cpus;
        private final int partitionCpu;
        private final int rank;
        private final int fifoPriority;
        private final long dlRuntime;

        public TaskRecord(Task task, String cpus, int partitionCpu, int rank, int fifoPriority, long dlRuntime) {
            this.task = task;
            this.cpus = cpus;
            this.partitionCpu = partitionCpu;
            this.rank = rank;
            this.fifoPriority = fifoPriority;
            this.dlRuntime = dlRuntime;
        }

        public Task task() {
            return task;
        }

        public String cpus() {
            return cpus;
        }

        public int partitionCpu() {
            return partitionCpu;
        }

        public int rank() {
            return rank;
        }

        public int fifoPriority() {
            return fifoPriority;
        }

        public long dlRuntime() {
            return dlRuntime;
        }
    }

    /** What one task's measured jobs came to; {@code maxResponse} -1 where none was measured. */
    public static final class TaskOutcome {
        private final String thread;
        private final long jobs;
        private final long maxResponse;
        private final long misses;

        public TaskOutcome(String thread, long jobs, long maxResponse, long misses) {
            this.thread = thread;
            this.jobs = jobs;
            this.maxResponse = maxResponse;
            this.misses = misses;
        }

        public String thread() {
            return thread;
        }

        public long jobs() {
            return jobs;
        }

        public long maxResponse() {
            return maxResponse;
        }

        public long misses() {
            return misses;
        }
    }

    private final Scheduler scheduler;
    private final String partitioning;
    private final String cpus;
    private final int cpuCount;
    private final TaskSet set;
    private final List<TaskRecord> tasks;
    private final long warmup;
    private final long measured;
    private final int overrunMarginPercent;
    private final List<TaskOutcome> outcomes;

    /**
     * A record; {@code partitioning} null under a global scheduler, {@code overrunMarginPercent} -1 where the run
     * recorded none.
     */
    public WorkloadRecord(
            Scheduler scheduler,
            String partitioning,
            String cpus,
            List<TaskRecord> tasks,
            long warmup,
            long measured,
            int overrunMarginPercent,
            List<TaskOutcome> outcomes) {
        if (outcomes.size() != tasks.size()) {
            throw new IllegalArgumentException(outcomes.size() + " outcomes for " + tasks.size() + " tasks");
        }
        this.scheduler = scheduler;
        this.partitioning = partitioning;
        this.cpus = cpus;
        this.cpuCount = cpuCount(cpus);
        if (cpuCount < 1) {
            throw new IllegalArgumentException("'" + cpus + "' is not a CPU list");
        }
        List<Task> list = new ArrayList<>();
        for (TaskRecord t : tasks) {
            list.add(t.task);
        }
        this.set = new TaskSet(list);
        this.tasks = Collections.unmodifiableList(new ArrayList<>(tasks));
        this.warmup = warmup;
        this.measured = measured;
        this.overrunMarginPercent = overrunMarginPercent;
        this.outcomes = Collections.unmodifiableList(new ArrayList<>(outcomes));
    }

    /**
     * The record of a run's {@code workload} object ({@code workload}: the JSON as maps, lists, strings, numbers and
     * nulls); what is missing or not what the keys declare is a {@link RunFormatException} naming the key.
     */
    public static WorkloadRecord read(Map<String, ?> workload) throws RunFormatException {
        Scheduler scheduler = scheduler(workload);
        List<?> taskList = list(workload, Keys.TASKS, "workload");
        if (taskList.isEmpty()) {
            throw new RunFormatException("workload.tasks: empty: a task-set run has its tasks there");
        }
        List<?> perTask = list(workload, Keys.PER_TASK, "workload");
        if (perTask.size() != taskList.size()) {
            throw new RunFormatException(
                    "workload.per_task: " + perTask.size() + " entries for " + taskList.size() + " tasks");
        }
        String cpus = text(workload, Keys.CPUS, "workload");
        int cpuCount = cpuCount(cpus);
        if (cpuCount < 1) {
            throw new RunFormatException("workload.cpus: '" + cpus + "' is not a CPU list");
        }
        List<TaskRecord> tasks = new ArrayList<>();
        List<TaskOutcome> outcomes = new ArrayList<>();
        for (int i = 0; i < taskList.size(); i++) {
            String where = "workload.tasks[" + i + "]";
            Map<String, ?> t = object(taskList.get(i), where);
            Task task;
            try {
                task = new Task(
                        text(t, TaskKeys.NAME, where),
                        whole(t, TaskKeys.PERIOD_NS, where),
                        whole(t, TaskKeys.WCET_NS, where),
                        whole(t, TaskKeys.DEADLINE_NS, where),
                        optional(t, TaskKeys.WSS_BYTES, where, Task.NONE),
                        (int) Task.NONE);
            } catch (IllegalArgumentException e) {
                throw new RunFormatException(where + ": " + e.getMessage());
            }
            int partitionCpu = (int) optional(t, TaskKeys.PARTITION_CPU, where, -1);
            if (scheduler.partitioned() && (partitionCpu < 0 || partitionCpu >= cpuCount)) {
                throw new RunFormatException(where + "." + TaskKeys.PARTITION_CPU + ": "
                        + (partitionCpu < 0 ? "missing" : partitionCpu + " is not one of the " + cpuCount + " CPUs")
                        + " under " + scheduler);
            }
            tasks.add(new TaskRecord(
                    task,
                    t.get(TaskKeys.CPUS) instanceof String ? (String) t.get(TaskKeys.CPUS) : cpus,
                    partitionCpu,
                    (int) optional(t, TaskKeys.RANK, where, i),
                    (int) optional(t, TaskKeys.FIFO_PRIORITY, where, -1),
                    optional(t, TaskKeys.DL_RUNTIME_NS, where, -1)));
            String at = "workload.per_task[" + i + "]";
            Map<String, ?> p = object(perTask.get(i), at);
            Object deadline = p.get(OutcomeKeys.DEADLINE);
            long misses = deadline instanceof Map
                    ? optional(object(deadline, at + ".deadline"), OutcomeKeys.MISSES, at + ".deadline", 0)
                    : 0;
            outcomes.add(new TaskOutcome(
                    p.get(OutcomeKeys.THREAD) instanceof String ? (String) p.get(OutcomeKeys.THREAD) : "thread-" + i,
                    whole(p, OutcomeKeys.JOBS, at),
                    optional(p, OutcomeKeys.MAX_RESPONSE_NS, at, -1),
                    misses));
        }
        Map<String, ?> schedule = object(workload.get(Keys.SCHEDULE), "workload.schedule");
        Object partitioning = workload.get(Keys.PARTITIONING);
        try {
            return new WorkloadRecord(
                    scheduler,
                    partitioning instanceof String ? (String) partitioning : null,
                    cpus,
                    tasks,
                    whole(schedule, Keys.WARMUP_NS, "workload.schedule"),
                    whole(schedule, Keys.MEASURED_NS, "workload.schedule"),
                    (int) optional(workload, Keys.OVERRUN_MARGIN_PERCENT, "workload", -1),
                    outcomes);
        } catch (IllegalArgumentException e) {
            throw new RunFormatException("workload.tasks: " + e.getMessage());
        }
    }

    private static Scheduler scheduler(Map<String, ?> workload) throws RunFormatException {
        String name = text(workload, Keys.SCHEDULER, "workload");
        try {
            Scheduler s = Scheduler.named(name);
            if (s.edf()) {
                return s;
            }
            Object order = workload.get(Keys.PRIORITIES);
            return s.withPriorityOrder(
                    order instanceof String ? PriorityOrder.named((String) order) : PriorityOrder.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw new RunFormatException(
                    "workload." + Keys.SCHEDULER + " / " + Keys.PRIORITIES + ": " + e.getMessage());
        }
    }

    /** The record's keys, as the testapp writes them (what a test makes a run's metadata from). */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(Keys.SCHEDULER, scheduler.name());
        m.put(Keys.PARTITIONING, partitioning);
        m.put(
                Keys.PRIORITIES,
                scheduler.edf() ? null : scheduler.priorityOrder().shortName());
        m.put(Keys.CPUS, cpus);
        List<Map<String, Object>> taskMaps = new ArrayList<>();
        for (TaskRecord t : tasks) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put(TaskKeys.NAME, t.task.name());
            o.put(TaskKeys.PERIOD_NS, t.task.period());
            o.put(TaskKeys.WCET_NS, t.task.wcet());
            o.put(TaskKeys.DEADLINE_NS, t.task.deadline());
            o.put(TaskKeys.WSS_BYTES, t.task.hasWss() ? t.task.wss() : null);
            o.put(TaskKeys.CPUS, t.cpus);
            o.put(TaskKeys.PARTITION_CPU, t.partitionCpu >= 0 ? t.partitionCpu : null);
            o.put(TaskKeys.RANK, t.rank);
            o.put(TaskKeys.FIFO_PRIORITY, t.fifoPriority >= 0 ? t.fifoPriority : null);
            o.put(TaskKeys.DL_RUNTIME_NS, t.dlRuntime >= 0 ? t.dlRuntime : null);
            taskMaps.add(o);
        }
        m.put(Keys.TASKS, taskMaps);
        Map<String, Object> schedule = new LinkedHashMap<>();
        schedule.put(Keys.WARMUP_NS, warmup);
        schedule.put(Keys.MEASURED_NS, measured);
        m.put(Keys.SCHEDULE, schedule);
        m.put(Keys.OVERRUN_MARGIN_PERCENT, overrunMarginPercent >= 0 ? overrunMarginPercent : null);
        List<Map<String, Object>> per = new ArrayList<>();
        for (int i = 0; i < outcomes.size(); i++) {
            TaskOutcome o = outcomes.get(i);
            Map<String, Object> p = new LinkedHashMap<>();
            p.put(OutcomeKeys.NAME, tasks.get(i).task.name());
            p.put(OutcomeKeys.THREAD, o.thread);
            p.put(OutcomeKeys.JOBS, o.jobs);
            p.put(OutcomeKeys.MAX_RESPONSE_NS, o.maxResponse >= 0 ? o.maxResponse : null);
            Map<String, Object> d = new LinkedHashMap<>();
            d.put(OutcomeKeys.MISSES, o.misses);
            p.put(OutcomeKeys.DEADLINE, d);
            per.add(p);
        }
        m.put(Keys.PER_TASK, per);
        return m;
    }

    /** What the run's jobs file must hold: each task's jobs on its thread, as many as the metadata states. */
    public JobsCsvReader.Expected expectedJobs() {
        List<String> names = new ArrayList<>();
        List<String> threads = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        long[] jobs = new long[tasks.size()];
        for (int i = 0; i < tasks.size(); i++) {
            names.add(tasks.get(i).task.name());
            threads.add(outcomes.get(i).thread);
            jobs[i] = outcomes.get(i).jobs;
            keys.add("workload." + Keys.PER_TASK + "[" + i + "]." + OutcomeKeys.JOBS);
        }
        return new JobsCsvReader.Expected(names, threads, jobs, keys);
    }

    /** The scheduler that ran, a fixed-priority one in the run's priority order. */
    public Scheduler scheduler() {
        return scheduler;
    }

    /** The partitioning heuristic's abbreviation, or null (a global scheduler). */
    public String partitioning() {
        return partitioning;
    }

    /** The run's CPUs as a CPU list. */
    public String cpus() {
        return cpus;
    }

    /** How many CPUs {@link #cpus} names. */
    public int cpuCount() {
        return cpuCount;
    }

    /** The set as it ran (from the metadata, not the task-set file, which may have changed since). */
    public TaskSet set() {
        return set;
    }

    public List<TaskRecord> tasks() {
        return tasks;
    }

    public List<TaskOutcome> outcomes() {
        return outcomes;
    }

    /** From the schedule's origin to its measured window. */
    public long warmup() {
        return warmup;
    }

    /** The measured window's length. */
    public long measured() {
        return measured;
    }

    /** The run's overrun margin in percent of a WCET, or -1 where it recorded none. */
    public int overrunMarginPercent() {
        return overrunMarginPercent;
    }

    /** The number of CPUs a CPU list ({@code 0-1,3}) names; 0 where it is not one. */
    static int cpuCount(String list) {
        int count = 0;
        try {
            for (String part : list.split(",")) {
                String p = part.trim();
                if (p.isEmpty()) {
                    continue;
                }
                String[] range = p.split("-");
                int n = range.length == 1
                        ? 1
                        : Integer.parseInt(range[1].trim()) - Integer.parseInt(range[0].trim()) + 1;
                if (range.length > 2 || n < 1 || Integer.parseInt(range[0].trim()) < 0) {
                    return 0;
                }
                count += n;
            }
        } catch (NumberFormatException e) {
            return 0;
        }
        return count;
    }

    private static List<?> list(Map<String, ?> m, String key, String where) throws RunFormatException {
        Object v = m.get(key);
        if (!(v instanceof List)) {
            throw new RunFormatException(where + "." + key + ": " + (v == null ? "missing" : "not a list"));
        }
        return (List<?>) v;
    }

    @SuppressWarnings("unchecked") // a JSON object read as a map has string keys
    private static Map<String, ?> object(Object v, String where) throws RunFormatException {
        if (!(v instanceof Map)) {
            throw new RunFormatException(where + ": " + (v == null ? "missing" : "not an object"));
        }
        return (Map<String, ?>) v;
    }

    private static String text(Map<String, ?> m, String key, String where) throws RunFormatException {
        Object v = m.get(key);
        if (!(v instanceof String) || ((String) v).isEmpty()) {
            throw new RunFormatException(
                    where + "." + key + ": " + (v == null ? "missing" : "'" + v + "' is not a name"));
        }
        return (String) v;
    }

    private static long whole(Map<String, ?> m, String key, String where) throws RunFormatException {
        if (m.get(key) == null) {
            throw new RunFormatException(where + "." + key + ": missing");
        }
        return optional(m, key, where, 0);
    }

    /** A whole number, or {@code absent} where the key is missing or null. */
    private static long optional(Map<String, ?> m, String key, String where, long absent) throws RunFormatException {
        Object v = m.get(key);
        if (v == null) {
            return absent;
        }
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        if (v instanceof Number
                && ((Number) v).doubleValue() == Math.rint(((Number) v).doubleValue())
                && Math.abs(((Number) v).doubleValue()) < 9.0e15) {
            return ((Number) v).longValue();
        }
        throw new RunFormatException(where + "." + key + ": '" + v + "' is not a whole number");
    }
}
