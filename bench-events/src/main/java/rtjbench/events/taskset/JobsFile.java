package rtjbench.events.taskset;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import rtjbench.core.bench.ResultFile;
import rtjbench.sched.model.Task;
import rtjbench.sched.run.JobsCsv;
import rtjbench.sched.run.JobsCsvWriter;
import rtjbench.sched.run.MeasuredJob;

/**
 * The run's {@value JobsCsv#FILE}, in the format the sched module declares ({@link JobsCsv}): one line a measured
 * job, every task's in task order. {@code job} is the job's index among its task's measured jobs, which is also its
 * sample's index in {@code thread-<i>.txt} and in spikes.csv. Written after the run.
 */
final class JobsFile implements ResultFile {
    private final List<TaskOutcome> tasks;

    JobsFile(List<TaskOutcome> tasks) {
        this.tasks = tasks;
    }

    @Override
    public String name() {
        return JobsCsv.FILE;
    }

    @Override
    public void writeTo(OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        JobsCsvWriter jobs = new JobsCsvWriter(w);
        for (int i = 0; i < tasks.size(); i++) {
            TaskOutcome t = tasks.get(i);
            Task task = t.task();
            JobLog log = t.log();
            for (int j = 0; j < log.size(); j++) {
                jobs.write(MeasuredJob.of(
                        task.name(),
                        TaskSetWorkload.thread(i),
                        j,
                        log.release(j),
                        log.start(j),
                        log.finish(j),
                        log.execution(j),
                        log.cpuAtStart(j),
                        log.cpuAtFinish(j),
                        log.switches(j),
                        task.deadline(),
                        t.overrunLimit()));
            }
        }
        jobs.flush();
    }
}
