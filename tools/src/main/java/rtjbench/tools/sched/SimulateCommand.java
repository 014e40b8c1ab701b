package rtjbench.tools.sched;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.overhead.Overheads;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ProgressLine;
import rtjbench.tools.sched.SimulationService.Prepared;
import rtjbench.tools.sched.SimulationService.SimulatedSet;

/**
 * {@code sched simulate TASKSET --cpus M ...}: each set of a task-set file simulated, its metrics printed. The command
 * line is read by {@link SimulateRequest}, the sets simulated by {@link SimulationService} and printed by
 * {@link SimulateFormat}.
 */
public final class SimulateCommand implements Command {
    @Override
    public String name() {
        return "simulate";
    }

    @Override
    public String summary() {
        return "simulate task sets under global, partitioned, clustered or loosely clustered EDF or FP";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar sched simulate TASKSET --cpus M [--scheduler S] [--clusters C] [--priority P]
                       [--partitioning ffd|nfd|bfd|wfd] [--overheads MODEL] [--horizon TIME | --hyperperiods N]
                       [--after-miss stop|continue] [--format text|csv] [--jobs FILE [--force]]

                Simulates every task set of TASKSET (a task-set file, docs/schedulability.md) on M identical CPUs,
                event by event: each task releases a job at 0, T, 2T, ... that runs exactly its WCET. Ties go to the
                lower task index (file order); a running job that stays chosen keeps its CPU; CPUs freed at an
                instant go to the newly chosen jobs, the lowest CPU to the highest priority.

                Schedulers, by name or alias (case ignored): global-edf (gedf), global-fp (gfp); partitioned-edf
                (pedf), partitioned-fp (pfp): each task on the CPU of its cpu column; clustered-edf (cedf): each task
                in the cluster of its cpu column's CPU, global inside; loose-clustered-edf (loose-cedf): clustered,
                then tasks moved between clusters to equalise their utilisation per CPU (a task without a cpu is
                placed where the load is least). Fixed priorities are deadline monotonic unless --priority says
                otherwise. --partitioning places the tasks by a heuristic instead of the cpu column, in decreasing
                utilisation: partitioned-edf admits a task on a CPU by the exact EDF test, partitioned-fp by
                deadline-monotonic response-time analysis (the partitions of analyse's PEDF-* and PFP-* tests),
                the clustered ones fill equal clusters up to their CPU count in utilisation. A set a heuristic
                cannot place is not schedulable (loose-clustered-edf places the rest itself).

                Overheads: --overheads MODEL (an overhead model file, docs/schedulability.md) inflates each WCET
                as Gracioli et al. charge them (partitioned for the partitioned schedulers, global otherwise) before
                anything else; the simulated jobs run the inflated WCETs.

                Window: by default the exact test, hyperperiod after hyperperiod until the state at a hyperperiod's
                end repeats (schedulable) or a deadline is missed (not), 'na' where a hyperperiod holds more than
                --max-jobs jobs or the state does not repeat within --max-hyperperiods (or where running the
                jobs pending then to their deadlines would pass --max-jobs times --max-hyperperiods jobs).
                --horizon or --hyperperiods simulates a fixed window instead and reports what it saw.
                Job budget: --max-jobs times --max-hyperperiods, the most jobs a set's simulation may release,
                is 100,000,000 at most (about 12 s and 370 MB at the bound: docs/tools.md); --max-hyperperiods
                is 8 by default, or as many as --max-jobs leaves of the budget where that is fewer.

                Metrics: migrations (a job resuming on another CPU than it last ran on), preemptions (a running job
                taken off its CPU before it completes), average slack (deadline - finish over the jobs finished in
                the window). --format csv prints, per set:
                  set,schedulable,first_miss_task,first_miss_time_ns,migrations,preemptions,average_slack_ns
                --jobs FILE writes every job: set,task,job,release_ns,deadline_ns,start_ns,finish_ns,response_ns,
                preemptions,migrations,cpus (cpus: the CPUs it ran on, in order, separated by ';'; an unfinished
                job has no finish). A fixed window is 'na' where it holds more than --max-jobs times
                --max-hyperperiods jobs.
                Past 2 s, the progress (sets done of all, each set's verdict as it ends, those still running every
                10 s) is on standard error; SIGINT or SIGTERM stops the simulation at once, with nothing printed and
                no --jobs file (nor its temporary file) left.
                Bad input exits 2 naming the file, line and field; nothing is written.""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return SimulateRequest.OPTIONS;
    }

    @Override
    public int run(Options o) throws Exception {
        SimulateRequest q = SimulateRequest.parse(o);
        List<TaskSet> read = TaskSetInput.read(q.file());
        if (q.overheads() != Overheads.NONE) {
            OverheadModelFile.checkCovers(q.overheads(), q.overheadsFile(), q.file(), read);
        }
        List<Prepared> sets = SimulationService.prepare(q, read);
        Outputs outputs = new Outputs(q.force());
        Path jobsFile = q.jobs() == null ? null : outputs.claim(q.jobs());
        outputs.check();
        List<SimulatedSet> outcomes;
        // A long simulation says how far it is on the error stream, as analyse does; SIGINT or SIGTERM stops it at
        // once (the VM's exit), with nothing on standard output and no jobs file, not even its temporary file.
        try (ProgressLine progress = ProgressLine.onStderr(sets.size())) {
            if (jobsFile == null) {
                outcomes = SimulationService.simulateAll(q, sets, progress);
            } else {
                List<SimulatedSet> written = new ArrayList<>();
                outputs.write(jobsFile, out -> {
                    Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
                    w.write(SimulateFormat.JOBS_HEADER + "\n");
                    for (Prepared p : sets) {
                        written.add(SimulationService.simulate(
                                q, p, SimulateFormat.jobWriter(w, p.id(), p.set()), progress));
                    }
                    w.flush();
                });
                outcomes = written;
            }
        }
        System.out.print(q.csv() ? SimulateFormat.csv(outcomes) : SimulateFormat.text(q, outcomes));
        return 0;
    }
}
