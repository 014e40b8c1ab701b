package rtjbench.core.verdict;

import java.io.IOException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.LoadArgs;
import rtjbench.core.os.CpuList;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.model.TaskSetFileException;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.Clusters;
import rtjbench.sched.sim.Placement;

/**
 * A verdict element planned as ordinary points ({@link VerdictRoles}): for the element's VM entries (each point
 * swept over them), the overhead points at the set's task count and working-set sizes, the MMU point under the set's
 * allocation load, and one taskset testapp per scheduler. A partitioned scheduler whose heuristic places the set on
 * no partition is not run; the plan says why ({@link #notes()}) and the post step reports it as the row's reason.
 */
public final class VerdictPlan {
    /** How long the measured part of the task set runs where the element says neither count nor hyperperiods. */
    static final long DEFAULT_MEASURED_NANOS = 5_000_000_000L;

    /** The file the plan writes into the results folder, for the tools' post step (docs/results-format.md). */
    public static final String PLAN_FILE = "verdict-plan.json";

    public static final String PLAN_FORMAT = "rtjbench-verdict-plan/1";

    private final List<ArgsDocument.TestApp> apps = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private Map<String, Object> planFile;

    private VerdictPlan() {}

    /**
     * {@code doc} with every verdict element replaced by the points it plans (a single verdict element becomes a
     * suite named {@code verdict}); the document itself where it has none.
     */
    public static VerdictPlan expand(ArgsDocument doc) throws ArgsException {
        VerdictPlan plan = new VerdictPlan();
        boolean any = false;
        for (ArgsDocument.TestApp app : doc.testApps()) {
            if (app.name().equals(VerdictRoles.ELEMENT)) {
                if (any) {
                    throw new ArgsException(doc.file() + ":" + app.line()
                            + ": a second verdict element: an args file decides on one task set; run another file");
                }
                any = true;
                plan.add(doc, app);
            } else {
                plan.apps.add(app);
            }
        }
        plan.document = any ? doc.asSuiteOf(VerdictRoles.ELEMENT, plan.apps) : doc;
        return plan;
    }

    private ArgsDocument document;

    /** The document to plan: the verdict elements replaced by their points. */
    public ArgsDocument document() {
        return document;
    }

    /**
     * What {@link #PLAN_FILE} holds, or null where the document has no verdict: the element's set (as read), VM
     * entries, schedulers and load, the testapp name of each role, and the schedulers left out with the reason.
     */
    public Map<String, Object> planFile() {
        return planFile;
    }

    /** What the plan decided that the user should hear before the run: schedulers left out, and why. */
    public List<String> notes() {
        return Collections.unmodifiableList(notes);
    }

    private void add(ArgsDocument doc, ArgsDocument.TestApp app) throws ArgsException {
        VerdictArgs args = VerdictArgs.of(doc, app);
        TaskSet set = readSet(doc, app, args.text(VerdictArgs.TASKSET));
        int cpus = cpuCount(args.text(VerdictArgs.CPUS));
        int n = set.size();
        String jvms = args.text(VerdictArgs.JVMS);
        int line = app.line();

        Points p = new Points(app, jvms, line);
        p.add(VerdictRoles.SWITCH, switchArgs(args, n));
        p.add(VerdictRoles.RELEASE, releaseArgs(args, n));
        String wss = workingSets(set);
        if (wss != null) {
            p.add(VerdictRoles.CPMD_PREEMPT, cpmdArgs(args, "preempt", wss, true));
            p.add(VerdictRoles.CPMD_MIGRATE, cpmdArgs(args, "migrate_shared", wss, false));
        } else {
            notes.add("verdict: the task set gives no working-set size (wss column): CPMD is not measured or charged");
        }
        if (cpus > 1) {
            p.add(VerdictRoles.WAKEUP, wakeupArgs(args));
        }
        if (args.given(LoadArgs.GC_LOAD)) {
            p.add(VerdictRoles.MMU, mmuArgs(args));
        } else {
            notes.add("verdict: no gc_load given: the collector's MMU is not measured (analysis_collector is na)");
        }
        List<String> run = new ArrayList<>();
        List<Map<String, Object>> notRun = new ArrayList<>();
        for (String scheduler : args.schedulers()) {
            String unplaced = unplaced(set, scheduler, args.text(VerdictArgs.PARTITIONING), cpus);
            if (unplaced != null) {
                notes.add("verdict: " + scheduler + " is not run: " + unplaced);
                Map<String, Object> r = new LinkedHashMap<>();
                r.put("scheduler", scheduler);
                r.put("reason", unplaced);
                notRun.add(r);
            } else {
                run.add(scheduler);
            }
        }
        for (String scheduler : run) {
            p.add(VerdictRoles.tasksetName(scheduler), tasksetArgs(args, set, scheduler));
        }
        apps.addAll(p.apps);
        planFile = planFile(args, set, cpus, p, notRun);
    }

    private static Map<String, Object> planFile(
            VerdictArgs args, TaskSet set, int cpus, Points p, List<Map<String, Object>> notRun) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", PLAN_FORMAT);
        m.put("taskset_file", args.text(VerdictArgs.TASKSET));
        List<Map<String, Object>> tasks = new ArrayList<>();
        for (Task t : set.tasks()) {
            Map<String, Object> task = new LinkedHashMap<>();
            task.put("name", t.name());
            task.put("period_ns", t.period());
            task.put("wcet_ns", t.wcet());
            task.put("deadline_ns", t.deadline());
            task.put("wss_bytes", t.hasWss() ? t.wss() : null);
            tasks.add(task);
        }
        m.put("tasks", tasks);
        m.put("jvms", args.list(VerdictArgs.JVMS));
        m.put("schedulers", args.schedulers());
        m.put("partitioning", args.text(VerdictArgs.PARTITIONING));
        m.put("cpus", cpus);
        m.put("gc_load", args.given(LoadArgs.GC_LOAD) ? args.text(LoadArgs.GC_LOAD) : null);
        Map<String, Object> roles = new LinkedHashMap<>();
        Map<String, Object> tasksets = new LinkedHashMap<>();
        for (ArgsDocument.TestApp a : p.apps) {
            roles.put(a.name(), roleName(VerdictRoles.of(a.name())));
            for (ArgsDocument.Arg arg : a.args()) {
                if (VerdictRoles.of(a.name()) == VerdictRoles.TASKSET
                        && arg.name().equals("scheduler")) {
                    tasksets.put(a.name(), arg.value());
                }
            }
        }
        m.put("points", roles);
        m.put("taskset_points", tasksets);
        m.put("not_run", notRun);
        return m;
    }

    /** A role as the plan file names it: overheads, mmu or taskset. */
    private static String roleName(VerdictRoles role) {
        return role == VerdictRoles.MMU ? "mmu" : role == VerdictRoles.TASKSET ? "taskset" : "overheads";
    }

    /** The planned testapps of one verdict element, each with the element's line and VM entries. */
    private static final class Points {
        final ArgsDocument.TestApp element;
        final String jvms;
        final int line;
        final List<ArgsDocument.TestApp> apps = new ArrayList<>();

        Points(ArgsDocument.TestApp element, String jvms, int line) {
            this.element = element;
            this.jvms = jvms;
            this.line = line;
        }

        void add(VerdictRoles role, Map<String, String> values) {
            add(role.testAppName(), values);
        }

        void add(String testAppName, Map<String, String> values) {
            List<ArgsDocument.Arg> args = new ArrayList<>();
            if (!jvms.isEmpty()) values.put("jvms", jvms);
            for (Map.Entry<String, String> e : values.entrySet()) {
                args.add(ArgsDocument.Arg.planned(e.getKey(), e.getValue(), "planned by the verdict", line));
            }
            apps.add(element.derive(testAppName, args));
        }
    }

    private static TaskSet readSet(ArgsDocument doc, ArgsDocument.TestApp app, String file) throws ArgsException {
        try {
            return TaskSetFile.readOne(Paths.get(file));
        } catch (TaskSetFileException e) {
            throw new ArgsException(doc.file() + ":" + app.line() + ": verdict: taskset: " + e.getMessage());
        } catch (IOException e) {
            throw new ArgsException(doc.file() + ":" + app.line() + ": verdict: taskset '" + file + "': cannot read: "
                    + e.getMessage());
        }
    }

    static int cpuCount(String cpus) {
        return cpus.isEmpty()
                ? Runtime.getRuntime().availableProcessors()
                : CpuList.parse(cpus).size();
    }

    /**
     * Why a partitioned scheduler's heuristic places the set on no partition of {@code cpus} CPUs (the testapp would
     * refuse it), or null where it places every task, or the scheduler is global.
     */
    static String unplaced(TaskSet set, String schedulerName, String partitioning, int cpus) {
        Scheduler scheduler = Scheduler.named(schedulerName);
        if (!scheduler.partitioned()) return null;
        Heuristic heuristic = Heuristic.byAbbreviation(partitioning);
        // the partition the taskset testapp runs and its analysis judges
        Partition partition = Placement.partition(scheduler, set, Clusters.perCpu(cpus), heuristic);
        if (partition.complete()) return null;
        Task t = set.get(partition.unplacedTask());
        return String.format(
                Locale.ROOT,
                "%s places task %s (utilisation %.3f) on none of the %d CPUs (set utilisation %.3f): the set cannot"
                        + " run partitioned here",
                heuristic.abbreviation().toUpperCase(Locale.ROOT),
                t.name(),
                t.utilization(),
                cpus,
                set.utilization());
    }

    /** The set's working-set sizes, as a sweep value ({@code 64K,1M}), or null where no task gives one. */
    static String workingSets(TaskSet set) {
        TreeSet<Long> sizes = new TreeSet<>();
        for (Task t : set.tasks()) {
            if (t.hasWss() && t.wss() > 0) sizes.add(t.wss());
        }
        if (sizes.isEmpty()) return null;
        StringBuilder sb = new StringBuilder();
        for (long s : sizes) sb.append(sb.length() == 0 ? "" : ",").append(s);
        return sb.toString();
    }

    private static Map<String, String> switchArgs(VerdictArgs args, int tasks) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("scheduling_policy", "fifo");
        m.put("priority", "40");
        m.put("cpus", Integer.toString(lastCpu(args)));
        m.put("handover", "block");
        m.put("extra_threads", tasks > 2 ? "0," + (tasks - 2) : "0");
        m.put("count", "5000");
        m.put("warmup", "1000");
        m.put("instr_load", "0");
        m.put("time_limit", "60s");
        return m;
    }

    private static Map<String, String> releaseArgs(VerdictArgs args, int tasks) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("no_of_threads", tasks > 1 ? "1," + tasks : "1");
        m.put("cpus", Integer.toString(lastCpu(args)));
        m.put("scheduling_policy", "fifo");
        m.put("priority", "80");
        m.put("priorities", "distinct");
        m.put("phase", "common");
        m.put("mlockall", "true");
        m.put("period", "1ms");
        m.put("count", "500");
        m.put("warmup", "200");
        m.put("instr_load", "0");
        m.put("time_limit", "60s");
        return m;
    }

    private static Map<String, String> cpmdArgs(VerdictArgs args, String disturbance, String wss, boolean oneCpu) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("disturbance", disturbance);
        m.put("wss", wss);
        m.put("scheduling_policy", "fifo");
        m.put("priority", "40");
        if (oneCpu) m.put("cpus", Integer.toString(lastCpu(args)));
        m.put("count", "20");
        m.put("warmup", "3");
        m.put("time_limit", "120s");
        return m;
    }

    private static Map<String, String> wakeupArgs(VerdictArgs args) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("scheduling_policy", "fifo");
        m.put("priority", "40");
        if (!args.text(VerdictArgs.CPUS).isEmpty()) m.put("cpus", args.text(VerdictArgs.CPUS));
        m.put("handler", "bound");
        m.put("handler_cpu", "other");
        m.put("count", "5000");
        m.put("warmup", "1000");
        m.put("instr_load", "0");
        m.put("time_limit", "60s");
        return m;
    }

    private static Map<String, String> mmuArgs(VerdictArgs args) {
        Map<String, String> m = new LinkedHashMap<>();
        load(args, m);
        m.put("no_of_threads", "1");
        if (!args.text(VerdictArgs.CPUS).isEmpty()) m.put("cpus", args.text(VerdictArgs.CPUS));
        m.put("scheduling_policy", "fifo");
        m.put("priority", "80");
        m.put("mlockall", "true");
        m.put("period", "1ms");
        m.put("count", "4000");
        m.put("warmup", "500");
        m.put("instr_load", "0");
        m.put("time_limit", "60s");
        return m;
    }

    private static Map<String, String> tasksetArgs(VerdictArgs args, TaskSet set, String scheduler) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("taskset", args.text(VerdictArgs.TASKSET));
        m.put("scheduler", scheduler);
        m.put("partitioning", args.text(VerdictArgs.PARTITIONING));
        m.put("priorities", "dm");
        m.put("priority", args.text(VerdictArgs.PRIORITY));
        if (!args.text(VerdictArgs.CPUS).isEmpty()) m.put("cpus", args.text(VerdictArgs.CPUS));
        m.put("mlockall", "true");
        load(args, m);
        if (args.given(VerdictArgs.HYPERPERIODS)) {
            m.put("hyperperiods", args.text(VerdictArgs.HYPERPERIODS));
        } else {
            m.put("count", args.given(VerdictArgs.COUNT) ? args.text(VerdictArgs.COUNT) : defaultCount(set));
        }
        m.put("warmup", args.text(VerdictArgs.WARMUP));
        m.put("explain_above", shortestDeadline(set) + "ns");
        m.put("time_limit", args.text(VerdictArgs.TIME_LIMIT));
        return m;
    }

    private static void load(VerdictArgs args, Map<String, String> m) {
        for (ArgSpec<?> spec : VerdictArgs.LOAD) {
            if (args.given(spec)) m.put(spec.name(), args.text(spec));
        }
    }

    /** Periods of the shortest-period task in {@link #DEFAULT_MEASURED_NANOS}, at least 20. */
    static String defaultCount(TaskSet set) {
        long shortest = Long.MAX_VALUE;
        for (Task t : set.tasks()) shortest = Math.min(shortest, t.period());
        return Long.toString(Math.max(20, DEFAULT_MEASURED_NANOS / shortest));
    }

    /**
     * The explanation's threshold: every job past the shortest deadline goes into spikes.csv (the verdict explains
     * the jobs past their bounds from the same recording, whatever the threshold).
     */
    private static long shortestDeadline(TaskSet set) {
        long shortest = Long.MAX_VALUE;
        for (Task t : set.tasks()) shortest = Math.min(shortest, t.deadline());
        return shortest;
    }

    /** The CPU the one-CPU overhead points use: the last of the element's CPUs (CPU 0 keeps the machine's work). */
    private static int lastCpu(VerdictArgs args) {
        String cpus = args.text(VerdictArgs.CPUS);
        if (cpus.isEmpty()) return Runtime.getRuntime().availableProcessors() - 1;
        CpuList list = CpuList.parse(cpus);
        return list.get(list.size() - 1);
    }
}
