package rtjbench.events.taskset;

import java.util.concurrent.locks.LockSupport;

/**
 * How a task's thread waits for its next release: parked to an absolute {@code System.nanoTime} instant, or,
 * on an RTSJ VM, {@code waitForNextPeriod} with the task's {@code PeriodicParameters} (rtjbench.events.rtsj,
 * loaded by name). Made in the task's thread, before the start gate.
 */
public interface Release {
    /** Sets the schedule up: the first release is at {@code origin} (System.nanoTime), then one every period. */
    void begin(long origin);

    /** Returns at or after {@code release}, the next release of the schedule; at once where it has passed. */
    void await(long release);

    /** Deadline misses the VM itself reported (RTSJ's miss handler and waitForNextPeriod), 0 elsewhere. */
    long vmMisses();

    String describe();

    /** {@code LockSupport.parkNanos} to the instant, again where park returns early (it may, spuriously). */
    final class Parked implements Release {
        @Override
        public void begin(long origin) {
            // the releases are absolute instants: nothing to set up
        }

        @Override
        public void await(long release) {
            long now;
            while ((now = System.nanoTime()) - release < 0) {
                LockSupport.parkNanos(this, release - now);
            }
        }

        @Override
        public long vmMisses() {
            return 0;
        }

        @Override
        public String describe() {
            return "LockSupport.parkNanos to each absolute release on System.nanoTime";
        }
    }
}
