package rtjbench.tools.explain;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tracefs text trace (trace_clock {@code mono}: seconds.microseconds of CLOCK_MONOTONIC, which
 * System.nanoTime reads) turned into intervals per CPU, the way rtla timerlat's analysis reads a trace: the
 * task that ran from one {@code sched_switch} to the next (pid 0 is the idle task), each hardware interrupt
 * from {@code irq_handler_entry} to its exit, each softirq from entry to exit. A CPU's first task runs from
 * the trace's start, its last until the trace's end.
 * <p>
 * Some kernels leave the switch out of the idle task unrecorded in a tracefs instance (seen on a 6.18 KVM
 * guest: {@code swapper/1 ==> X} never appears, {@code X ==> swapper/1} always does). Every line names the
 * task that was running when it was recorded, so where a line's task is not the one the last switch left
 * running, the switch is taken to have happened at that CPU's previous event (usually the wake-up of the task
 * now running).
 * <p>
 * High-resolution timers ({@code hrtimer_start} with the expiry it was armed for, {@code hrtimer_expire_entry}
 * with the time its interrupt really ran it, both in ns of CLOCK_MONOTONIC) are paired by the timer's address
 * into {@link TimerFiring}s, kept by the task that armed them: a sleeping thread's wake-up timer says when it
 * was due and when the interrupt came.
 */
public final class CpuTrace {
    /** {@code <task>-<pid> [cpu] flags secs.usecs: event: fields}; the task name may hold spaces and dashes. */
    private static final Pattern LINE =
            Pattern.compile("^\\s*(.+)-(\\d+)\\s+\\[(\\d+)\\]\\s+(?:\\S+\\s+)?(\\d+)\\.(\\d+):\\s+(\\w+):\\s(.*)$");

    private static final Pattern SWITCH = Pattern.compile(
            "prev_comm=(.*) prev_pid=(\\d+) prev_prio=-?\\d+ prev_state=\\S+ ==> next_comm=(.*) next_pid=(\\d+) "
                    + "next_prio=-?\\d+");
    private static final Pattern IRQ_ENTRY = Pattern.compile("irq=(\\d+) name=(.*)");
    private static final Pattern IRQ_EXIT = Pattern.compile("irq=(\\d+) ret=.*");
    private static final Pattern ENTRIES = Pattern.compile("entries-in-buffer/entries-written: (\\d+)/(\\d+)");
    private static final Pattern SOFTIRQ = Pattern.compile("vec=(\\d+) \\[action=(\\w+)\\]");
    private static final Pattern TIMER_START =
            Pattern.compile("hrtimer=(\\S+) function=(\\S+) expires=(\\d+) softexpires=(\\d+).*");
    private static final Pattern TIMER_EXPIRE = Pattern.compile("hrtimer=(\\S+) (?:function=(\\S+) )?now=(\\d+).*");

    private final Map<Integer, List<Interval>> tasks = new HashMap<>();
    private final Map<Integer, List<Interval>> interrupts = new HashMap<>();
    private final Map<Integer, List<Interval>> softirqs = new HashMap<>();
    private final Map<Integer, Long> firstEvent = new HashMap<>();
    private final Map<Integer, List<TimerFiring>> timersByTask = new HashMap<>();
    private long lost;
    private boolean overwritten;
    private long from;

    /** Tasks of a CPU: kind {@code task}, detail {@code comm/pid}; the idle task is kind {@code idle}. */
    public List<Interval> tasks(int cpu) {
        return tasks.getOrDefault(cpu, List.of());
    }

    /** Hardware interrupts ({@code irq}, "24 virtio0") and softirqs ({@code softirq}, "TIMER") of a CPU. */
    public List<Interval> interrupts(int cpu) {
        List<Interval> all = new ArrayList<>(interrupts.getOrDefault(cpu, List.of()));
        all.addAll(softirqs.getOrDefault(cpu, List.of()));
        return all;
    }

    /** The tasks of a CPU that overlap [from, to], in time order. */
    public List<Interval> tasks(int cpu, long from, long to) {
        return overlapping(tasks.getOrDefault(cpu, List.of()), from, to);
    }

    /** The interrupts, then the softirqs, of a CPU that overlap [from, to]. */
    public List<Interval> interrupts(int cpu, long from, long to) {
        List<Interval> out = new ArrayList<>(overlapping(interrupts.getOrDefault(cpu, List.of()), from, to));
        out.addAll(overlapping(softirqs.getOrDefault(cpu, List.of()), from, to));
        return out;
    }

    /**
     * The intervals of a sequence that overlap [from, to]. Tasks follow each other on a CPU, and so do its
     * hardware interrupts and, apart, its softirqs: in each list start and end both grow, so a binary search
     * on the end finds the first, and the walk stops at the first that starts after {@code to}.
     */
    static List<Interval> overlapping(List<Interval> sequence, long from, long to) {
        int lo = 0;
        int hi = sequence.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sequence.get(mid).end() <= from) lo = mid + 1;
            else hi = mid;
        }
        int end = lo;
        while (end < sequence.size() && sequence.get(end).start() < to) end++;
        return sequence.subList(lo, end);
    }

    /**
     * From when this trace holds every event of a CPU: from the start where the ring kept all it was given,
     * else from the CPU's first event left (older ones were overwritten); Long.MAX_VALUE where it has none.
     */
    public long coveredFrom(int cpu) {
        if (!overwritten) return from; // the ring kept every event since tracing was switched on
        return firstEvent.getOrDefault(cpu, Long.MAX_VALUE);
    }

    /**
     * The timers task {@code pid} armed that fired from {@code from} to {@code to} (their interrupt's time), in
     * firing order; empty where the trace holds no timer events (a run recorded before they were traced).
     */
    public List<TimerFiring> timersFired(int pid, long from, long to) {
        List<TimerFiring> out = new ArrayList<>();
        for (TimerFiring t : timersByTask.getOrDefault(pid, List.of())) {
            if (t.fired() >= from && t.fired() <= to) out.add(t);
        }
        return out;
    }

    /** Events the kernel reported lost ({@code [LOST n EVENTS]}). */
    public long lostEvents() {
        return lost;
    }

    /** Parses {@code file}; {@code from} and {@code to} (ns) bound the first and last task of each CPU. */
    public static CpuTrace read(Path file, long from, long to) throws IOException {
        CpuTrace t = new CpuTrace();
        t.from = from;
        Map<Integer, Object[]> running = new HashMap<>(); // cpu -> {detail, kind, since}
        Map<Integer, Long> previousEvent = new HashMap<>();
        Map<Integer, Object[]> openIrq = new HashMap<>();
        Map<Integer, Object[]> openSoftirq = new HashMap<>();
        Map<String, Object[]> armed = new HashMap<>(); // timer address -> {pid, cpu, function, start, expires}
        try (BufferedReader in = Files.newBufferedReader(file)) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("#")) {
                    Matcher entries = ENTRIES.matcher(line);
                    if (entries.find()) t.overwritten = !entries.group(1).equals(entries.group(2));
                    continue;
                }
                if (line.contains("LOST") && line.contains("EVENTS")) {
                    Matcher lost = Pattern.compile("LOST (\\d+) EVENTS").matcher(line);
                    if (lost.find()) t.lost += Long.parseLong(lost.group(1));
                    continue;
                }
                Matcher m = LINE.matcher(line);
                if (!m.matches()) continue;
                int cpu = Integer.parseInt(m.group(3));
                String frac = (m.group(5) + "000000000").substring(0, 9);
                long ns = Long.parseLong(m.group(4)) * 1_000_000_000L + Long.parseLong(frac);
                t.firstEvent.putIfAbsent(cpu, ns);
                String event = m.group(6);
                String fields = m.group(7);
                Long previous = previousEvent.put(cpu, ns);
                Object[] shown = running.get(cpu);
                String linePid = m.group(2);
                if (shown != null
                        && previous != null
                        && !linePid.equals("0")
                        && !linePid.equals(pidOf((String) shown[0]))) {
                    t.tasks
                            .computeIfAbsent(cpu, k -> new ArrayList<>())
                            .add(new Interval((String) shown[1], (String) shown[0], (Long) shown[2], previous));
                    running.put(cpu, task(m.group(1).trim(), linePid, previous));
                }
                switch (event) {
                    case "sched_switch" -> {
                        Matcher s = SWITCH.matcher(fields);
                        if (!s.matches()) continue;
                        Object[] cur = running.get(cpu);
                        long since = cur != null ? (Long) cur[2] : Math.max(from, 0);
                        if (cur == null) {
                            cur = task(s.group(1), s.group(2), since);
                        }
                        t.tasks
                                .computeIfAbsent(cpu, k -> new ArrayList<>())
                                .add(new Interval((String) cur[1], (String) cur[0], since, ns));
                        running.put(cpu, task(s.group(3), s.group(4), ns));
                    }
                    case "irq_handler_entry" -> {
                        Matcher s = IRQ_ENTRY.matcher(fields);
                        if (s.matches()) openIrq.put(cpu, new Object[] {s.group(1) + " " + s.group(2), ns});
                    }
                    case "irq_handler_exit" -> {
                        Object[] open = openIrq.remove(cpu);
                        if (open != null && IRQ_EXIT.matcher(fields).matches()) {
                            t.interrupts
                                    .computeIfAbsent(cpu, k -> new ArrayList<>())
                                    .add(new Interval("irq", (String) open[0], (Long) open[1], ns));
                        }
                    }
                    case "softirq_entry" -> {
                        Matcher s = SOFTIRQ.matcher(fields);
                        if (s.matches()) openSoftirq.put(cpu, new Object[] {s.group(2), ns});
                    }
                    case "softirq_exit" -> {
                        Object[] open = openSoftirq.remove(cpu);
                        if (open != null) {
                            t.softirqs
                                    .computeIfAbsent(cpu, k -> new ArrayList<>())
                                    .add(new Interval("softirq", (String) open[0], (Long) open[1], ns));
                        }
                    }
                    case "hrtimer_start" -> {
                        Matcher s = TIMER_START.matcher(fields);
                        if (s.matches()) {
                            armed.put(s.group(1), new Object[] {
                                Integer.valueOf(linePid), cpu, s.group(2), ns, Long.parseLong(s.group(3))
                            });
                        }
                    }
                    case "hrtimer_expire_entry" -> {
                        Matcher s = TIMER_EXPIRE.matcher(fields);
                        Object[] start = s.matches() ? armed.remove(s.group(1)) : null;
                        if (start != null) {
                            int pid = (Integer) start[0];
                            t.timersByTask
                                    .computeIfAbsent(pid, k -> new ArrayList<>())
                                    .add(new TimerFiring(
                                            pid,
                                            cpu,
                                            (String) start[2],
                                            (Long) start[3],
                                            (Long) start[4],
                                            Long.parseLong(s.group(3))));
                        }
                    }
                    default -> {}
                }
            }
        }
        for (Map.Entry<Integer, Object[]> r : running.entrySet()) {
            Object[] cur = r.getValue();
            long since = (Long) cur[2];
            if (to > since) {
                t.tasks
                        .computeIfAbsent(r.getKey(), k -> new ArrayList<>())
                        .add(new Interval((String) cur[1], (String) cur[0], since, to));
            }
        }
        return t;
    }

    private static Object[] task(String comm, String pid, long since) {
        boolean idle = pid.equals("0");
        return new Object[] {comm + "/" + pid, idle ? "idle" : "task", since};
    }

    /** The pid in a task's detail ({@code comm/pid}). */
    static int pidOf(Interval task) {
        return Integer.parseInt(pidOf(task.detail()));
    }

    private static String pidOf(String detail) {
        return detail.substring(detail.lastIndexOf('/') + 1);
    }
}
