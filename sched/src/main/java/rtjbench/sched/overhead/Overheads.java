package rtjbench.sched.overhead;

import java.util.Collections;
import java.util.Map;

/**
 * The overhead figures a charging rule needs, in whole nanoseconds. Figures that depend on the number of tasks
 * are asked with the set's size; an implementation built from measurements answers with the figure measured for
 * the next smaller measured count (Gracioli et al. §5: a set of 20 tasks is charged the overhead measured for 15 when
 * 15 and 25 were measured). A figure a model does not have is 0 there, and {@link #missing} names it with the reason.
 * What each figure means is {@link Figure}'s; {@link Charging} says how each is charged.
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

    /** The processor time the platform spends releasing one job (the timer's interrupt and the queue), with n tasks. */
    long release(int tasks);

    /** One scheduling decision, with n tasks. */
    long schedule(int tasks);

    /** One context switch, with n tasks. */
    long contextSwitch(int tasks);

    /**
     * The cache-related delay of a job whose working set is {@code wss} bytes (at least 0) after a preemption
     * or a migration, whichever costs more: what a job under global scheduling may pay.
     */
    long cpmd(long wss);

    /**
     * The cache-related delay of a preemption alone: what a job pays where it never migrates (partitioned
     * scheduling). The same as {@link #cpmd} for a model that does not tell them apart.
     */
    default long preemptionDelay(long wss) {
        return cpmd(wss);
    }

    /**
     * The largest working-set size, in bytes, whose CPMD this model bounds: {@link #cpmd} and {@link
     * #preemptionDelay} refuse a larger one (no measured figure bounds it). {@link Long#MAX_VALUE} where every
     * size is covered.
     */
    default long largestWss() {
        return Long.MAX_VALUE;
    }

    /** How late a job starts after its release time (the timer's latency, the wake-ups), with n tasks. */
    long releaseLatency(int tasks);

    /** How long a wake-up sent to another CPU takes to run there (global scheduling), with n tasks. */
    long crossCpuWakeup(int tasks);

    /**
     * The figures this model lacks (0 is charged for them), by their name in the model file, each with the
     * reason; empty where it has them all.
     */
    default Map<String, String> missing() {
        return Collections.emptyMap();
    }
}
