package rtjbench.events.taskset;

import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.os.ThreadCounters;

/**
 * One task's thread: at each release of the shared schedule it runs one job (the calibrated busy loop) and, for
 * a measured job, records release, start, finish, its CPU time, its CPUs and its involuntary switches into the
 * task's {@link JobLog}, and its response time (finish − release) as the thread's sample, with the finish as the
 * sample's end (so a spike's window is the job's [release, finish]). A job whose release has passed when the one
 * before it finishes starts at once: the schedule is never moved, and jobs of one task never overlap.
 */
final class TaskThread implements ThreadBody {
    private final Timeline.Origin origin;
    private final long period;
    private final int warmupJobs;
    private final BusyWork work;
    private final long iterations;
    private final JobLog log;
    private final ThreadCounters counters;
    private final Release release;

    TaskThread(
            Timeline.Origin origin,
            long period,
            int warmupJobs,
            BusyWork work,
            long iterations,
            JobLog log,
            ThreadCounters counters,
            Release release) {
        this.origin = origin;
        this.period = period;
        this.warmupJobs = warmupJobs;
        this.work = work;
        this.iterations = iterations;
        this.log = log;
        this.counters = counters;
        this.release = release;
    }

    @Override
    public void run(ThreadContext ctx) {
        long first = origin.get();
        release.begin(first);
        long next = first;
        for (int k = 0; k < warmupJobs && !ctx.stopRequested(); k++) {
            job(next, null, null, ctx);
            next += period;
        }
        ctx.warmupDone(warmupJobs);
        SampleSink samples = ctx.samples();
        int jobs = log.capacity();
        for (int j = 0; j < jobs && !ctx.stopRequested(); j++) {
            job(next, log, samples, ctx);
            next += period;
        }
    }

    /** One job released at {@code at}; recorded where {@code into} is given. Allocation-free. */
    private void job(long at, JobLog into, SampleSink samples, ThreadContext ctx) {
        release.await(at);
        long start = System.nanoTime();
        int cpuStart = counters.cpu();
        long cpu0 = counters.cpuTimeNanos();
        long switches0 = counters.involuntarySwitches();
        work.run(iterations);
        long cpu1 = counters.cpuTimeNanos();
        long switches1 = counters.involuntarySwitches();
        int cpuFinish = counters.cpu();
        long finish = System.nanoTime();
        if (into != null) {
            into.record(
                    at,
                    start,
                    finish,
                    cpu0 < 0 || cpu1 < 0 ? -1 : cpu1 - cpu0,
                    cpuStart,
                    cpuFinish,
                    switches0 < 0 || switches1 < 0 ? -1 : switches1 - switches0);
            samples.record(ctx.nanosToTicks(finish - at), finish);
        }
    }
}
