package rtjbench.events.cpmd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rtjbench.events.cpmd.DisturbanceKind.MIGRATE_FAR;
import static rtjbench.events.cpmd.DisturbanceKind.MIGRATE_SHARED;
import static rtjbench.events.cpmd.DisturbanceKind.NONE;
import static rtjbench.events.cpmd.DisturbanceKind.PREEMPT;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.testing.SysfsFixtures;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;

/** Which CPU each disturbance uses, on saved machines: this one, the seed's Xeon, a 16-thread SMT part. */
class CpmdPlacementTest {
    private static final CpuTopology EPYC = SysfsFixtures.topology(SysfsFixtures.THIS_MACHINE);
    private static final CpuTopology XEON = SysfsFixtures.topology(SysfsFixtures.XEON_E5405);
    private static final CpuTopology SMT = SysfsFixtures.topology(SysfsFixtures.SMT_16);

    private static CpmdPlacement place(DisturbanceKind kind, CpuTopology t, String usable)
            throws UnsupportedHereException {
        return CpmdPlacement.choose(kind, t, CpuList.parse(usable));
    }

    @Test
    void noneAndPreemptStayOnTheFirstUsableCpu() throws Exception {
        for (DisturbanceKind kind : new DisturbanceKind[] {NONE, PREEMPT}) {
            CpmdPlacement p = place(kind, EPYC, "1,0");
            assertEquals(p.home, p.target);
            assertEquals(0, p.home, "the lowest usable CPU");
        }
        assertEquals(3, place(PREEMPT, XEON, "3-5").home);
        assertEquals("thread and polluter on CPU 3", place(PREEMPT, XEON, "3-5").describe());
    }

    @Test
    void theLastLevelCacheIsTheHighestDataLevel() {
        assertEquals("L3", CpmdPlacement.lastLevel(EPYC, 0).label());
        assertEquals(32L << 20, CpmdPlacement.lastLevel(EPYC, 0).sizeBytes());
        assertEquals("L2", CpmdPlacement.lastLevel(XEON, 0).label()); // the seed's machine has no L3
        assertNull(CpmdPlacement.lastLevel(
                new CpuTopology("bare", CpuList.of(0, 1), Collections.<Integer, List<Cache>>emptyMap()), 0));
    }

    @Test
    void migrateSharedGoesToACpuSharingTheLastLevelCache() throws Exception {
        CpmdPlacement here = place(MIGRATE_SHARED, EPYC, "0-1");
        assertEquals(0, here.home);
        assertEquals(1, here.target);
        assertEquals("alternates between CPU 0 and CPU 1, which share L3", here.describe());
        assertEquals(2, place(MIGRATE_SHARED, XEON, "0-7").target, "the Xeon's L2 pairs: 0 with 2");
        assertEquals(7, place(MIGRATE_SHARED, XEON, "5-7").target, "5 with 7");
    }

    @Test
    void migrateSharedPrefersAnotherCoreToAnSmtSibling() throws Exception {
        // cpu0 shares L1 and L2 with its sibling 8 and only the L3 with 1..7, 9..15: moving to 8 would lose nothing
        assertEquals(1, place(MIGRATE_SHARED, SMT, "0-15").target);
        assertEquals(9, place(MIGRATE_SHARED, SMT, "0,8,9").target);
        assertEquals(
                8, place(MIGRATE_SHARED, SMT, "0,8").target, "the sibling where it is the only CPU sharing the L3");
    }

    @Test
    void migrateFarGoesToACpuNotSharingTheLastLevelCache() throws Exception {
        CpmdPlacement far = place(MIGRATE_FAR, XEON, "0-7");
        assertEquals(0, far.home);
        assertEquals(1, far.target, "the lowest CPU outside {0,2}");
        assertEquals("alternates between CPU 0 and CPU 1, which do not share L2", far.describe());
        assertEquals(5, place(MIGRATE_FAR, XEON, "4,6,5").target);
    }

    @Test
    void migrateFarIsUnsupportedWhereEveryCpuSharesTheLastLevelCache() {
        UnsupportedHereException e =
                assertThrows(UnsupportedHereException.class, () -> place(MIGRATE_FAR, EPYC, "0-1"));
        assertEquals(
                "disturbance=migrate_far needs a CPU that does not share CPU 0's last-level cache (L3 32768K shared by 0-1), "
                        + "but every CPU of 0-1 shares it",
                e.getMessage());
        assertThrows(UnsupportedHereException.class, () -> place(MIGRATE_FAR, SMT, "0-15"));
        assertThrows(UnsupportedHereException.class, () -> place(MIGRATE_FAR, XEON, "0,2"));
    }

    @Test
    void migrateSharedIsUnsupportedWithoutASecondSharingCpu() {
        UnsupportedHereException e =
                assertThrows(UnsupportedHereException.class, () -> place(MIGRATE_SHARED, XEON, "0,1,3"));
        assertEquals(
                "disturbance=migrate_shared needs a second CPU that shares CPU 0's last-level cache (L2 6144K shared by 0,2), "
                        + "but no other CPU of 0-1,3 does",
                e.getMessage());
        assertThrows(UnsupportedHereException.class, () -> place(MIGRATE_SHARED, EPYC, "1"));
    }

    @Test
    void migrationWithoutATopologySaysSo() {
        CpuTopology bare = new CpuTopology("bare", CpuList.of(0, 1), Collections.<Integer, List<Cache>>emptyMap());
        UnsupportedHereException e =
                assertThrows(UnsupportedHereException.class, () -> place(MIGRATE_SHARED, bare, "0-1"));
        assertTrue(e.getMessage().contains("lists no data cache for CPU 0"), e.getMessage());
    }
}
