package rtjbench.core.topology;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;

class CoreToCoreTest {
    private final ThreadControl control = ThreadControls.detect();

    @Test
    void aCacheLineCrossesBetweenTwoCpusInAFiniteTime() throws Exception {
        assumeTrue(control.isAvailable(), control.description());
        CpuList cpus = control.getAffinity();
        assumeTrue(cpus.size() >= 2, "one CPU allowed: " + cpus);
        CoreToCore.Result r = CoreToCore.measure(control, cpus.get(0), cpus.get(1), SchedPolicy.OTHER, 0);
        // On CPUs busy with other tests the round trips may run out of time; then it must say so.
        assumeTrue(r.measured(), r.notMeasured());
        double ns = r.oneWayNanos();
        // Above a cache hit, below anything but a preempted batch (the median ignores those).
        assertTrue(
                ns > 1 && ns < 1_000_000, "one way " + ns + " ns between CPUs " + cpus.get(0) + " and " + cpus.get(1));
    }

    @Test
    void aThreadThatCannotBePinnedGivesNoFigure() throws Exception {
        ThreadControl refusing = new Refusing(control);
        CoreToCore.Result r = CoreToCore.measure(refusing, 0, 1, SchedPolicy.OTHER, 0);
        assertFalse(r.measured(), "a figure for CPUs the threads were not on: " + r.oneWayNanos());
        assertTrue(Double.isNaN(r.oneWayNanos()));
        assertTrue(r.notMeasured().contains("could not be pinned to CPU 0"), r.notMeasured());
    }

    /** The machine's control, except that pinning fails as it does for a CPU outside the process's set. */
    private static final class Refusing implements ThreadControl {
        private final ThreadControl real;

        Refusing(ThreadControl real) {
            this.real = real;
        }

        @Override
        public String description() {
            return "refuses affinity";
        }

        @Override
        public boolean isAvailable() {
            return true;
        }

        @Override
        public void setAffinity(CpuList cpus) throws NativeCallException {
            throw new NativeCallException("sched_setaffinity", cpus.toString(), 22);
        }

        @Override
        public CpuList getAffinity() throws NativeCallException {
            return real.getAffinity();
        }

        @Override
        public void setScheduler(SchedPolicy policy, int priority) throws NativeCallException {
            real.setScheduler(policy, priority);
        }

        @Override
        public SchedPolicy getPolicy() throws NativeCallException {
            return real.getPolicy();
        }

        @Override
        public int getPriority() throws NativeCallException {
            return real.getPriority();
        }

        @Override
        public int currentCpu() {
            return real.currentCpu();
        }

        @Override
        public void lockAllMemory() throws NativeCallException {
            real.lockAllMemory();
        }

        @Override
        public void unlockAllMemory() throws NativeCallException {
            real.unlockAllMemory();
        }
    }
}
