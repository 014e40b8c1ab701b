package rtjbench.sched.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.global.Bak;
import rtjbench.sched.analysis.global.Bar;
import rtjbench.sched.analysis.global.Bcl;
import rtjbench.sched.analysis.global.BclIterative;
import rtjbench.sched.analysis.global.GedfRta;
import rtjbench.sched.analysis.global.Gfb;
import rtjbench.sched.analysis.global.GfpRta;
import rtjbench.sched.analysis.partitioned.PartitionedTest;
import rtjbench.sched.analysis.uni.UniprocessorEdf;
import rtjbench.sched.analysis.uni.UniprocessorFp;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.SimGedfTest;
import rtjbench.sched.supply.Supply;

/**
 * Every schedulability test by its name, for a given supply: the names {@code tools sched analyse} prints and
 * experiment files use, among them the exact simulation-based {@code SIM-GEDF} of {@code sched.sim}. Each test
 * names the scheduler it analyses ({@link SchedulabilityTest#scheduler}), and so how a set it judges is charged.
 * The uniprocessor and partitioned tests take the supply; the global tests assume whole processors and answer not
 * applicable under any other supply (a collector's pause stops every CPU at once, which their interference bounds
 * do not model).
 */
public final class TestCatalog {
    /** The multiprocessor tests, in the order they are listed. */
    public static final List<String> MULTIPROCESSOR = Collections.unmodifiableList(java.util.Arrays.asList(
            "GFB",
            "BAK",
            "BCL",
            "BCLI",
            "BAR",
            "GEDF-RTA",
            "GFP-RTA",
            "PEDF-FFD",
            "PEDF-NFD",
            "PEDF-BFD",
            "PEDF-WFD",
            "PFP-FFD",
            "PFP-NFD",
            "PFP-BFD",
            "PFP-WFD",
            "SIM-GEDF"));

    /** The uniprocessor tests. */
    public static final List<String> UNIPROCESSOR =
            Collections.unmodifiableList(java.util.Arrays.asList("EDF", "RM-RTA", "DM-RTA"));

    private final Map<String, SchedulabilityTest> byName = new LinkedHashMap<>();

    private TestCatalog(Supply supply, List<SchedulabilityTest> extra) {
        List<SchedulabilityTest> global = java.util.Arrays.asList(
                new Gfb(),
                new Bak(),
                new Bcl(),
                new BclIterative(),
                new Bar(),
                new GedfRta(),
                new GfpRta(),
                new SimGedfTest());
        for (SchedulabilityTest t : global) {
            add(supply == Supply.FULL ? t : new WholeProcessorsOnly(t));
        }
        for (Scheduler s : java.util.Arrays.asList(Scheduler.PARTITIONED_EDF, Scheduler.PARTITIONED_FP)) {
            for (Heuristic h : Heuristic.values()) {
                add(new PartitionedTest(s, h, supply));
            }
        }
        add(new UniprocessorEdf(supply));
        add(new UniprocessorFp(PriorityOrder.RATE_MONOTONIC, supply));
        add(new UniprocessorFp(PriorityOrder.DEADLINE_MONOTONIC, supply));
        for (SchedulabilityTest t : extra) {
            add(t);
        }
    }

    private void add(SchedulabilityTest t) {
        if (byName.put(t.name(), t) != null) {
            throw new IllegalArgumentException("two tests are named " + t.name());
        }
    }

    /** Every test, on processors that each give {@code supply}. */
    public static TestCatalog of(Supply supply) {
        return new TestCatalog(supply, Collections.<SchedulabilityTest>emptyList());
    }

    /** Every test and {@code extra} ones (an exact simulation-based test, say), on {@code supply}. */
    public static TestCatalog of(Supply supply, List<SchedulabilityTest> extra) {
        return new TestCatalog(supply, extra);
    }

    /** The test named {@code name} (case ignored), or null. */
    public SchedulabilityTest get(String name) {
        for (Map.Entry<String, SchedulabilityTest> e : byName.entrySet()) {
            if (e.getKey().equalsIgnoreCase(name)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** Every test's name, in list order. */
    public List<String> names() {
        return new ArrayList<>(byName.keySet());
    }

    /** The tests that fit m CPUs by default: the uniprocessor ones for m = 1, the multiprocessor ones otherwise. */
    public List<SchedulabilityTest> defaults(int cpus) {
        List<SchedulabilityTest> out = new ArrayList<>();
        for (String name : cpus == 1 ? UNIPROCESSOR : MULTIPROCESSOR) {
            out.add(byName.get(name));
        }
        for (SchedulabilityTest t : byName.values()) {
            if (!MULTIPROCESSOR.contains(t.name()) && !UNIPROCESSOR.contains(t.name()) && cpus > 1) {
                out.add(t);
            }
        }
        return out;
    }

    /** A global test under a supply it cannot model: not applicable, saying why. */
    private static final class WholeProcessorsOnly implements SchedulabilityTest {
        private final SchedulabilityTest test;

        WholeProcessorsOnly(SchedulabilityTest test) {
            this.test = test;
        }

        @Override
        public String name() {
            return test.name();
        }

        @Override
        public Scheduler scheduler() {
            return test.scheduler();
        }

        @Override
        public String reference() {
            return test.reference();
        }

        @Override
        public Verdict check(TaskSet set, int cpus) {
            return notHere();
        }

        @Override
        public Verdict check(TaskArrays tasks, int cpus) {
            return notHere();
        }

        private Verdict notHere() {
            return Verdict.notApplicable(
                    test.name() + " assumes whole processors; it takes no supply model (a collector's pauses)");
        }
    }
}
