package rtjbench.events.taskset;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import rtjbench.core.bench.ResultFile;
import rtjbench.sched.model.Task;

/**
 * {@value #NAME}: one line a measured job, every task's in task order. {@code job} is the job's index among its
 * task's measured jobs, which is also its sample's index in {@code thread-<i>.txt} and in spikes.csv; times are
 * System.nanoTime (CLOCK_MONOTONIC) ns, as in spikes.csv. Written after the run.
 */
final class JobsCsv implements ResultFile {
    static final String NAME = "jobs.csv";
    static final String HEADER = "task,thread,job,release_ns,start_ns,finish_ns,response_ns,lateness_ns,execution_ns,"
            + "cpu_start,cpu_finish,switches,preempted,migrated,missed,overrun";

    private final List<TaskOutcome> tasks;

    JobsCsv(List<TaskOutcome> tasks) {
        this.tasks = tasks;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void writeTo(OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        w.write(HEADER);
        w.write('\n');
        StringBuilder line = new StringBuilder(160);
        for (int i = 0; i < tasks.size(); i++) {
            TaskOutcome t = tasks.get(i);
            Task task = t.task();
            JobLog log = t.log();
            for (int j = 0; j < log.size(); j++) {
                line.setLength(0);
                line.append(task.name())
                        .append(",thread-")
                        .append(i)
                        .append(',')
                        .append(j);
                line.append(',').append(log.release(j)).append(',').append(log.start(j));
                line.append(',').append(log.finish(j)).append(',').append(log.response(j));
                line.append(',').append(log.response(j) - task.deadline());
                line.append(',').append(log.execution(j));
                line.append(',').append(log.cpuAtStart(j)).append(',').append(log.cpuAtFinish(j));
                line.append(',').append(log.switches(j));
                line.append(',').append(log.preempted(j));
                line.append(',').append(log.migrated(j));
                line.append(',').append(t.missed(j));
                line.append(',').append(t.overran(j));
                line.append('\n');
                w.write(line.toString());
            }
        }
        w.flush();
    }
}
