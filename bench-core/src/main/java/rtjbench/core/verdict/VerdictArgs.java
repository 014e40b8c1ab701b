package rtjbench.core.verdict;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.LoadArgs;
import rtjbench.sched.scheduler.Scheduler;

/**
 * The arguments of a verdict element, declared once: parsed and range-checked here, each refusal naming the file,
 * line and argument; the tools read the same element back from the results folder's {@code args.xml}.
 */
public final class VerdictArgs {
    public static final ArgSpec<String> TASKSET = ArgSpec.of(
            "taskset", ArgType.text(), "", "The task-set file (the sched module's CSV): one set, the set to decide on");
    public static final ArgSpec<String> JVMS = ArgSpec.of(
            "jvms",
            ArgType.text(),
            "",
            "The <jvm> entries to decide for, comma-separated (empty: the runner's own VM); a row each");
    public static final ArgSpec<String> SCHEDULERS = ArgSpec.of(
            "schedulers",
            ArgType.text(),
            "partitioned-fp,global-fp,global-edf",
            "The schedulers to try, comma-separated (the taskset testapp's names); a column each");
    public static final ArgSpec<String> PARTITIONING = ArgSpec.of(
            "partitioning", ArgType.choice("ffd", "nfd", "bfd", "wfd"), "ffd", "The partitioned schedulers' heuristic");
    public static final ArgSpec<Long> HYPERPERIODS = ArgSpec.of(
            "hyperperiods",
            ArgType.integer(1, 1000),
            "1",
            "Measure the set for this many hyperperiods from a synchronous release (not with count)");
    public static final ArgSpec<Long> COUNT = ArgSpec.of(
            "count",
            ArgType.integer(1, 100_000_000),
            "1",
            "Measure the set for this many periods of its shortest-period task (default: 5 s of them, at least 20)");
    public static final ArgSpec<String> WARMUP = ArgSpec.of(
            "warmup", ArgType.text(), "500ms", "The task set's warm-up: a time, or periods of its shortest task");
    public static final ArgSpec<String> CPUS =
            ArgSpec.of("cpus", ArgType.text(), "", "The CPUs the set runs on (empty: every CPU the process may use)");
    public static final ArgSpec<Long> PRIORITY = ArgSpec.of(
            "priority", ArgType.integer(2, 99), "80", "SCHED_FIFO priority of the set's highest-priority task");
    public static final ArgSpec<String> TIME_LIMIT =
            ArgSpec.of("time_limit", ArgType.text(), "120s", "Watchdog of each task-set run");

    /** The allocation load's arguments, passed as given to the MMU point and every task-set run. */
    public static final List<ArgSpec<?>> LOAD = Collections.unmodifiableList(Arrays.<ArgSpec<?>>asList(
            LoadArgs.GC_LOAD,
            LoadArgs.GC_LIVE,
            LoadArgs.GC_LIVE_CHURN,
            LoadArgs.GC_LOAD_THREADS,
            LoadArgs.GC_OBJECT_SIZES,
            LoadArgs.GC_LOAD_CPUS));

    /** Every argument the element takes. */
    public static final List<ArgSpec<?>> SPECS;

    static {
        List<ArgSpec<?>> all = new ArrayList<>(Arrays.<ArgSpec<?>>asList(
                TASKSET, JVMS, SCHEDULERS, PARTITIONING, HYPERPERIODS, COUNT, WARMUP, CPUS, PRIORITY, TIME_LIMIT));
        all.addAll(LOAD);
        SPECS = Collections.unmodifiableList(all);
    }

    private final Map<String, String> given;

    private VerdictArgs(Map<String, String> given) {
        this.given = given;
    }

    /** The element's arguments, each checked against its declaration. */
    public static VerdictArgs of(ArgsDocument doc, ArgsDocument.TestApp app) throws ArgsException {
        Map<String, String> given = new LinkedHashMap<>();
        for (ArgsDocument.Arg arg : app.args()) {
            String where = doc.file() + ":" + arg.line() + ": verdict: " + arg.name();
            ArgSpec<?> spec = spec(arg.name());
            if (spec == null) {
                throw new ArgsException(where + " is not an argument of a verdict; it takes: " + names());
            }
            if (given.containsKey(arg.name())) {
                throw new ArgsException(where + " is given twice");
            }
            try {
                spec.type().parse(arg.value());
            } catch (IllegalArgumentException e) {
                throw new ArgsException(where + ": " + e.getMessage());
            }
            given.put(arg.name(), arg.value().trim());
        }
        String here = doc.file() + ":" + app.line() + ": verdict";
        if (!given.containsKey(TASKSET.name()) || given.get(TASKSET.name()).isEmpty()) {
            throw new ArgsException(here + ": taskset is required: the task-set file to decide on");
        }
        if (given.containsKey(HYPERPERIODS.name()) && given.containsKey(COUNT.name())) {
            throw new ArgsException(here + ": hyperperiods and count both say how long to measure the set; give one");
        }
        VerdictArgs args = new VerdictArgs(given);
        for (String s : args.list(SCHEDULERS)) {
            Scheduler scheduler;
            try {
                scheduler = Scheduler.named(s);
            } catch (IllegalArgumentException e) {
                throw new ArgsException(here + ": schedulers: " + e.getMessage());
            }
            if (!scheduler.runsOnLinux()) {
                throw new ArgsException(here + ": schedulers: " + scheduler.whyNotOnLinux());
            }
        }
        if (args.list(SCHEDULERS).isEmpty()) {
            throw new ArgsException(here + ": schedulers is empty: name at least one");
        }
        return args;
    }

    private static ArgSpec<?> spec(String name) {
        for (ArgSpec<?> s : SPECS) {
            if (s.name().equals(name)) return s;
        }
        return null;
    }

    private static String names() {
        StringBuilder sb = new StringBuilder();
        for (ArgSpec<?> s : SPECS) sb.append(sb.length() == 0 ? "" : ", ").append(s.name());
        return sb.toString();
    }

    /** Whether the element gives {@code spec}. */
    public boolean given(ArgSpec<?> spec) {
        return given.containsKey(spec.name());
    }

    /** The text given for {@code spec}, or its default. */
    public String text(ArgSpec<?> spec) {
        String v = given.get(spec.name());
        return v != null ? v : spec.defaultText();
    }

    /** The schedulers to try, each by its long name (an alias given is written as the name it stands for). */
    public List<String> schedulers() {
        List<String> names = new ArrayList<>();
        for (String s : list(SCHEDULERS)) names.add(Scheduler.named(s).name());
        return names;
    }

    /** A comma-separated argument's values, trimmed, empty ones left out. */
    public List<String> list(ArgSpec<?> spec) {
        List<String> values = new ArrayList<>();
        for (String v : text(spec).split(",", -1)) {
            if (!v.trim().isEmpty()) values.add(v.trim());
        }
        return values;
    }
}
