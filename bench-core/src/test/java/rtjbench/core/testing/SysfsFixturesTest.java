package rtjbench.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import rtjbench.core.os.CpuList;
import rtjbench.core.topology.CpuTopology;

class SysfsFixturesTest {
    @Test
    void thisMachineSharesOnlyTheL3() {
        CpuTopology t = SysfsFixtures.topology(SysfsFixtures.THIS_MACHINE);
        assertEquals(2, t.onlineCpus().size());
        assertFalse(t.isShared(2), "each CPU has its own L2 here");
        assertEquals(3, t.lowestSharedLevel());
        assertEquals(CpuList.parse("0-1"), t.cpusSharing(0, 3));
    }

    @Test
    void xeonE5405SharesL2InThePairsOfTheSeed() {
        CpuTopology t = SysfsFixtures.topology(SysfsFixtures.XEON_E5405);
        assertEquals(8, t.onlineCpus().size());
        assertEquals(2, t.lowestSharedLevel());
        assertEquals(
                Arrays.asList(CpuList.parse("0,2"), CpuList.parse("1,3"), CpuList.parse("4,6"), CpuList.parse("5,7")),
                t.sharingGroups(2));
        assertEquals(6144L * 1024, t.dataCache(0, 2).sizeBytes());
    }

    @Test
    void smtMachineSharesL1AndL2BetweenSiblings() {
        CpuTopology t = SysfsFixtures.topology(SysfsFixtures.SMT_16);
        assertEquals(16, t.onlineCpus().size());
        assertEquals(1, t.lowestSharedLevel());
        assertEquals(CpuList.parse("3,11"), t.cpusSharing(11, 2));
        assertTrue(t.isShared(3));
        assertEquals(16, t.cpusSharing(0, 3).size());
    }
}
