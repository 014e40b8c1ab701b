package rtjbench.events.cpmd;

import rtjbench.core.os.CpuList;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;

/**
 * Which CPUs a cpmd run uses, from the cache topology: the thread's home (the lowest usable CPU) and the
 * CPU its disturbance involves. {@code none} and {@code preempt} stay on the home CPU (the polluter runs
 * there). {@code migrate_shared} goes to a usable CPU that shares the home's last-level cache, preferring
 * the one that shares the fewest cache levels with it (a core of its own rather than an SMT sibling, which
 * shares L1 and L2 and would lose nothing). {@code migrate_far} goes to the lowest usable CPU that does not
 * share the home's last-level cache; where every usable CPU shares it (one socket, one L3) the run cannot be
 * made here, and {@link #choose} says so.
 */
final class CpmdPlacement {
    final DisturbanceKind kind;
    final int home;
    final int target;
    /** The home CPU's last-level data cache; null where the topology lists none. */
    final Cache llc;

    private CpmdPlacement(DisturbanceKind kind, int home, int target, Cache llc) {
        this.kind = kind;
        this.home = home;
        this.target = target;
        this.llc = llc;
    }

    static CpmdPlacement choose(DisturbanceKind kind, CpuTopology topology, CpuList usable)
            throws UnsupportedHereException {
        int home = usable.get(0);
        Cache llc = lastLevel(topology, home);
        if (!kind.migrates()) {
            return new CpmdPlacement(kind, home, home, llc);
        }
        if (llc == null) {
            throw new UnsupportedHereException("disturbance=" + kind.argName()
                    + " places by the cache topology, but it lists no data cache for CPU " + home);
        }
        CpuList sharing = topology.cpusSharing(home, llc.level());
        int best = -1;
        int bestShared = Integer.MAX_VALUE;
        for (int cpu : usable.cpus()) {
            if (cpu == home || sharing.contains(cpu) != (kind == DisturbanceKind.MIGRATE_SHARED)) {
                continue;
            }
            int shared = levelsShared(topology, home, cpu);
            if (shared < bestShared) {
                best = cpu;
                bestShared = shared;
            }
        }
        if (best < 0) {
            throw new UnsupportedHereException(
                    kind == DisturbanceKind.MIGRATE_SHARED
                            ? "disturbance=migrate_shared needs a second CPU that shares CPU " + home
                                    + "'s last-level cache (" + llc + "), but no other CPU of " + usable + " does"
                            : "disturbance=migrate_far needs a CPU that does not share CPU " + home
                                    + "'s last-level cache (" + llc + "), but every CPU of " + usable + " shares it");
        }
        return new CpmdPlacement(kind, home, best, llc);
    }

    /** The highest-level data (or unified) cache of {@code cpu}; null where sysfs lists none. */
    static Cache lastLevel(CpuTopology topology, int cpu) {
        Cache last = null;
        for (Cache c : topology.caches(cpu)) {
            if (c.holdsData() && (last == null || c.level() > last.level())) {
                last = c;
            }
        }
        return last;
    }

    /** How many data cache levels {@code a} and {@code b} share. */
    static int levelsShared(CpuTopology topology, int a, int b) {
        int n = 0;
        for (int level : topology.levels()) {
            if (topology.dataCache(a, level) != null
                    && topology.cpusSharing(a, level).contains(b)) {
                n++;
            }
        }
        return n;
    }

    /** For messages and the metadata: "CPU 0" or "CPU 0 and CPU 1 (shares L3)". */
    String describe() {
        if (target == home) {
            return kind == DisturbanceKind.PREEMPT ? "thread and polluter on CPU " + home : "CPU " + home;
        }
        return "alternates between CPU " + home + " and CPU " + target
                + (kind == DisturbanceKind.MIGRATE_SHARED ? ", which share " : ", which do not share ")
                + (llc == null ? "a last-level cache" : llc.label());
    }
}
