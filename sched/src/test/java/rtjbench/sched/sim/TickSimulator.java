package rtjbench.sched.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import rtjbench.sched.model.TaskSet;

/**
 * The reference the event-driven simulator is checked against: the same rules, written the slow, obvious way,
 * one time unit at a time (every tick looks at every job). Only for small integer task sets in tests.
 */
final class TickSimulator {
    /** One job as the reference saw it. */
    static final class RefJob {
        final int task;
        final long number;
        final long release;
        final long deadline;
        final long key;
        final int id;
        long remaining;
        long start = -1;
        long finish = -1;
        int lastCpu = -1;
        int preemptions;
        int migrations;

        RefJob(int id, int task, long number, long release, long deadline, long key, long wcet) {
            this.id = id;
            this.task = task;
            this.number = number;
            this.release = release;
            this.deadline = deadline;
            this.key = key;
            this.remaining = wcet;
        }
    }

    /** What the reference ended with. */
    static final class Outcome {
        final List<RefJob> jobs = new ArrayList<>();
        /** owner[cpu][t]: the index in {@link #jobs} of the job that ran on cpu in [t, t+1), or -1. */
        int[][] owner;

        long end;
        long misses;
        int firstMissTask = -1;
        long firstMissTime = -1;
        long migrations;
        long preemptions;
    }

    private static final Comparator<RefJob> ORDER = Comparator.<RefJob>comparingLong(j -> j.key)
            .thenComparingInt(j -> j.task)
            .thenComparingLong(j -> j.number);

    private TickSimulator() {}

    /**
     * @param rank null for EDF, else each task's fixed rank
     * @param clusterCpus each cluster's CPUs in increasing order
     */
    static Outcome run(
            TaskSet set, int cpus, int[][] clusterCpus, int[] clusterOfTask, int[] rank, long horizon, boolean stop) {
        int n = set.size();
        Outcome out = new Outcome();
        out.owner = new int[cpus][(int) horizon];
        for (int[] row : out.owner) {
            Arrays.fill(row, -1);
        }
        RefJob[] onCpu = new RefJob[cpus];
        long[] released = new long[n];
        int[] firstUnfinished = new int[n];
        List<RefJob> open = new ArrayList<>(); // released, neither finished nor counted late yet
        List<List<RefJob>> jobsOfTask = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            jobsOfTask.add(new ArrayList<>());
        }
        for (long t = 0; ; t++) {
            // completions at t
            for (int c = 0; c < cpus; c++) {
                if (onCpu[c] != null && onCpu[c].remaining == 0) {
                    onCpu[c].finish = t;
                    onCpu[c] = null;
                }
            }
            // deadlines passed unfinished, in (deadline, task, number) order
            List<RefJob> late = new ArrayList<>();
            for (int i = 0; i < open.size(); i++) {
                RefJob j = open.get(i);
                if (j.finish >= 0) {
                    open.remove(i--);
                } else if (j.deadline <= t) {
                    late.add(j);
                    open.remove(i--);
                }
            }
            late.sort(Comparator.<RefJob>comparingLong(j -> j.deadline)
                    .thenComparingInt(j -> j.task)
                    .thenComparingLong(j -> j.number));
            for (RefJob j : late) {
                out.misses++;
                if (out.firstMissTime < 0) {
                    out.firstMissTime = j.deadline;
                    out.firstMissTask = j.task;
                }
            }
            if ((stop && !late.isEmpty()) || t == horizon) {
                out.end = t;
                return out;
            }
            // releases at t
            for (int i = 0; i < n; i++) {
                if (t % set.get(i).period() == 0) {
                    long d = t + set.get(i).deadline();
                    RefJob j = new RefJob(
                            out.jobs.size(),
                            i,
                            released[i]++,
                            t,
                            d,
                            rank == null ? d : rank[i],
                            set.get(i).wcet());
                    out.jobs.add(j);
                    open.add(j);
                    jobsOfTask.get(i).add(j);
                }
            }
            // each cluster: choose, keep, preempt, place
            for (int k = 0; k < clusterCpus.length; k++) {
                int[] mine = clusterCpus[k];
                List<RefJob> eligible = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    if (clusterOfTask[i] != k) {
                        continue;
                    }
                    List<RefJob> own = jobsOfTask.get(i);
                    while (firstUnfinished[i] < own.size() && own.get(firstUnfinished[i]).finish >= 0) {
                        firstUnfinished[i]++; // jobs are listed in release order: the first unfinished is the oldest
                    }
                    if (firstUnfinished[i] < own.size()) {
                        eligible.add(own.get(firstUnfinished[i]));
                    }
                }
                eligible.sort(ORDER);
                List<RefJob> chosen = eligible.subList(0, Math.min(mine.length, eligible.size()));
                List<RefJob> fresh = new ArrayList<>();
                for (RefJob j : chosen) {
                    boolean running = false;
                    for (int c : mine) {
                        running |= onCpu[c] == j;
                    }
                    if (!running) {
                        fresh.add(j);
                    }
                }
                for (int c : mine) {
                    if (onCpu[c] != null && !chosen.contains(onCpu[c])) {
                        out.preemptions++;
                        onCpu[c].preemptions++;
                        onCpu[c] = null;
                    }
                }
                int next = 0;
                for (int c : mine) {
                    if (onCpu[c] == null && next < fresh.size()) {
                        RefJob j = fresh.get(next++);
                        if (j.lastCpu >= 0 && j.lastCpu != c) {
                            out.migrations++;
                            j.migrations++;
                        }
                        j.lastCpu = c;
                        if (j.start < 0) {
                            j.start = t;
                        }
                        onCpu[c] = j;
                    }
                }
            }
            // one tick of execution
            for (int c = 0; c < cpus; c++) {
                if (onCpu[c] != null) {
                    onCpu[c].remaining--;
                    out.owner[c][(int) t] = onCpu[c].id;
                }
            }
        }
    }
}
