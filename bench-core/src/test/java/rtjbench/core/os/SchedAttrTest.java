package rtjbench.core.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

class SchedAttrTest {
    @Test
    void theAttributeIsLaidOutAsTheKernelReadsIt() {
        ByteBuffer attr = ByteBuffer.wrap(SchedAttr.deadline(2_000_000L, 9_000_000L, 10_000_000L))
                .order(ByteOrder.nativeOrder());
        assertEquals(48, attr.capacity());
        assertEquals(48, attr.getInt(0), "size: SCHED_ATTR_SIZE_VER0");
        assertEquals(6, attr.getInt(4), "policy: SCHED_DEADLINE");
        assertEquals(1L, attr.getLong(8), "flags: SCHED_FLAG_RESET_ON_FORK");
        assertEquals(0, attr.getInt(16));
        assertEquals(0, attr.getInt(20));
        assertEquals(2_000_000L, attr.getLong(24), "runtime");
        assertEquals(9_000_000L, attr.getLong(32), "deadline");
        assertEquals(10_000_000L, attr.getLong(40), "period");
    }

    @Test
    void theSystemCallNumberIsKnownForTheCommonArchitecturesOnly() {
        assertEquals(314, SchedAttr.syscallNumber("amd64"));
        assertEquals(274, SchedAttr.syscallNumber("aarch64"));
        assertEquals(-1, SchedAttr.syscallNumber("sparcv9"));
    }

    @Test
    void aPriorityCallCannotSetSchedDeadline() {
        ThreadControl control = ThreadControls.detect();
        if (!control.isAvailable()) {
            return; // nothing native here: the refusal below is Linux's control's
        }
        NativeCallException e =
                assertThrows(NativeCallException.class, () -> control.setScheduler(SchedPolicy.DEADLINE, 1));
        assertTrue(e.getMessage().contains("setDeadline"), e.getMessage());
    }

    @Test
    void admissionRefusalIsTold() {
        assertTrue(new NativeCallException("sched_setattr", "x", 16).isBusy());
        assertTrue(
                new NativeCallException("sched_setattr", "x", 16).getMessage().contains("EBUSY"));
    }
}
