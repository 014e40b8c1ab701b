package rtjbench.sched.sim;

/**
 * Where a simulation hands each job once its fate is known: when it completes, and at the end of the simulation
 * for the jobs still unfinished. Called in that order (completion time, then the unfinished in release order), so
 * a sink can stream millions of jobs to a file without holding them.
 */
public interface JobSink {
    void job(JobRecord job);
}
