package rtjbench.sched.overhead;

/**
 * The overhead figures a charging rule needs, in whole nanoseconds. Figures that depend on the number of tasks
 * are asked with the set's size; an implementation built from measurements answers with the figure measured for
 * the next smaller measured count (seed 004 §5: a set of 20 tasks is charged the overhead measured for 15 when 15
 * and 25 were measured). A figure a model does not have is 0 there, and the model says which it lacks.
 */
public interface Overheads {
    /** No overheads: the ideal platform of the schedulability papers. */
    Overheads NONE = new Overheads() {
        @Override
        public long release(int tasks) {
            return 0;
        }

        @Override
        public long schedule(int tasks) {
            return 0;
        }

        @Override
        public long contextSwitch(int tasks) {
            return 0;
        }

        @Override
        public long cpmd(long wss) {
            return 0;
        }

        @Override
        public long releaseLatency(int tasks) {
            return 0;
        }

        @Override
        public long crossCpuWakeup(int tasks) {
            return 0;
        }

        @Override
        public String toString() {
            return "none";
        }
    };

    /** The time the platform spends releasing one job (the timer's interrupt and the queue), with n tasks. */
    long release(int tasks);

    /** One scheduling decision, with n tasks. */
    long schedule(int tasks);

    /** One context switch, with n tasks. */
    long contextSwitch(int tasks);

    /**
     * The cache-related preemption or migration delay of a job whose working set is {@code wss} bytes (a
     * task without one, {@link rtjbench.sched.model.Task#NONE}, gets the model's figure for an unknown size).
     */
    long cpmd(long wss);

    /** How late a release takes effect after its time: the timer's wake-up latency, with n tasks. */
    long releaseLatency(int tasks);

    /** How long a wake-up sent to another CPU takes to run there (global scheduling), with n tasks. */
    long crossCpuWakeup(int tasks);
}
