package rtjbench.tools.explain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rule for a task-set job, whose sample is its response time: its window [release, finish] holds its own
 * execution, which is no cause of anything. What is to be explained is how much later than its execution allowed
 * the job finished: its <b>start delay</b> (release to start) and its <b>time off the CPU</b> between start and
 * finish (the response less the start delay less the CPU time it executed, {@code execution_ns}):
 *
 * <ul>
 *   <li>the start delay is matched as any late wake-up ({@link Attribution}, the window [release, start]): the
 *       timer, interrupts, other tasks, the job before still running ({@code carried}), a stall before the
 *       thread's clock read;
 *   <li>the time off the CPU is matched against what, between start and finish, took the CPU from the thread:
 *       GC pauses and safepoints; interrupts and softirqs on the CPUs it ran on; other tasks there while it was not
 *       running; the CPU idle with its steal grown ({@code steal}); under SCHED_DEADLINE, a job that executed
 *       past its runtime held from where that runtime could first have run out until it ran again
 *       ({@code throttled}); and, where the trace has the thread on its CPU for longer than it executed with
 *       nothing else recorded there, {@code stall} (on a guest the host did not run the vCPU). The causes cover
 *       at most the time off the CPU.
 * </ul>
 *
 * A job with less than {@link Attribution#TOLERANCE_NANOS} to explain was long by its own execution: its main
 * cause is {@code execution} (listed, never counted). Where its executed time is unknown (-1), the whole window
 * from its start counts as to be explained.
 */
final class JobAttribution {
    static final String EXECUTION = "its own execution, nothing else delayed it";
    static final String THROTTLED = "SCHED_DEADLINE runtime used up, held to its next period";
    static final String NOT_EXECUTING = "on its CPU but not executing, nothing else recorded there";

    private final Attribution rule;

    JobAttribution(Attribution rule) {
        this.rule = rule;
    }

    /**
     * The spike of job {@code sample} of {@code thread} (kernel id {@code tid}, -1 unknown; {@code cpus} its
     * CPUs where the job does not say), under SCHED_DEADLINE with {@code runtime} a period (-1: another policy),
     * the job before it having finished at {@code previousEnd} (Long.MIN_VALUE: none).
     */
    Spike explain(
            String thread,
            int sample,
            TasksetJobs.Job job,
            long runtime,
            int tid,
            List<Integer> cpus,
            long previousEnd) {
        long release = job.release();
        long start = Math.max(release, job.start());
        long finish = Math.max(start, job.finish());
        long response = finish - release;
        List<Integer> startCpu = job.cpuStart() >= 0 ? List.of(job.cpuStart()) : cpus;
        Spike delay = rule.explain(thread, sample, release, start - release, tid, startCpu, previousEnd);

        Set<Integer> ranOn = new LinkedHashSet<>();
        if (job.cpuStart() >= 0) ranOn.add(job.cpuStart());
        if (job.cpuFinish() >= 0) ranOn.add(job.cpuFinish());
        if (ranOn.isEmpty()) ranOn.addAll(cpus);
        Map<String, List<long[]>> parts = new LinkedHashMap<>();
        Map<String, Boolean> counted = new LinkedHashMap<>();
        boolean known = job.executed() >= 0;
        long executed = job.executed();
        long run = finish - start;
        long offCpu = known ? Math.max(0, run - executed) : run;

        for (Interval i : rule.vm) {
            if (i.overlap(start, finish) <= 0) continue;
            switch (i.kind()) {
                case "gc" -> Attribution.add(parts, counted, "gc", i.detail(), i, start, finish, true);
                case "safepoint" -> {
                    if (rule.pauses.stream().noneMatch(p -> p.overlap(i.start(), i.end()) > 0)) {
                        Attribution.add(parts, counted, "safepoint", i.detail(), i, start, finish, true);
                    }
                }
                case "jit" -> {
                    if (rule.trace == null) Attribution.add(parts, counted, "jit", i.detail(), i, start, finish, false);
                }
                default -> {} // a deoptimisation makes the job run longer on its CPU: its own execution
            }
        }
        boolean traced = rule.trace != null && tid > 0;
        for (int c : ranOn) traced &= rule.trace != null && rule.trace.coveredFrom(c) <= start;
        List<long[]> own = traced ? ownRunning(ranOn, tid, start, finish) : List.of();
        boolean throttled = known && runtime > 0 && executed > runtime;
        if (throttled) {
            // it ran its runtime at the earliest from its start, and the rest of its execution at the latest up to
            // its finish: in between, where it did not run, the kernel held it
            long from = start + runtime;
            long to = finish - (executed - runtime);
            for (long[] p : minus(from, to, own)) {
                Attribution.add(
                        parts,
                        counted,
                        "throttled",
                        THROTTLED,
                        new Interval("throttled", "", p[0], p[1]),
                        start,
                        finish,
                        true);
            }
        }
        long notExecuting = 0;
        String evidence;
        if (traced) {
            List<long[]> interrupted = new ArrayList<>();
            for (int c : ranOn) {
                for (Interval i : rule.trace.interrupts(c, start, finish)) {
                    Attribution.add(parts, counted, i.kind(), i.detail(), i, start, finish, true);
                    interrupted.add(new long[] {Math.max(start, i.start()), Math.min(finish, i.end())});
                }
                for (Interval t : rule.trace.tasks(c, start, finish)) {
                    if (t.kind().equals("idle")) {
                        boolean quiet =
                                rule.trace.interrupts(c, t.start(), t.end()).isEmpty();
                        if (quiet && rule.steal.grownAround(c, start, finish) > 0) {
                            for (long[] p : minus(t.start(), t.end(), own)) {
                                Attribution.add(
                                        parts,
                                        counted,
                                        "steal",
                                        "vCPU not running",
                                        new Interval("steal", "", p[0], p[1]),
                                        start,
                                        finish,
                                        true);
                            }
                        }
                        continue;
                    }
                    if (CpuTrace.pidOf(t) == tid) continue;
                    String kind = Attribution.compiler(t) ? "jit" : "task";
                    for (long[] p : minus(t.start(), t.end(), own)) {
                        Attribution.add(
                                parts,
                                counted,
                                kind,
                                t.detail(),
                                new Interval(kind, t.detail(), p[0], p[1]),
                                start,
                                finish,
                                true);
                    }
                }
            }
            long onCpu = Attribution.union(own);
            long interruptedWhileOn = intersection(merged(interrupted), own);
            if (known) {
                long silent = onCpu - executed - interruptedWhileOn;
                if (silent > Attribution.TOLERANCE_NANOS) {
                    notExecuting = silent;
                    String detail = NOT_EXECUTING + (rule.guest ? Attribution.ON_A_GUEST : " (firmware: an SMI)");
                    long end = own.isEmpty() ? finish : own.get(own.size() - 1)[1];
                    Attribution.add(
                            parts,
                            counted,
                            "stall",
                            detail,
                            new Interval("stall", detail, Math.max(start, end - silent), end),
                            start,
                            finish,
                            true);
                }
            }
            evidence = "on CPU " + join(ranOn) + " " + Explanation.time(onCpu) + " of its run by the trace";
        } else {
            evidence = rule.trace == null
                    ? "no trace"
                    : tid <= 0 ? "no thread id to find it in the trace" : "the trace does not cover its run";
            long grown = 0;
            int stealCpu = -1;
            for (int c : ranOn) {
                long g = rule.steal.grownAround(c, start, finish);
                if (g > grown) {
                    grown = g;
                    stealCpu = c;
                }
            }
            if (grown > 0) {
                long d = Math.min(grown, offCpu);
                Attribution.add(
                        parts,
                        counted,
                        "steal",
                        "steal grew on CPU " + stealCpu + " (no trace)",
                        new Interval("steal", "", finish - d, finish),
                        start,
                        finish,
                        true);
            }
        }

        // what of the run the causes cover: the located ones' union, and the time on the CPU not executing (a
        // part of the run no located cause can cover: the thread was on its CPU then)
        List<long[]> located = new ArrayList<>();
        for (Map.Entry<String, List<long[]>> e : parts.entrySet()) {
            if (counted.get(e.getKey()) && !e.getKey().startsWith("stall\u0000")) located.addAll(e.getValue());
        }
        long coveredRun = Math.min(offCpu, Attribution.union(located) + notExecuting);
        long delayToExplain = start - release;
        long delayCovered = delayToExplain - delay.unexplainedNanos();
        long toExplain = delayToExplain + offCpu;
        long unexplained = Math.max(0, toExplain - delayCovered - coveredRun);

        List<Cause> causes = new ArrayList<>(merge(delay.causes(), parts, counted));
        Cause main = null;
        if (known && toExplain <= Attribution.TOLERANCE_NANOS) {
            main = new Cause("execution", EXECUTION, executed, List.of(new long[] {start, finish}), false);
            causes.add(0, main);
        } else if (toExplain > 0 && (delayCovered + coveredRun) * 2 >= toExplain) {
            main = causes.stream().filter(Cause::counted).findFirst().orElse(null);
        }
        String all = "start delay " + Explanation.time(delayToExplain) + ": " + delay.evidence() + "; its run "
                + Explanation.time(run) + ", "
                + (known
                        ? "executed " + Explanation.time(executed) + ", off its CPU " + Explanation.time(offCpu)
                        : "executed time unknown: all of it is to be explained")
                + (throttled ? ", past its SCHED_DEADLINE runtime " + Explanation.time(runtime) : "") + "; "
                + evidence;
        return new Spike(thread, sample, release, response, response - toExplain, causes, unexplained, main, all);
    }

    /** The causes of the start delay and those of the run, one entry a kind and detail, largest first. */
    private static List<Cause> merge(List<Cause> delay, Map<String, List<long[]>> parts, Map<String, Boolean> counted) {
        Map<String, Cause> byKey = new LinkedHashMap<>();
        for (Cause c : delay) byKey.put(c.kind() + "\u0000" + c.detail(), c);
        for (Map.Entry<String, List<long[]>> e : parts.entrySet()) {
            String[] key = e.getKey().split("\u0000", 2);
            long d = 0;
            for (long[] p : e.getValue()) d += p[1] - p[0];
            Cause c = new Cause(key[0], key[1], d, e.getValue(), counted.get(e.getKey()));
            byKey.merge(e.getKey(), c, (a, b) -> {
                List<long[]> both = new ArrayList<>(a.parts());
                both.addAll(b.parts());
                return new Cause(
                        a.kind(), a.detail(), a.durationNanos() + b.durationNanos(), both, a.counted() || b.counted());
            });
        }
        List<Cause> out = new ArrayList<>(byKey.values());
        out.sort(Comparator.comparingLong(Cause::durationNanos).reversed());
        return out;
    }

    /** The intervals in which the thread ran on one of {@code cpus} within [from, to], by the trace, in order. */
    private List<long[]> ownRunning(Set<Integer> cpus, int tid, long from, long to) {
        List<long[]> own = new ArrayList<>();
        for (int c : cpus) {
            for (Interval t : rule.trace.tasks(c, from, to)) {
                if (t.kind().equals("task") && CpuTrace.pidOf(t) == tid) {
                    long s = Math.max(from, t.start());
                    long e = Math.min(to, t.end());
                    if (e > s) own.add(new long[] {s, e});
                }
            }
        }
        return merged(own);
    }

    /** [from, to] less the (sorted, disjoint) intervals {@code holes}. */
    static List<long[]> minus(long from, long to, List<long[]> holes) {
        List<long[]> out = new ArrayList<>();
        long at = from;
        for (long[] h : holes) {
            if (h[1] <= at) continue;
            if (h[0] >= to) break;
            if (h[0] > at) out.add(new long[] {at, h[0]});
            at = Math.max(at, h[1]);
        }
        if (to > at) out.add(new long[] {at, to});
        return out;
    }

    /** The intervals sorted and merged where they touch or overlap. */
    static List<long[]> merged(List<long[]> parts) {
        List<long[]> sorted = new ArrayList<>(parts);
        sorted.sort(Comparator.comparingLong(p -> p[0]));
        List<long[]> out = new ArrayList<>();
        for (long[] p : sorted) {
            if (!out.isEmpty() && p[0] <= out.get(out.size() - 1)[1]) {
                long[] last = out.get(out.size() - 1);
                last[1] = Math.max(last[1], p[1]);
            } else {
                out.add(new long[] {p[0], p[1]});
            }
        }
        return out;
    }

    /** How long two sorted, disjoint lists of intervals overlap. */
    static long intersection(List<long[]> a, List<long[]> b) {
        long total = 0;
        int i = 0;
        int j = 0;
        while (i < a.size() && j < b.size()) {
            long s = Math.max(a.get(i)[0], b.get(j)[0]);
            long e = Math.min(a.get(i)[1], b.get(j)[1]);
            if (e > s) total += e - s;
            if (a.get(i)[1] < b.get(j)[1]) i++;
            else j++;
        }
        return total;
    }

    private static String join(Set<Integer> cpus) {
        StringBuilder sb = new StringBuilder();
        for (int c : cpus) sb.append(sb.length() == 0 ? "" : ",").append(c);
        return sb.toString();
    }
}
