package rtjbench.core.os;

/**
 * What a thread reads about itself around a timed part, without allocating: the CPU it runs on, its CPU time and
 * its involuntary context switches (each one a preemption: the kernel took the CPU from it while it could run).
 * One instance a thread ({@link ThreadControl#countersForThisThread}), used only by that thread: it keeps the
 * buffers the system calls fill. Each figure is -1 where this platform cannot give it.
 */
public interface ThreadCounters {
    /** Nothing native: every figure unknown. */
    ThreadCounters NONE = new ThreadCounters() {
        @Override
        public int cpu() {
            return -1;
        }

        @Override
        public long cpuTimeNanos() {
            return -1;
        }

        @Override
        public long involuntarySwitches() {
            return -1;
        }

        @Override
        public String describe() {
            return "none";
        }
    };

    /** The CPU the thread runs on now ({@code sched_getcpu}), or -1. */
    int cpu();

    /** The thread's CPU time in ns ({@code CLOCK_THREAD_CPUTIME_ID}), or -1. */
    long cpuTimeNanos();

    /** The thread's involuntary context switches so far ({@code getrusage(RUSAGE_THREAD)}'s ru_nivcsw), or -1. */
    long involuntarySwitches();

    /** Where the figures come from, for a run's metadata. */
    String describe();
}
