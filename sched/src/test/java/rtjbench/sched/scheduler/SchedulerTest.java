package rtjbench.sched.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.catalog.TestCatalog;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.supply.Supply;

class SchedulerTest {
    @Test
    void everySchedulerIsNamedByItsNameAndItsAliasInAnyCase() {
        assertEquals(6, Scheduler.all().size());
        for (Scheduler s : Scheduler.all()) {
            assertEquals(s, Scheduler.named(s.name()));
            assertEquals(s, Scheduler.named(s.alias()));
            assertEquals(s, Scheduler.named(" " + s.name().toUpperCase(Locale.ROOT) + " "));
            assertEquals(s, Scheduler.named(s.alias().toUpperCase(Locale.ROOT)));
        }
        assertEquals(Scheduler.GLOBAL_EDF, Scheduler.named("gedf"));
        assertEquals(Scheduler.GLOBAL_EDF, Scheduler.named("global-edf"));
        assertEquals(Scheduler.LOOSE_CLUSTERED_EDF, Scheduler.named("loose-cedf"));
        assertEquals(Scheduler.PARTITIONED_FP, Scheduler.named("Partitioned-FP"));
    }

    @Test
    void anUnknownNameIsRefusedListingTheNamesWithTheirAliases() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scheduler.named("edf"));
        assertEquals(
                "'edf' is not a scheduler; the schedulers are global-edf (gedf), global-fp (gfp), partitioned-edf"
                        + " (pedf), partitioned-fp (pfp), clustered-edf (cedf), loose-clustered-edf (loose-cedf)",
                e.getMessage());
    }

    @Test
    void whatEachSchedulerCarries() {
        // name, alias, layout, EDF, charging, Linux policy
        Object[][] table = {
            {"global-edf", "gedf", Scheduler.Layout.GLOBAL, true, Charging.Migration.ACROSS_CPUS, "SCHED_DEADLINE"},
            {"global-fp", "gfp", Scheduler.Layout.GLOBAL, false, Charging.Migration.ACROSS_CPUS, "SCHED_FIFO"},
            {"partitioned-edf", "pedf", Scheduler.Layout.PARTITIONED, true, Charging.Migration.NONE, "SCHED_DEADLINE"},
            {"partitioned-fp", "pfp", Scheduler.Layout.PARTITIONED, false, Charging.Migration.NONE, "SCHED_FIFO"},
            {"clustered-edf", "cedf", Scheduler.Layout.CLUSTERED, true, Charging.Migration.ACROSS_CPUS, "NONE"},
            {
                "loose-clustered-edf",
                "loose-cedf",
                Scheduler.Layout.LOOSE_CLUSTERED,
                true,
                Charging.Migration.ACROSS_CPUS,
                "NONE"
            },
        };
        for (int i = 0; i < table.length; i++) {
            Scheduler s = Scheduler.all().get(i);
            assertEquals(table[i][0], s.name());
            assertEquals(table[i][0], s.toString());
            assertEquals(table[i][1], s.alias());
            assertEquals(table[i][2], s.layout());
            assertEquals(table[i][3], s.edf());
            assertEquals(table[i][4], s.charging(), s.name());
            assertEquals(table[i][5], s.linuxPolicy().name(), s.name());
            assertEquals(s.layout() == Scheduler.Layout.GLOBAL, s.global());
            assertEquals(s.layout() == Scheduler.Layout.PARTITIONED, s.partitioned());
            assertEquals(s.runsOnLinux(), s.whyNotOnLinux().isEmpty(), s.name());
        }
        assertEquals(
                Arrays.asList(
                        Scheduler.GLOBAL_EDF, Scheduler.GLOBAL_FP, Scheduler.PARTITIONED_EDF, Scheduler.PARTITIONED_FP),
                Scheduler.onLinux());
        assertTrue(Scheduler.CLUSTERED_EDF.whyNotOnLinux().startsWith("clustered-edf cannot run as a task set"));
    }

    @Test
    void fixedPrioritiesAreDeadlineMonotonicUnlessAnotherOrderIsGiven() {
        assertEquals(PriorityOrder.DEADLINE_MONOTONIC, PriorityOrder.DEFAULT);
        for (Scheduler s : Scheduler.all()) {
            if (s.edf()) {
                assertThrows(IllegalStateException.class, s::priorityOrder);
                assertThrows(IllegalArgumentException.class, () -> s.withPriorityOrder(PriorityOrder.RATE_MONOTONIC));
                assertEquals(s.name(), s.describe());
            } else {
                assertEquals(PriorityOrder.DEFAULT, s.priorityOrder(), s.name());
                Scheduler rm = s.withPriorityOrder(PriorityOrder.RATE_MONOTONIC);
                assertEquals(PriorityOrder.RATE_MONOTONIC, rm.priorityOrder());
                assertEquals(s.name(), rm.name());
                assertNotEquals(s, rm);
                assertEquals(s, rm.withPriorityOrder(PriorityOrder.DEADLINE_MONOTONIC));
                assertEquals(
                        s.hashCode(),
                        rm.withPriorityOrder(PriorityOrder.DEFAULT).hashCode());
                assertEquals(s.name() + " (rm)", rm.describe());
            }
        }
    }

    /** Which tests are global is each test's own scheduler, and so is how the sets it judges are charged. */
    @Test
    void everyTestNamesTheSchedulerItAnalyses() {
        TestCatalog catalog = TestCatalog.of(Supply.FULL);
        List<String> global = new ArrayList<>();
        for (String name : catalog.names()) {
            SchedulabilityTest t = catalog.get(name);
            if (t.scheduler().global()) {
                global.add(name);
            } else {
                assertTrue(t.scheduler().partitioned(), name);
            }
            assertEquals(t.scheduler().global(), t.scheduler().charging() == Charging.Migration.ACROSS_CPUS, name);
        }
        assertEquals(Arrays.asList("GFB", "BAK", "BCL", "BCLI", "BAR", "GEDF-RTA", "GFP-RTA", "SIM-GEDF"), global);
        assertFalse(catalog.get("GFP-RTA").scheduler().edf());
        assertEquals(
                PriorityOrder.RATE_MONOTONIC, catalog.get("RM-RTA").scheduler().priorityOrder());
        assertEquals(Scheduler.PARTITIONED_FP, catalog.get("PFP-BFD").scheduler());
        assertEquals(Scheduler.PARTITIONED_EDF, catalog.get("EDF").scheduler());
        // Under a supply the global tests answer na, but still name their scheduler.
        assertEquals(
                Scheduler.GLOBAL_EDF, TestCatalog.of(Supply.FULL).get("BAK").scheduler());
    }
}
