package rtjbench.tools.sched;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.sim.JobRecord;
import rtjbench.sched.sim.JobSink;
import rtjbench.sched.sim.SimResult;
import rtjbench.tools.sched.SimulationService.SimulatedSet;

/** {@code sched simulate}'s outputs: the text, the CSV of the sets, and the CSV of every job. */
final class SimulateFormat {
    static final String CSV_HEADER =
            "set,schedulable,first_miss_task,first_miss_time_ns,migrations,preemptions,average_slack_ns";
    static final String JOBS_HEADER =
            "set,task,job,release_ns,deadline_ns,start_ns,finish_ns,response_ns,preemptions,migrations,cpus";

    private SimulateFormat() {}

    /** The CSV of the sets: {@link #CSV_HEADER}, then a row a set. */
    static String csv(List<SimulatedSet> sets) {
        StringBuilder sb = new StringBuilder(CSV_HEADER).append('\n');
        for (SimulatedSet o : sets) {
            SimResult r = o.result();
            if (r == null) {
                sb.append(o.id()).append(',').append(o.outcome().csv()).append(",,,,,\n");
                continue;
            }
            boolean missed = r.firstMissTask() >= 0;
            sb.append(o.id() + "," + o.outcome().csv() + ","
                    + (missed ? o.set().get(r.firstMissTask()).name() : "") + ","
                    + (missed ? Long.toString(r.firstMissTime()) : "") + "," + r.migrations() + "," + r.preemptions()
                    + "," + (r.jobsFinished() == 0 ? "" : String.format(Locale.ROOT, "%.1f", r.averageSlack()))
                    + "\n");
        }
        return sb.toString();
    }

    /** The text: what overheads were charged, then a block a set. */
    static String text(SimulateRequest q, List<SimulatedSet> sets) {
        StringBuilder sb = new StringBuilder();
        if (q.overheads() != Overheads.NONE) {
            sb.append("overheads: \"")
                    .append(
                            q.overheads() instanceof OverheadModel m
                                    ? m.name()
                                    : q.overheads().toString())
                    .append("\", charged to every WCET as ")
                    .append(q.scheduler().partitioned() ? "partitioned" : "global")
                    .append(" scheduling\n");
            Charging.notCharged(q.overheads())
                    .forEach(line -> sb.append("  ").append(line).append('\n'));
        }
        for (SimulatedSet o : sets) {
            sb.append(heading(q, o));
            String verdict = switch (o.outcome()) {
                case SCHEDULABLE -> q.exact() ? "schedulable" : "no deadline missed";
                case UNSCHEDULABLE -> "not schedulable: " + o.why();
                default -> "na: " + o.why();
            };
            sb.append("  ").append(verdict).append(" (").append(o.window()).append(")\n");
            if (o.result() != null) {
                sb.append(metrics(o.set(), o.result()));
            }
        }
        return sb.toString();
    }

    /** A sink that writes each job as a row of the jobs CSV ({@link #JOBS_HEADER}) of set {@code setId}. */
    static JobSink jobWriter(Writer w, String setId, TaskSet set) {
        return j -> {
            try {
                w.write(setId + "," + set.get(j.task()).name() + "," + j.number() + "," + j.release() + ","
                        + j.deadline() + "," + (j.start() == JobRecord.NOT_YET ? "" : Long.toString(j.start())) + ","
                        + (j.finished() ? Long.toString(j.finish()) : "") + ","
                        + (j.finished() ? Long.toString(j.response()) : "") + "," + j.preemptions() + ","
                        + j.migrations() + "," + j.cpuPath() + "\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    private static String heading(SimulateRequest q, SimulatedSet o) {
        StringBuilder sb = new StringBuilder();
        sb.append("set ").append(o.id()).append(": ").append(o.set().size()).append(" tasks on ");
        sb.append(q.cpus()).append(q.cpus() == 1 ? " CPU, " : " CPUs, ").append(q.scheduler());
        if (q.scheduler().clustered()) {
            sb.append(" (clusters ").append(q.clusters()).append(')');
        }
        if (!q.scheduler().edf()) {
            sb.append(" (priorities ").append(q.scheduler().priorityOrder()).append(')');
        }
        sb.append(
                q.partitioning() == null
                        ? ""
                        : ", partitioned " + q.partitioning().abbreviation());
        sb.append(q.exact() ? ", exact test" : "").append('\n');
        String cpmd = Charging.cpmdLeftOut(o.set(), q.overheads(), Task.NONE);
        if (cpmd != null) {
            sb.append("  ").append(cpmd).append('\n');
        }
        return sb.toString();
    }

    private static String metrics(TaskSet set, SimResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "  jobs: %d released, %d finished; migrations %d, preemptions %d, average slack %s%n",
                r.jobsReleased(),
                r.jobsFinished(),
                r.migrations(),
                r.preemptions(),
                r.jobsFinished() == 0 ? "-" : Time.describe(Math.round(r.averageSlack()))));
        if (r.misses() > 1) {
            sb.append("  deadlines missed: ").append(r.misses()).append('\n');
        }
        sb.append("  longest response:");
        for (int i = 0; i < set.size(); i++) {
            long resp = r.maxResponse(i);
            sb.append(' ').append(set.get(i).name()).append(' ').append(resp < 0 ? "-" : Time.describe(resp));
            sb.append(i + 1 < set.size() ? "," : "\n");
        }
        return sb.toString();
    }
}
