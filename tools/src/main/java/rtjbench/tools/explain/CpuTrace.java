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
    private static final Pattern LOST = Pattern.compile("LOST (\\d+) EVENTS");
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
        TraceReading reading = t.new TraceReading();
        try (BufferedReader in = Files.newBufferedReader(file)) {
            String line;
            while ((line = in.readLine()) != null) reading.line(line);
        }
        reading.endAt(to);
        return t;
    }

    private static <T> void append(Map<Integer, List<T>> byKey, int key, T value) {
        byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
    }

    /** A task on a CPU since {@code since}: detail {@code comm/pid}, kind {@code task} or, pid 0, {@code idle}. */
    private record Running(String detail, String kind, long since) {
        static Running of(String comm, String pid, long since) {
            return new Running(comm + "/" + pid, pid.equals("0") ? "idle" : "task", since);
        }

        Interval until(long end) {
            return new Interval(kind, detail, since, end);
        }
    }

    /** An interrupt or softirq entered at {@code since} whose exit is still to come. */
    private record Entered(String detail, long since) {}

    /** A timer task {@code pid} armed at {@code at} (ns), due at {@code expires}. */
    private record Armed(int pid, String function, long at, long expires) {}

    /** One event line: the task running when it was recorded, its CPU, its time (ns), the event and its fields. */
    private record EventLine(String comm, String pid, int cpu, long ns, String event, String fields) {
        /** The line's parts; null where it is no event line. */
        static EventLine parse(String line) {
            Matcher m = LINE.matcher(line);
            if (!m.matches()) return null;
            String frac = (m.group(5) + "000000000").substring(0, 9);
            long ns = Long.parseLong(m.group(4)) * 1_000_000_000L + Long.parseLong(frac);
            int cpu = Integer.parseInt(m.group(3));
            return new EventLine(m.group(1).trim(), m.group(2), cpu, ns, m.group(6), m.group(7));
        }
    }

    /** The state of reading one trace: what runs on each CPU, the interrupts entered, the timers armed. */
    private final class TraceReading {
        private final Map<Integer, Running> running = new HashMap<>();
        private final Map<Integer, Long> previousEvent = new HashMap<>();
        private final Map<Integer, Entered> openIrq = new HashMap<>();
        private final Map<Integer, Entered> openSoftirq = new HashMap<>();
        private final Map<String, Armed> armed = new HashMap<>(); // by the timer's address

        void line(String line) {
            if (line.startsWith("#")) {
                Matcher entries = ENTRIES.matcher(line);
                if (entries.find()) overwritten = !entries.group(1).equals(entries.group(2));
                return;
            }
            if (line.contains("LOST") && line.contains("EVENTS")) {
                Matcher m = LOST.matcher(line);
                if (m.find()) lost += Long.parseLong(m.group(1));
                return;
            }
            EventLine e = EventLine.parse(line);
            if (e == null) return;
            firstEvent.putIfAbsent(e.cpu(), e.ns());
            unrecordedSwitch(e);
            event(e);
        }

        /**
         * Where the line's task is not the one the last switch left running, the switch went unrecorded: it is
         * taken to have happened at the CPU's previous event.
         */
        private void unrecordedSwitch(EventLine e) {
            Long previous = previousEvent.put(e.cpu(), e.ns());
            Running shown = running.get(e.cpu());
            if (shown != null
                    && previous != null
                    && !e.pid().equals("0")
                    && !e.pid().equals(pidOf(shown.detail()))) {
                append(tasks, e.cpu(), shown.until(previous));
                running.put(e.cpu(), Running.of(e.comm(), e.pid(), previous));
            }
        }

        private void event(EventLine e) {
            int cpu = e.cpu();
            switch (e.event()) {
                case "sched_switch" -> schedSwitch(e);
                case "irq_handler_entry" -> {
                    Matcher s = IRQ_ENTRY.matcher(e.fields());
                    if (s.matches()) openIrq.put(cpu, new Entered(s.group(1) + " " + s.group(2), e.ns()));
                }
                case "irq_handler_exit" -> {
                    Entered open = openIrq.remove(cpu);
                    if (open != null && IRQ_EXIT.matcher(e.fields()).matches()) {
                        append(interrupts, cpu, new Interval("irq", open.detail(), open.since(), e.ns()));
                    }
                }
                case "softirq_entry" -> {
                    Matcher s = SOFTIRQ.matcher(e.fields());
                    if (s.matches()) openSoftirq.put(cpu, new Entered(s.group(2), e.ns()));
                }
                case "softirq_exit" -> {
                    Entered open = openSoftirq.remove(cpu);
                    if (open != null) {
                        append(softirqs, cpu, new Interval("softirq", open.detail(), open.since(), e.ns()));
                    }
                }
                case "hrtimer_start" -> {
                    Matcher s = TIMER_START.matcher(e.fields());
                    if (s.matches()) {
                        int pid = Integer.parseInt(e.pid());
                        armed.put(s.group(1), new Armed(pid, s.group(2), e.ns(), Long.parseLong(s.group(3))));
                    }
                }
                case "hrtimer_expire_entry" -> timerExpired(e);
                default -> {}
            }
        }

        /** The task switched out ran from its switch in (for a CPU's first, from the trace's start) to now. */
        private void schedSwitch(EventLine e) {
            Matcher s = SWITCH.matcher(e.fields());
            if (!s.matches()) return;
            Running cur = running.get(e.cpu());
            if (cur == null) cur = Running.of(s.group(1), s.group(2), Math.max(from, 0));
            append(tasks, e.cpu(), cur.until(e.ns()));
            running.put(e.cpu(), Running.of(s.group(3), s.group(4), e.ns()));
        }

        /** A timer armed earlier fired now: paired with its arming by the timer's address, kept by its task. */
        private void timerExpired(EventLine e) {
            Matcher s = TIMER_EXPIRE.matcher(e.fields());
            Armed a = s.matches() ? armed.remove(s.group(1)) : null;
            if (a != null) {
                long fired = Long.parseLong(s.group(3));
                append(
                        timersByTask,
                        a.pid(),
                        new TimerFiring(a.pid(), e.cpu(), a.function(), a.at(), a.expires(), fired));
            }
        }

        /** Each CPU's last task runs until {@code to}. */
        void endAt(long to) {
            for (Map.Entry<Integer, Running> r : running.entrySet()) {
                if (to > r.getValue().since())
                    append(tasks, r.getKey(), r.getValue().until(to));
            }
        }
    }

    /** The pid in a task's detail ({@code comm/pid}). */
    static int pidOf(Interval task) {
        return Integer.parseInt(pidOf(task.detail()));
    }

    private static String pidOf(String detail) {
        return detail.substring(detail.lastIndexOf('/') + 1);
    }
}
