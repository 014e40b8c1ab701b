package rtjbench.memory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import rtjbench.core.os.CpuList;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;

/**
 * Decides, from the topology, which CPUs the shared-cache threads run on: the largest group of usable CPUs
 * that share one data cache at the requested level. Where no two usable CPUs share that level (this
 * machine's L2, for one), the nearest level that is shared (ties: the higher one) is offered instead,
 * with a note that says so. Decided once, before the run.
 */
final class SharedCachePlacement {
    final int requestedLevel;
    final int level;
    final CpuList cpus;
    final long cacheBytes;
    /** Why the level differs from the one asked for; null when it does not. */
    final String note;

    private SharedCachePlacement(int requestedLevel, int level, CpuList cpus, long cacheBytes, String note) {
        this.requestedLevel = requestedLevel;
        this.level = level;
        this.cpus = cpus;
        this.cacheBytes = cacheBytes;
        this.note = note;
    }

    /**
     * The placement at {@code level} if two usable CPUs share it, else the nearest shared level; null if none is
     * shared.
     */
    static SharedCachePlacement choose(CpuTopology topology, CpuList usable, final int level) {
        CpuList group = largestGroup(topology, usable, level);
        if (group != null) {
            return new SharedCachePlacement(
                    level, level, group, topology.dataCache(group.get(0), level).sizeBytes(), null);
        }
        List<Integer> levels = new ArrayList<>(topology.levels());
        Collections.sort(levels, new Comparator<Integer>() {
            @Override
            public int compare(Integer a, Integer b) {
                int byDistance = Integer.compare(Math.abs(a - level), Math.abs(b - level));
                return byDistance != 0 ? byDistance : Integer.compare(b, a);
            }
        });
        for (int other : levels) {
            CpuList g = largestGroup(topology, usable, other);
            if (g != null) {
                String why = topology.levels().contains(level)
                        ? "no two of CPUs " + usable + " share an L" + level + " cache on this machine"
                        : "this machine has no L" + level + " data cache";
                return new SharedCachePlacement(
                        level,
                        other,
                        g,
                        topology.dataCache(g.get(0), other).sizeBytes(),
                        why + "; using L" + other + " (shared by CPUs " + g + "), the nearest level that is shared");
            }
        }
        return null;
    }

    /** The largest set (at least two) of usable CPUs sharing one data cache at {@code level}; null if none. */
    static CpuList largestGroup(CpuTopology topology, CpuList usable, int level) {
        CpuList best = null;
        for (CpuList g : topology.sharingGroups(level)) {
            CpuList inUse = g.intersect(usable);
            if (inUse.size() >= 2 && (best == null || inUse.size() > best.size())) {
                best = inUse;
            }
        }
        return best;
    }

    /** A one-line description of each shared level, for messages: "L3 shared by 0-1". */
    static String sharedLevels(CpuTopology topology, CpuList usable) {
        StringBuilder sb = new StringBuilder();
        for (int l : topology.levels()) {
            CpuList g = largestGroup(topology, usable, l);
            if (g != null) {
                Cache c = topology.dataCache(g.get(0), l);
                sb.append(sb.length() == 0 ? "" : ", ")
                        .append("L")
                        .append(l)
                        .append(" (")
                        .append(c.sizeBytes() >> 10)
                        .append(" KB) shared by ")
                        .append(g);
            }
        }
        return sb.length() == 0 ? "none" : sb.toString();
    }
}
