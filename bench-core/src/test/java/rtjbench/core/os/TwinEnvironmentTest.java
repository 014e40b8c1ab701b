package rtjbench.core.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** A twin's settings from its system properties: what is pinned where, what is refused and why. */
class TwinEnvironmentTest {
    @AfterEach
    void clear() {
        System.clearProperty(TwinEnvironment.CPUS);
        System.clearProperty(TwinEnvironment.FIFO);
    }

    @Test
    void fifoNeedsAPriorityAndPinning() {
        assertEquals("", TwinEnvironment.fifo());
        System.setProperty(TwinEnvironment.FIFO, "100");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, TwinEnvironment::fifo);
        assertEquals("-Drtjbench.twin.fifo=100 is not a SCHED_FIFO priority (1 to 99)", e.getMessage());
        System.setProperty(TwinEnvironment.FIFO, "10");
        e = assertThrows(IllegalArgumentException.class, TwinEnvironment::fifo);
        assertTrue(e.getMessage().contains("needs -Drtjbench.twin.cpus"), e.getMessage());
    }

    @Test
    void withoutTheCpuPropertyNothingIsPinned() {
        assertEquals("thread 1 not pinned (no -Drtjbench.twin.cpus)", TwinEnvironment.pinCaller(1));
    }

    @Test
    void aBadCpuListIsRefusedNamingTheProperty() {
        System.setProperty(TwinEnvironment.CPUS, "zero");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TwinEnvironment.pinCaller(0));
        assertTrue(
                e.getMessage().startsWith("-Drtjbench.twin.cpus=zero is not a CPU list such as 0 or 0,1"),
                e.getMessage());
        System.setProperty(TwinEnvironment.CPUS, " ");
        assertEquals("thread 0 not pinned (no -Drtjbench.twin.cpus)", TwinEnvironment.pinCaller(0));
    }

    @Test
    void threadIOfAGroupTakesCpuIModN() throws Exception {
        ThreadControl control = ThreadControls.detect();
        Assumptions.assumeTrue(control.isAvailable(), control.description());
        CpuList before = control.getAffinity();
        int last = Collections.max(before.cpus());
        int first = before.get(0);
        System.setProperty(TwinEnvironment.CPUS, first + "," + last);
        try {
            String said = TwinEnvironment.pinCaller(3); // 3 mod 2 = 1: the second CPU of the list
            assertEquals(CpuList.of(last), control.getAffinity());
            assertEquals("thread 3 pinned to CPU " + CpuList.of(last) + " (the VM's other threads unpinned)", said);
        } finally {
            control.setAffinity(before);
        }
    }
}
