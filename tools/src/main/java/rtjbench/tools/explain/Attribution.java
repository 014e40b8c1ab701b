package rtjbench.tools.explain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rule that names a spike's causes. A sample's window is [start, end] on System.nanoTime. Against it:
 * <ul>
 *   <li>each GC pause that overlaps it ({@code gc}); each safepoint that overlaps it and holds no GC pause
 *       ({@code safepoint}: a pause's safepoint is the pause); each deoptimisation of the sample's own thread
 *       inside it, from the trap to the window's end ({@code deopt}: the thread ran that code interpreted);
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

    private final List<Interval> vm;
    private final List<Interval> pauses = new ArrayList<>();
    private final CpuTrace trace;
    private final StealGrowths steal;

    public Attribution(List<Interval> vm, CpuTrace trace, StealGrowths steal) {
        this.vm = vm;
        this.trace = trace;
        this.steal = steal;
        for (Interval i : vm) if (i.kind().equals("gc")) pauses.add(i);
    }

    /** The spike of sample {@code sample} of {@code thread} (kernel id {@code tid}, -1 unknown) on {@code cpus}. */
    public Spike explain(String thread, int sample, long start, long lateness, int tid, List<Integer> cpus) {
        long end = start + lateness;
        Map<String, List<long[]>> parts = new LinkedHashMap<>();
        Map<String, Boolean> counted = new LinkedHashMap<>();
        for (Interval i : vm) {
            if (i.overlap(start, end) <= 0) continue;
            switch (i.kind()) {
                case "gc" -> add(parts, counted, "gc", i.detail(), i, start, end, true);
                case "safepoint" -> {
                    if (pauses.stream().noneMatch(p -> p.overlap(i.start(), i.end()) > 0)) {
                        add(parts, counted, "safepoint", i.detail(), i, start, end, true);
                    }
                }
                case "jit" -> {
                    if (trace == null) add(parts, counted, "jit", i.detail(), i, start, end, false);
                }
                case "deopt" -> {
                    // the sample's own thread trapped inside the window: from there on it ran interpreted
                    if (thread.equals(i.thread()) && i.start() >= start) {
                        add(parts, counted, "deopt", i.detail(), i, start, end, true);
                    }
                }
                default -> {}
            }
        }
        int cpu = cpuOf(tid, cpus, end);
        if (trace != null && cpu >= 0 && trace.coveredFrom(cpu) <= start) {
            for (Interval i : trace.interrupts(cpu, start, end)) {
                if (i.overlap(start, end) > 0) add(parts, counted, i.kind(), i.detail(), i, start, end, true);
            }
            long idleWithoutInterrupt = 0;
            List<Interval> tasks = trace.tasks(cpu, start, end);
            for (Interval t : tasks) {
                if (t.overlap(start, end) <= 0) continue;
                if (t.kind().equals("idle")) {
                    boolean interrupted =
                            !trace.interrupts(cpu, t.start(), t.end()).isEmpty();
                    if (!interrupted) idleWithoutInterrupt += t.overlap(start, end);
                    continue;
                }
                if (CpuTrace.pidOf(t) == tid) continue;
                String comm = t.detail().substring(0, t.detail().lastIndexOf('/'));
                boolean compiler = false;
                for (String c : COMPILER_THREADS) compiler |= comm.startsWith(c);
                add(parts, counted, compiler ? "jit" : "task", t.detail(), t, start, end, true);
            }
            if (idleWithoutInterrupt > 0 && steal.grownAround(cpu, start, end) > 0) {
                for (Interval t : tasks) {
                    if (t.kind().equals("idle")
                            && t.overlap(start, end) > 0
                            && trace.interrupts(cpu, t.start(), t.end()).isEmpty()) {
                        add(parts, counted, "steal", "vCPU not running", t, start, end, true);
                    }
                }
            }
        } else {
            long grown = 0;
            int stealCpu = cpu;
            for (int c : cpus) {
                long g = steal.grownAround(c, start, end);
                if (g > grown) {
                    grown = g;
                    stealCpu = c;
                }
            }
            if (grown > 0) {
                long d = Math.min(grown, lateness);
                add(
                        parts,
                        counted,
                        "steal",
                        "steal grew on CPU " + stealCpu + " (no trace)",
                        new Interval("steal", "", end - d, end),
                        start,
                        end,
                        true);
            }
        }
        List<Cause> causes = new ArrayList<>();
        List<long[]> countedParts = new ArrayList<>();
        for (Map.Entry<String, List<long[]>> e : parts.entrySet()) {
            String[] key = e.getKey().split("\u0000", 2);
            long d = 0;
            for (long[] p : e.getValue()) d += p[1] - p[0];
            boolean c = counted.get(e.getKey());
            causes.add(new Cause(key[0], key[1], d, e.getValue(), c));
            if (c) countedParts.addAll(e.getValue());
        }
        causes.sort(Comparator.comparingLong(Cause::durationNanos).reversed());
        long covered = union(countedParts);
        Cause main = null;
        if (covered * 2 >= lateness) {
            for (Cause c : causes) {
                if (c.counted()) {
                    main = c;
                    break;
                }
            }
        }
        return new Spike(thread, sample, start, lateness, causes, Math.max(0, lateness - covered), main);
    }

    private static void add(
            Map<String, List<long[]>> parts,
            Map<String, Boolean> counted,
            String kind,
            String detail,
            Interval i,
            long from,
            long to,
            boolean isCounted) {
        long s = Math.max(from, i.start());
        long e = Math.min(to, i.end());
        if (e <= s) return;
        String key = kind + "\u0000" + detail;
        parts.computeIfAbsent(key, k -> new ArrayList<>()).add(new long[] {s, e});
        counted.merge(key, isCounted, Boolean::logicalOr);
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
