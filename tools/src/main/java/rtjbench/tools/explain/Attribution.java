package rtjbench.tools.explain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The rule that names a spike's causes. A sample's window is [start, end] on System.nanoTime. Against it:
 * <ul>
 *   <li>each GC pause that overlaps it ({@code gc}); each safepoint that overlaps it and holds no GC pause
 *       ({@code safepoint}: a pause's safepoint is the pause); each deoptimisation of the sample's own thread
 *       inside it, from the trap to the window's end ({@code deopt}: the thread ran that code interpreted);
 *   <li>with a trace of the thread's CPU covering the window and the thread's wake-up timer in it, the window
 *       split where rtla timerlat splits a wake-up: up to the timer's expiry ({@code timer}, due after the
 *       release), from the expiry to its interrupt ({@code timer}, interrupt late: only an interrupt handler can
 *       have held it off), after the interrupt as below; and where the thread, once switched in, took more
 *       than {@link #TOLERANCE_NANOS} to its clock read with the CPU recording nothing, {@code stall};
 *   <li>with a trace of the thread's CPU covering the window: each interrupt and softirq on that CPU
 *       ({@code irq}, {@code softirq}), each other task that ran there ({@code task}; the VM's compiler
 *       threads as {@code jit}), and the CPU's idle time without an interrupt where its steal grew around the
 *       window ({@code steal}, "vCPU not running": the host did not run the vCPU); idle time without steal is
 *       the wake-up's own latency and stays unexplained;
 *   <li>without such a trace: compilations that overlap it ({@code jit}, listed but not counted: they may have
 *       run on another CPU), and steal that grew around the window ({@code steal}, at most the window).
 * </ul>
 * A cause's duration is how much of the window it covers. What no counted cause covers is unexplained. The
 * main cause is the counted cause covering most of the window, where the counted causes together cover at
 * least half of it; otherwise the spike is unexplained.
 */
public final class Attribution {
    private static final String[] COMPILER_THREADS = {"C1 CompilerThre", "C2 CompilerThre", "JVMCI CompilerT"};

    /**
     * How far a spike's causes may fall short of its lateness and still add up to it: the trace's microsecond
     * stamps, and the thread's own way back from its switch-in to its clock read, which no cause covers.
     */
    public static final long TOLERANCE_NANOS = 50_000L;

    /** How far before its release a thread's wake-up timer may expire: its deadline comes from its own clock read. */
    static final long TIMER_MATCH_NANOS = 100_000L;

    static final String SLACK = "timer due after the release";
    static final String LATE_IDLE = "interrupt late, CPU idle";
    static final String LATE_BUSY = "interrupt late, CPU busy";
    static final String ON_A_GUEST = " (a guest: the host did not run the vCPU)";
    static final String SILENT = "no event on the CPU after the wake-up";
    static final String CARRIED = "the event before ended after this one was due";
    /** The kind of cause a late start carried over from the event before is. */
    public static final String CARRIED_KIND = "carried";

    final List<Interval> vm;
    final List<Interval> pauses = new ArrayList<>();
    final CpuTrace trace;
    final StealGrowths steal;
    final boolean guest;

    public Attribution(List<Interval> vm, CpuTrace trace, StealGrowths steal) {
        this(vm, trace, steal, false);
    }

    /** {@code guest}: the run's machine is a virtual one (the platform record's {@code virtualised}). */
    public Attribution(List<Interval> vm, CpuTrace trace, StealGrowths steal, boolean guest) {
        this.vm = vm;
        this.trace = trace;
        this.steal = steal;
        this.guest = guest;
        for (Interval i : vm) if (i.kind().equals("gc")) pauses.add(i);
    }

    /** The spike of sample {@code sample} of {@code thread} (kernel id {@code tid}, -1 unknown) on {@code cpus}. */
    public Spike explain(String thread, int sample, long start, long lateness, int tid, List<Integer> cpus) {
        return explain(thread, sample, start, lateness, tid, cpus, Long.MIN_VALUE);
    }

    /**
     * The same, where the thread's sample before this one ended at {@code previousEnd} (Long.MIN_VALUE: none).
     * Where that is after this window's start, the thread was still busy with the event before when this one was
     * due (a periodic thread woken late for a release wakes late for the next ones too; periodic never re-anchors
     * its schedule): {@code carried} covers the window up to there, and whatever made the sample before late is
     * named on that sample's own row.
     */
    public Spike explain(
            String thread, int sample, long start, long lateness, int tid, List<Integer> cpus, long previousEnd) {
        long end = start + lateness;
        CauseParts parts = new CauseParts();
        if (previousEnd > start) parts.add(CARRIED_KIND, CARRIED, start, previousEnd, start, end);
        vmCauses(parts, thread, start, end);
        int cpu = cpuOf(tid, cpus, end);
        String evidence;
        if (trace != null && cpu >= 0 && trace.coveredFrom(cpu) <= start) {
            evidence = "trace of CPU " + cpu + ": " + tracedCauses(parts, cpu, tid, start, end);
        } else {
            evidence = trace == null
                    ? "no trace"
                    : cpu < 0
                            ? "no CPU known for the thread"
                            : "the trace of CPU " + cpu + " does not cover the window";
            stealWithoutTrace(parts, cpus, start, end, lateness);
        }
        List<Cause> causes = CauseParts.largestFirst(parts.causes());
        long covered = parts.covered(null);
        Cause main = covered * 2 >= lateness ? CauseParts.largestCounted(causes) : null;
        if (previousEnd > start) {
            evidence += "; the sample before ended at " + offset(previousEnd - start);
        }
        evidence += "; " + stealAndVmEvents(cpu, start, end);
        return new Spike(thread, sample, start, lateness, 0, causes, Math.max(0, lateness - covered), main, evidence);
    }

    /**
     * The VM's events overlapping [{@code start}, {@code end}]: GC pauses; safepoints that hold no GC pause (a
     * pause's safepoint is the pause); compilations, listed but not counted, where there is no trace to say
     * which CPU they ran on; deoptimisations of {@code deoptThread} inside the window, from the trap on (it ran
     * that code interpreted). {@code deoptThread} null: a deoptimisation is no cause (for a job, time spent
     * interpreted is its own execution).
     */
    void vmCauses(CauseParts parts, String deoptThread, long start, long end) {
        for (Interval i : vm) {
            if (i.overlap(start, end) <= 0) continue;
            switch (i.kind()) {
                case "gc" -> parts.add("gc", i.detail(), i, start, end, true);
                case "safepoint" -> {
                    if (pauses.stream().noneMatch(p -> p.overlap(i.start(), i.end()) > 0)) {
                        parts.add("safepoint", i.detail(), i, start, end, true);
                    }
                }
                case "jit" -> {
                    if (trace == null) parts.add("jit", i.detail(), i, start, end, false);
                }
                case "deopt" -> {
                    if (i.thread() != null && i.thread().equals(deoptThread) && i.start() >= start) {
                        parts.add("deopt", i.detail(), i, start, end, true);
                    }
                }
                default -> {}
            }
        }
    }

    /**
     * With a trace of {@code cpu} covering the window: the wake-up split by the thread's timer where it has one,
     * the OS's causes after it, and a silent stretch after the switch-in. Returns the wake-up as the trace shows
     * it.
     */
    private String tracedCauses(CauseParts parts, int cpu, int tid, long start, long end) {
        long osFrom = start;
        TimerFiring timer = wakeTimer(tid, start, end);
        if (timer != null) osFrom = timerParts(parts, timer, cpu, start, end);
        osCauses(parts, cpu, tid, osFrom, end);
        long on = switchedIn(cpu, tid, start, end);
        if (timer != null && on >= 0) silentAfterWakeUp(parts, cpu, tid, on, start, end);
        return wakeUp(timer, on, start);
    }

    /**
     * Without a trace: the largest growth of steal on one of {@code cpus} around [{@code start}, {@code end}], as
     * a cause at the window's end of at most {@code most}.
     */
    void stealWithoutTrace(CauseParts parts, Iterable<Integer> cpus, long start, long end, long most) {
        long grown = 0;
        int stealCpu = -1;
        for (int c : cpus) {
            long g = steal.grownAround(c, start, end);
            if (g > grown) {
                grown = g;
                stealCpu = c;
            }
        }
        if (grown > 0) {
            String detail = "steal grew on CPU " + stealCpu + " (no trace)";
            parts.add("steal", detail, end - Math.min(grown, most), end, start, end);
        }
    }

    /** The evidence's last part: whether steal grew on the thread's CPU, how many VM events overlap the window. */
    private String stealAndVmEvents(int cpu, long start, long end) {
        long grown = cpu >= 0 ? steal.grownAround(cpu, start, end) : 0;
        return "steal " + (grown > 0 ? "grew " + Explanation.time(grown) : "did not grow") + "; VM events "
                + (vm.isEmpty() ? "none recorded" : "overlapping: " + overlapping(start, end));
    }

    /**
     * The wake-up timer {@code tid} armed for this window: the last it armed that fired by the window's end,
     * where it expires inside the window (give or take {@link #TIMER_MATCH_NANOS}: the thread computes its
     * deadline from a clock read of its own). Null where there is none: the thread was not asleep at its release
     * (still busy with the one before, or spinning), or the trace holds no timer events.
     */
    private TimerFiring wakeTimer(int tid, long start, long end) {
        if (tid <= 0) return null;
        TimerFiring last = null;
        for (TimerFiring t : trace.timersFired(tid, start - TIMER_MATCH_NANOS, end)) {
            if (t.wakesASleeper()) last = t;
        }
        if (last == null || last.expires() < start - TIMER_MATCH_NANOS || last.expires() > end) return null;
        return last;
    }

    /**
     * The window up to the timer interrupt, the way rtla timerlat splits a wake-up: from the release to the
     * timer's expiry the thread slept on its own timer ({@code timer} "slack": what the kernel added to a
     * non-real-time sleep); from the expiry to the interrupt, the interrupt itself was late. Nothing that ran
     * on the CPU then delayed it but an interrupt handler (they do not nest); the rest is {@code timer}
     * "interrupt late", with the CPU idle or busy (on a guest both mean the host did not run the vCPU when the
     * timer was due), and, where the CPU was idle and its steal grew, {@code steal} beside it. Returns where the
     * wake-up after the interrupt begins.
     */
    private long timerParts(CauseParts parts, TimerFiring timer, int cpu, long start, long end) {
        long expiry = Math.max(start, Math.min(end, timer.expires()));
        long fired = Math.max(expiry, Math.min(end, timer.fired()));
        if (expiry > start) {
            parts.add("timer", SLACK, start, expiry, start, end);
        }
        if (fired > expiry) {
            for (Interval i : trace.interrupts(cpu, expiry, fired)) {
                if (i.kind().equals("irq")) parts.add("irq", i.detail(), i, expiry, fired, true);
            }
            long idle = 0;
            long busy = 0;
            for (Interval t : trace.tasks(cpu, expiry, fired)) {
                if (t.kind().equals("idle")) idle += t.overlap(expiry, fired);
                else busy += t.overlap(expiry, fired);
            }
            if (idle > 0 && steal.grownAround(cpu, expiry, fired) > 0) {
                for (Interval t : trace.tasks(cpu, expiry, fired)) {
                    if (t.kind().equals("idle")) parts.add("steal", "vCPU not running", t, expiry, fired, true);
                }
            }
            String detail = (busy > idle ? LATE_BUSY : LATE_IDLE) + (guest ? ON_A_GUEST : "");
            parts.add("timer", detail, expiry, fired, start, end);
        }
        return fired;
    }

    /**
     * The OS's part of [{@code from}, {@code end}] on the thread's CPU: each interrupt and softirq, each other
     * task (compiler threads as {@code jit}), and idle time without an interrupt where the CPU's steal grew.
     */
    private void osCauses(CauseParts parts, int cpu, int tid, long from, long end) {
        for (Interval i : trace.interrupts(cpu, from, end)) {
            if (i.overlap(from, end) > 0) parts.add(i.kind(), i.detail(), i, from, end, true);
        }
        long idleWithoutInterrupt = 0;
        List<Interval> tasks = trace.tasks(cpu, from, end);
        for (Interval t : tasks) {
            if (t.overlap(from, end) <= 0) continue;
            if (t.kind().equals("idle")) {
                boolean interrupted = !trace.interrupts(cpu, t.start(), t.end()).isEmpty();
                if (!interrupted) idleWithoutInterrupt += t.overlap(from, end);
                continue;
            }
            if (CpuTrace.pidOf(t) == tid) continue;
            parts.add(compiler(t) ? "jit" : "task", t.detail(), t, from, end, true);
        }
        if (idleWithoutInterrupt > 0 && steal.grownAround(cpu, from, end) > 0) {
            for (Interval t : tasks) {
                if (t.kind().equals("idle")
                        && t.overlap(from, end) > 0
                        && trace.interrupts(cpu, t.start(), t.end()).isEmpty()) {
                    parts.add("steal", "vCPU not running", t, from, end, true);
                }
            }
        }
    }

    /** Whether a task of the trace is one of the VM's compiler threads (a cause of kind {@code jit}). */
    static boolean compiler(Interval task) {
        String comm = task.detail().substring(0, task.detail().lastIndexOf('/'));
        for (String c : COMPILER_THREADS) {
            if (comm.startsWith(c)) return true;
        }
        return false;
    }

    /**
     * The thread's wake-up as the trace shows it, each time from the release: its timer's expiry, the
     * interrupt, the switch onto the CPU; or why there is no timer to split by.
     */
    private static String wakeUp(TimerFiring timer, long on, long start) {
        String switched = on < 0 ? "not seen switched in" : "on the CPU at " + offset(on - start);
        if (timer == null)
            return "no wake-up timer of the thread expiring in the window (it was not asleep at the release), "
                    + switched;
        return "timer due at " + offset(timer.expires() - start) + ", its interrupt at " + offset(timer.fired() - start)
                + ", " + switched;
    }

    /** When the thread was last switched onto {@code cpu} in [{@code start}, {@code end}]; -1 where it was not. */
    private long switchedIn(int cpu, int tid, long start, long end) {
        long on = -1;
        for (Interval t : trace.tasks(cpu, start, end + 1)) {
            if (t.kind().equals("task") && tid > 0 && CpuTrace.pidOf(t) == tid && t.start() >= start) on = t.start();
        }
        return on;
    }

    /**
     * After a wake-up the thread only returns to its clock read: microseconds. Where it was switched in and
     * then, with the CPU recording nothing at all (no interrupt, no other task) and the thread on it throughout,
     * more than {@link #TOLERANCE_NANOS} passed before that read, the CPU did not run: on a guest the host took
     * the vCPU (too briefly for steal, counted in 10 ms ticks, to show it); on bare metal firmware (an SMI).
     */
    private void silentAfterWakeUp(CauseParts parts, int cpu, int tid, long on, long start, long end) {
        if (end - on <= TOLERANCE_NANOS || !trace.interrupts(cpu, on, end).isEmpty()) return;
        for (Interval t : trace.tasks(cpu, on, end)) {
            if (!t.kind().equals("task") || CpuTrace.pidOf(t) != tid) return;
        }
        String detail = SILENT + (guest ? ON_A_GUEST : " (firmware: an SMI)");
        parts.add("stall", detail, on, end, start, end);
    }

    /** A time from the release, "+1193.2 us". */
    static String offset(long nanos) {
        return String.format(Locale.ROOT, "%+.1f us", nanos / 1e3);
    }

    private int overlapping(long start, long end) {
        int n = 0;
        for (Interval i : vm) if (i.overlap(start, end) > 0) n++;
        return n;
    }

    /** The CPU the thread woke on: where it was switched in at the window's end, else its only or first CPU. */
    private int cpuOf(int tid, List<Integer> cpus, long end) {
        if (cpus.isEmpty()) return -1;
        if (trace != null && tid > 0 && cpus.size() > 1) {
            for (int c : cpus) {
                for (Interval t : trace.tasks(c, end - 1, end + 1)) {
                    if (t.kind().equals("task") && CpuTrace.pidOf(t) == tid) {
                        return c;
                    }
                }
            }
        }
        return cpus.get(0);
    }

    /** The length of the union of intervals. */
    static long union(List<long[]> parts) {
        List<long[]> sorted = new ArrayList<>(parts);
        sorted.sort(Comparator.comparingLong(p -> p[0]));
        long total = 0;
        long curStart = Long.MIN_VALUE;
        long curEnd = Long.MIN_VALUE;
        for (long[] p : sorted) {
            if (p[0] > curEnd) {
                if (curEnd > curStart) total += curEnd - curStart;
                curStart = p[0];
                curEnd = p[1];
            } else {
                curEnd = Math.max(curEnd, p[1]);
            }
        }
        if (curEnd > curStart) total += curEnd - curStart;
        return total;
    }
}
