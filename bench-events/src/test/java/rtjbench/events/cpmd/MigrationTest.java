package rtjbench.events.cpmd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;

class MigrationTest {
    /** Records the affinity asked for; reports the thread on the CPU it was last moved to, or on {@code stuckOn}. */
    private static final class RecordingControl implements ThreadControl {
        final List<CpuList> moves = new ArrayList<>();
        int stuckOn = -1;
        boolean refuse;

        @Override
        public String description() {
            return "recording";
        }

        @Override
        public boolean isAvailable() {
            return true;
        }

        @Override
        public void setAffinity(CpuList cpus) throws NativeCallException {
            if (refuse) throw new NativeCallException("sched_setaffinity", "0, " + cpus, 22);
            moves.add(cpus);
        }

        @Override
        public CpuList getAffinity() {
            return moves.get(moves.size() - 1);
        }

        @Override
        public void setScheduler(SchedPolicy policy, int priority) {}

        @Override
        public SchedPolicy getPolicy() {
            return SchedPolicy.OTHER;
        }

        @Override
        public int getPriority() {
            return 0;
        }

        @Override
        public int currentCpu() {
            return stuckOn >= 0 ? stuckOn : moves.get(moves.size() - 1).get(0);
        }

        @Override
        public void lockAllMemory() {}

        @Override
        public void unlockAllMemory() {}
    }

    @Test
    void theThreadAlternatesBetweenHomeAndTarget() {
        RecordingControl control = new RecordingControl();
        Migration m = new Migration(control, 0, 2);
        for (int i = 0; i < 4; i++) {
            assertTrue(m.disturb(null));
        }
        assertEquals("[2, 0, 2, 0]", control.moves.toString());
        assertEquals(4L, m.facts().get("migrations"));
        assertEquals(0L, m.facts().get("migrations_off_target"));
    }

    @Test
    void aMoveThatDidNotLandIsCounted() {
        RecordingControl control = new RecordingControl();
        control.stuckOn = 0;
        Migration m = new Migration(control, 0, 1);
        m.disturb(null);
        m.disturb(null);
        assertEquals(1L, m.facts().get("migrations_off_target"), "the move to 1 did not land; the one back to 0 did");
    }

    @Test
    void aRefusedMoveStopsTheThreadWithTheReason() {
        RecordingControl control = new RecordingControl();
        control.refuse = true;
        IllegalStateException e =
                assertThrows(IllegalStateException.class, () -> new Migration(control, 0, 1).disturb(null));
        assertTrue(
                e.getMessage().startsWith("disturbance could not move the thread to CPU 1: sched_setaffinity"),
                e.getMessage());
    }
}
