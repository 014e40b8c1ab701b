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
     * A job's run as the explanation sees it: released, started and finished (start and finish no earlier than
     * the step before), the CPU time it executed ({@code executed}, -1 unknown) and the CPUs it ran on.
     */
    private record JobRun(long release, long start, long finish, long executed, Set<Integer> cpus) {
        static JobRun of(TasksetJobs.Job job, List<Integer> cpus) {
            long start = Math.max(job.release(), job.start());
            Set<Integer> ranOn = new LinkedHashSet<>();
            if (job.cpuStart() >= 0) ranOn.add(job.cpuStart());
            if (job.cpuFinish() >= 0) ranOn.add(job.cpuFinish());
            if (ranOn.isEmpty()) ranOn.addAll(cpus);
            return new JobRun(job.release(), start, Math.max(start, job.finish()), job.executed(), ranOn);
        }

        boolean known() {
            return executed >= 0;
        }

        long run() {
            return finish - start;
        }

        /** The part of the run it did not execute: all of it where its executed time is unknown. */
        long offCpu() {
            return known() ? Math.max(0, run() - executed) : run();
        }
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
        JobRun r = JobRun.of(job, cpus);
        List<Integer> startCpu = job.cpuStart() >= 0 ? List.of(job.cpuStart()) : cpus;
        Spike delay = rule.explain(thread, sample, r.release(), r.start() - r.release(), tid, startCpu, previousEnd);

        CauseParts parts = new CauseParts();
        rule.vmCauses(parts, null, r.start(), r.finish());
        boolean traced = rule.trace != null && tid > 0;
        for (int c : r.cpus()) traced &= rule.trace != null && rule.trace.coveredFrom(c) <= r.start();
        List<long[]> own = traced ? ownRunning(r.cpus(), tid, r.start(), r.finish()) : List.of();
        boolean throttled = r.known() && runtime > 0 && r.executed() > runtime;
        if (throttled) {
            // it ran its runtime at the earliest from its start, and the rest of its execution at the latest up to
            // its finish: in between, where it did not run, the kernel held it
            long to = r.finish() - (r.executed() - runtime);
            parts.addOutside("throttled", THROTTLED, r.start() + runtime, to, own, r.start(), r.finish());
        }
        long notExecuting = 0;
        String evidence;
        if (traced) {
            notExecuting = tracedCauses(parts, r, tid, own);
            evidence = "on CPU " + join(r.cpus()) + " " + Explanation.time(Attribution.union(own))
                    + " of its run by the trace";
        } else {
            evidence = rule.trace == null
                    ? "no trace"
                    : tid <= 0 ? "no thread id to find it in the trace" : "the trace does not cover its run";
            rule.stealWithoutTrace(parts, r.cpus(), r.start(), r.finish(), r.offCpu());
        }
        String all = "start delay " + Explanation.time(r.start() - r.release()) + ": " + delay.evidence() + "; "
                + runSummary(r, throttled ? runtime : -1) + "; " + evidence;
        return spike(thread, sample, r, delay, parts, notExecuting, all);
    }

    /**
     * The spike from the causes of the start delay and of the run. What of the run the causes cover: the located
     * ones' union, and the time on the CPU not executing (a part of the run no located cause can cover: the
     * thread was on its CPU then). The main cause is the job's own execution where there is next to nothing to
     * explain, else the largest counted cause where the causes cover at least half of what is to be explained.
     */
    private static Spike spike(
            String thread, int sample, JobRun r, Spike delay, CauseParts parts, long notExecuting, String evidence) {
        long coveredRun = Math.min(r.offCpu(), parts.covered("stall") + notExecuting);
        long delayToExplain = r.start() - r.release();
        long delayCovered = delayToExplain - delay.unexplainedNanos();
        long toExplain = delayToExplain + r.offCpu();
        long unexplained = Math.max(0, toExplain - delayCovered - coveredRun);

        List<Cause> causes = new ArrayList<>(merge(delay.causes(), parts.causes()));
        Cause main = null;
        if (r.known() && toExplain <= Attribution.TOLERANCE_NANOS) {
            main = new Cause("execution", EXECUTION, r.executed(), List.of(new long[] {r.start(), r.finish()}), false);
            causes.add(0, main);
        } else if (toExplain > 0 && (delayCovered + coveredRun) * 2 >= toExplain) {
            main = CauseParts.largestCounted(causes);
        }
        long response = r.finish() - r.release();
        return new Spike(
                thread, sample, r.release(), response, response - toExplain, causes, unexplained, main, evidence);
    }

    /** The run in words: how long, what it executed and was off its CPU, and whether it ran past its runtime. */
    private static String runSummary(JobRun r, long runtimeExceeded) {
        return "its run " + Explanation.time(r.run()) + ", "
                + (r.known()
                        ? "executed " + Explanation.time(r.executed()) + ", off its CPU " + Explanation.time(r.offCpu())
                        : "executed time unknown: all of it is to be explained")
                + (runtimeExceeded > 0 ? ", past its SCHED_DEADLINE runtime " + Explanation.time(runtimeExceeded) : "");
    }

    /**
     * With the trace covering the run on each of its CPUs: interrupts and softirqs, other tasks while the thread
     * was off its CPU, idle time with steal grown, then the time on the CPU not executing. Returns that last time
     * (0 where none or where the executed time is unknown).
     */
    private long tracedCauses(CauseParts parts, JobRun r, int tid, List<long[]> own) {
        List<long[]> interrupted = new ArrayList<>();
        for (int c : r.cpus()) {
            for (Interval i : rule.trace.interrupts(c, r.start(), r.finish())) {
                parts.add(i.kind(), i.detail(), i, r.start(), r.finish(), true);
                interrupted.add(new long[] {Math.max(r.start(), i.start()), Math.min(r.finish(), i.end())});
            }
            for (Interval t : rule.trace.tasks(c, r.start(), r.finish())) otherTask(parts, r, c, t, tid, own);
        }
        return r.known() ? notExecuting(parts, r, own, interrupted) : 0;
    }

    /**
     * A task of the trace on CPU {@code c} while the job ran, where the thread was off its CPU: another task (a
     * compiler thread as {@code jit}), or the CPU idle without an interrupt while its steal grew.
     */
    private void otherTask(CauseParts parts, JobRun r, int c, Interval t, int tid, List<long[]> own) {
        if (t.kind().equals("idle")) {
            boolean quiet = rule.trace.interrupts(c, t.start(), t.end()).isEmpty();
            if (quiet && rule.steal.grownAround(c, r.start(), r.finish()) > 0) {
                parts.addOutside("steal", "vCPU not running", t.start(), t.end(), own, r.start(), r.finish());
            }
        } else if (CpuTrace.pidOf(t) != tid) {
            String kind = Attribution.compiler(t) ? "jit" : "task";
            parts.addOutside(kind, t.detail(), t.start(), t.end(), own, r.start(), r.finish());
        }
    }

    /**
     * The thread on its CPU longer than it executed, less the interrupts it took there: where that is more than
     * {@link Attribution#TOLERANCE_NANOS}, a {@code stall} at the end of its time on the CPU. Returns it (0: none).
     */
    private long notExecuting(CauseParts parts, JobRun r, List<long[]> own, List<long[]> interrupted) {
        long silent = Attribution.union(own) - r.executed() - intersection(merged(interrupted), own);
        if (silent <= Attribution.TOLERANCE_NANOS) return 0;
        String detail = NOT_EXECUTING + (rule.guest ? Attribution.ON_A_GUEST : " (firmware: an SMI)");
        long end = own.isEmpty() ? r.finish() : own.get(own.size() - 1)[1];
        parts.add("stall", detail, Math.max(r.start(), end - silent), end, r.start(), r.finish());
        return silent;
    }

    /** The causes of the start delay and those of the run, one entry a kind and detail, largest first. */
    private static List<Cause> merge(List<Cause> delay, List<Cause> run) {
        Map<String, Cause> byKey = new LinkedHashMap<>();
        for (Cause c : delay) byKey.put(c.kind() + "\u0000" + c.detail(), c);
        for (Cause c : run) {
            byKey.merge(c.kind() + "\u0000" + c.detail(), c, (a, b) -> {
                List<long[]> both = new ArrayList<>(a.parts());
                both.addAll(b.parts());
                return new Cause(
                        a.kind(), a.detail(), a.durationNanos() + b.durationNanos(), both, a.counted() || b.counted());
            });
        }
        return CauseParts.largestFirst(new ArrayList<>(byKey.values()));
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
