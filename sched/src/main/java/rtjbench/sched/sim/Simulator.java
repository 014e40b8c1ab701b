package rtjbench.sched.sim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * The event-driven simulation of a synchronous periodic task set: every task releases a job at 0, T, 2T, ...,
 * each job executes exactly its task's WCET, and time jumps from one event to the next (a release, a completion,
 * a deadline passed unfinished), so a simulated second costs the jobs in it, not a billion steps.
 *
 * <p>At each instant, in this order: the running jobs that are done complete; deadlines passed unfinished are
 * misses (a job completing exactly at its deadline meets it); the jobs due at the instant are released; then
 * each cluster whose jobs changed chooses, among its eligible jobs (a task's oldest unfinished job; its later
 * ones wait for it), as many as it has CPUs in {@link JobPriority} order. A chosen job already running keeps its
 * CPU; a running job not chosen is preempted; the CPUs left free go to the newly chosen jobs, the lowest CPU
 * index to the highest-priority job. Nothing here depends on anything but the task set, the placement, the
 * priority rule and time, so the same input always gives the same schedule.
 *
 * <p>Drive it with {@link #advanceTo} (as far as asked, or to a miss where {@link AfterMiss#STOP}), look at
 * {@link #state()} between instants, and end it with {@link #finish()}.
 */
public final class Simulator {
    private final Placement placement;
    private final AfterMiss afterMiss;
    private final JobSink sink;
    private final long[] periods;
    private final long[] deadlines;
    private final long[] wcets;
    private final JobPriority priority;

    private final TaskQueue[] tasks;
    private final Cluster[] clusters;
    private final Job[] onCpu;
    private final PriorityQueue<TaskQueue> releases;
    private final PriorityQueue<Job> dueOrder = new PriorityQueue<>(Job.BY_DEADLINE);

    private long now;
    /** Whether the instant {@code now} has had its releases and its scheduling. */
    private boolean opened;

    private boolean stopped;
    private boolean finished;

    private long misses;
    private int firstMissTask = (int) SimResult.NONE;
    private long firstMissTime = SimResult.NONE;
    private long migrations;
    private long preemptions;
    private long jobsReleased;
    private long jobsFinished;
    private long slackSum;
    private final long[] maxResponse;

    /** A simulation at time 0, before its first releases; {@code sink} may be null (no per-job output). */
    public Simulator(TaskSet set, Placement placement, JobPriority priority, AfterMiss afterMiss, JobSink sink) {
        if (placement.tasks() != set.size()) {
            throw new IllegalArgumentException(
                    "the placement is for " + placement.tasks() + " tasks, the set has " + set.size());
        }
        if (priority.tasksRanked() >= 0 && priority.tasksRanked() != set.size()) {
            throw new IllegalArgumentException(
                    "the priorities rank " + priority.tasksRanked() + " tasks, the set has " + set.size());
        }
        this.placement = placement;
        this.priority = priority;
        this.afterMiss = afterMiss;
        this.sink = sink;
        int n = set.size();
        periods = new long[n];
        deadlines = new long[n];
        wcets = new long[n];
        tasks = new TaskQueue[n];
        maxResponse = new long[n];
        Arrays.fill(maxResponse, SimResult.NONE);
        releases = new PriorityQueue<>(Math.max(1, n), (a, b) -> {
            int c = Long.compare(a.nextRelease, b.nextRelease);
            return c != 0 ? c : Integer.compare(a.index, b.index);
        });
        for (int i = 0; i < n; i++) {
            Task t = set.get(i);
            periods[i] = t.period();
            deadlines[i] = t.deadline();
            wcets[i] = t.wcet();
            tasks[i] = new TaskQueue(i);
            releases.add(tasks[i]);
        }
        Clusters c = placement.clusters();
        clusters = new Cluster[c.count()];
        for (int k = 0; k < clusters.length; k++) {
            clusters[k] = new Cluster(c.members(k));
        }
        onCpu = new Job[c.cpus()];
    }

    /** The simulated time. */
    public long now() {
        return now;
    }

    /** Whether the simulation ended at a miss ({@link AfterMiss#STOP}). */
    public boolean stopped() {
        return stopped;
    }

    /**
     * Simulates every instant before {@code t}, and at {@code t} the completions and deadline checks but not
     * the releases (so that {@link #state()} sees the end of the window). Returns false where it stopped at a
     * miss first ({@link #now()} is then the miss's instant).
     */
    public boolean advanceTo(long t) {
        if (finished) {
            throw new IllegalStateException("the simulation has finished");
        }
        if (t < now) {
            throw new IllegalArgumentException("cannot go back from " + now + " to " + t);
        }
        while (!stopped && now < t) {
            if (!opened) {
                releaseDueJobs();
                scheduleChangedClusters();
                opened = true;
            }
            long next = Math.min(t, nextEvent());
            long elapsed = next - now;
            for (Job j : onCpu) {
                if (j != null) {
                    j.remaining -= elapsed;
                }
            }
            now = next;
            opened = false;
            completeDoneJobs();
            if (checkDeadlines() && afterMiss == AfterMiss.STOP) {
                stopped = true;
            }
        }
        return !stopped;
    }

    /**
     * The pending jobs at {@code now()}, before the instant's releases; only between instants (after {@link
     * #advanceTo} returned, or at 0).
     */
    public ScheduleState state() {
        if (opened) {
            throw new IllegalStateException("the state is taken before an instant's releases");
        }
        int pending = 0;
        for (TaskQueue q : tasks) {
            pending += q.pending.size();
        }
        long[] jobs = new long[pending * 3];
        int i = 0;
        for (TaskQueue q : tasks) {
            for (Job j : q.pending) {
                jobs[i++] = j.task;
                jobs[i++] = j.remaining;
                jobs[i++] = j.deadline - now;
            }
        }
        return new ScheduleState(jobs);
    }

    /**
     * Ends the simulation at {@code now()}: the running jobs' last stretches end there, the jobs still pending
     * go to the sink unfinished, and the result covers {@code [0, now()]}.
     */
    public SimResult finish() {
        if (!finished) {
            finished = true;
            for (Job j : onCpu) {
                if (j != null) {
                    j.endStretch(now);
                }
            }
            if (sink != null) {
                List<Job> unfinished = new ArrayList<>();
                for (TaskQueue q : tasks) {
                    unfinished.addAll(q.pending);
                }
                unfinished.sort((a, b) -> {
                    int c = Long.compare(a.release, b.release);
                    return c != 0 ? c : Integer.compare(a.task, b.task);
                });
                for (Job j : unfinished) {
                    sink.job(j.record());
                }
            }
        }
        return new SimResult(
                now,
                stopped,
                misses,
                firstMissTask,
                firstMissTime,
                migrations,
                preemptions,
                jobsReleased,
                jobsFinished,
                slackSum,
                maxResponse);
    }

    /** The next instant after {@code now} where something happens: a release, a completion, a deadline. */
    private long nextEvent() {
        long next = releases.isEmpty() ? Long.MAX_VALUE : releases.peek().nextRelease;
        for (Job j : onCpu) {
            if (j != null) {
                next = Math.min(next, saturatedSum(now, j.remaining));
            }
        }
        while (!dueOrder.isEmpty() && dueOrder.peek().finish != JobRecord.NOT_YET) {
            dueOrder.poll();
        }
        if (!dueOrder.isEmpty()) {
            next = Math.min(next, dueOrder.peek().deadline);
        }
        return next;
    }

    private void releaseDueJobs() {
        while (!releases.isEmpty() && releases.peek().nextRelease == now) {
            TaskQueue q = releases.poll();
            int i = q.index;
            Job j = new Job(
                    i,
                    q.released++,
                    now,
                    saturatedSum(now, deadlines[i]),
                    priority.key(i, saturatedSum(now, deadlines[i])),
                    wcets[i],
                    sink != null);
            jobsReleased++;
            q.pending.addLast(j);
            dueOrder.add(j);
            if (q.pending.size() == 1) {
                becomeEligible(j);
            }
            q.nextRelease = saturatedSum(now, periods[i]);
            if (q.nextRelease != Long.MAX_VALUE) {
                releases.add(q);
            }
        }
    }

    private void becomeEligible(Job j) {
        Cluster c = clusters[placement.clusterOf(j.task)];
        c.waiting.add(j);
        c.changed = true;
    }

    private void completeDoneJobs() {
        for (int cpu = 0; cpu < onCpu.length; cpu++) {
            Job j = onCpu[cpu];
            if (j == null || j.remaining > 0) {
                continue;
            }
            onCpu[cpu] = null;
            j.endStretch(now);
            j.finish = now;
            clusters[placement.clusterOf(j.task)].changed = true;
            jobsFinished++;
            slackSum = Math.addExact(slackSum, j.deadline - now);
            maxResponse[j.task] = Math.max(maxResponse[j.task], now - j.release);
            TaskQueue q = tasks[j.task];
            q.pending.removeFirst();
            if (!q.pending.isEmpty()) {
                becomeEligible(q.pending.peekFirst());
            }
            if (sink != null) {
                sink.job(j.record());
            }
        }
    }

    /** Counts the deadlines passed unfinished at {@code now}; true where there was one. */
    private boolean checkDeadlines() {
        boolean missed = false;
        while (!dueOrder.isEmpty() && dueOrder.peek().deadline <= now) {
            Job j = dueOrder.poll();
            if (j.finish != JobRecord.NOT_YET) {
                continue;
            }
            misses++;
            missed = true;
            if (firstMissTime == SimResult.NONE) {
                firstMissTime = j.deadline;
                firstMissTask = j.task;
            }
        }
        return missed;
    }

    private void scheduleChangedClusters() {
        for (Cluster c : clusters) {
            if (c.changed) {
                c.changed = false;
                schedule(c);
            }
        }
    }

    /** Chooses the cluster's highest-priority eligible jobs and puts them on its CPUs by the rules above. */
    private void schedule(Cluster c) {
        Job[] chosen = c.chosen;
        int count = 0;
        for (int cpu : c.cpus) {
            Job running = onCpu[cpu];
            if (running != null) {
                running.selected = true;
                chosen[count++] = running;
            }
        }
        while (!c.waiting.isEmpty()) {
            Job best = c.waiting.peek();
            if (count < chosen.length) {
                c.waiting.poll();
                best.selected = true;
                chosen[count++] = best;
                continue;
            }
            int worst = 0;
            for (int k = 1; k < count; k++) {
                if (chosen[worst].before(chosen[k])) {
                    worst = k;
                }
            }
            if (!best.before(chosen[worst])) {
                break;
            }
            c.waiting.poll();
            Job out = chosen[worst];
            out.selected = false;
            if (out.cpu < 0) {
                c.waiting.add(out); // chosen a moment ago, never started: back in line
            }
            best.selected = true;
            chosen[worst] = best;
        }
        for (int cpu : c.cpus) {
            Job running = onCpu[cpu];
            if (running != null && !running.selected) {
                running.endStretch(now);
                onCpu[cpu] = null;
                preemptions++;
                running.preemptions++;
                c.waiting.add(running);
            }
        }
        int fresh = 0;
        for (int k = 0; k < count; k++) {
            if (chosen[k].cpu < 0) {
                chosen[fresh++] = chosen[k];
            }
        }
        Arrays.sort(chosen, 0, fresh, Job.BY_PRIORITY);
        int next = 0;
        for (int cpu : c.cpus) {
            if (next == fresh) {
                break;
            }
            if (onCpu[cpu] == null) {
                Job j = chosen[next++];
                if (j.lastCpu >= 0 && j.lastCpu != cpu) {
                    migrations++;
                    j.migrations++;
                }
                j.startStretch(cpu, now);
                onCpu[cpu] = j;
            }
        }
        for (int cpu : c.cpus) {
            if (onCpu[cpu] != null) {
                onCpu[cpu].selected = false;
            }
        }
        Arrays.fill(chosen, null);
    }

    private static long saturatedSum(long a, long b) {
        long s = a + b;
        return s < a ? Long.MAX_VALUE : s;
    }

    /** A task's unfinished jobs in release order, and its next release. */
    private static final class TaskQueue {
        final int index;
        final ArrayDeque<Job> pending = new ArrayDeque<>();
        long nextRelease;
        long released;

        TaskQueue(int index) {
            this.index = index;
        }
    }

    /** One cluster: its CPUs in increasing order, its eligible jobs not running, and scratch for choosing. */
    private static final class Cluster {
        final int[] cpus;
        final PriorityQueue<Job> waiting = new PriorityQueue<>(Job.BY_PRIORITY);
        final Job[] chosen;
        boolean changed;

        Cluster(int[] cpus) {
            this.cpus = cpus;
            this.chosen = new Job[cpus.length];
        }
    }
}
