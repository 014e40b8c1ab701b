package rtjbench.locking;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.os.CpuList;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;

/**
 * The two CPU sets of the spin-lock test and what the topology says about them: the cache-aware set (CPUs
 * that share a cache at {@link #level()}) and the other set (CPUs that share it neither with each other nor
 * with the aware set). Either may be empty where the machine has no such CPUs; {@link #notes()} then say why.
 */
public final class CacheSets {
    private final int requestedLevel;
    private final int level;
    private final CpuList aware;
    private final CpuList other;
    private final boolean awareShares;
    private final boolean otherSharesNone;
    private final List<String> notes;

    private CacheSets(
            int requestedLevel, int level, CpuList aware, CpuList other, List<String> notes, CpuTopology topology) {
        this.requestedLevel = requestedLevel;
        this.level = level;
        this.aware = aware;
        this.other = other;
        this.awareShares = aware.size() >= 2 && allShare(topology, aware, level);
        this.otherSharesNone = other.size() >= 2 && noneShare(topology, other, aware, level);
        this.notes = Collections.unmodifiableList(new ArrayList<>(notes));
    }

    /**
     * Chooses the sets as the seed does, but deterministically (a reproducible run beats a random CPU): the
     * first allowed CPU that shares its level-{@code requestedLevel} cache with another allowed CPU, and up to
     * {@code perHalf} of the CPUs sharing it; then up to {@code perHalf} CPUs from other sharing groups at that
     * level, one a group, so none of them shares it with another. Where no two allowed CPUs share that level,
     * the lowest level any two share is used instead (noted).
     */
    public static CacheSets choose(CpuTopology topology, CpuList allowed, int requestedLevel, int perHalf) {
        List<String> notes = new ArrayList<>();
        int level = requestedLevel;
        if (!sharedAmong(topology, allowed, requestedLevel)) {
            int fallback = lowestSharedAmong(topology, allowed);
            if (fallback > 0) {
                notes.add("no two of CPUs " + allowed + " share an L" + requestedLevel + "; using L" + fallback
                        + ", the lowest level two of them share");
                level = fallback;
            } else {
                notes.add("no two of CPUs " + allowed + " share any cache level: there is no cache-aware set");
            }
        }
        CpuList aware = CpuList.of();
        for (int cpu : allowed.cpus()) {
            CpuList sharing = topology.cpusSharing(cpu, level).intersect(allowed);
            if (sharing.size() >= 2) {
                aware = first(sharing, Math.max(2, perHalf));
                break;
            }
        }
        List<Integer> others = new ArrayList<>();
        List<CpuList> usedGroups = new ArrayList<>();
        for (int cpu : allowed.minus(aware).cpus()) {
            CpuList group = topology.cpusSharing(cpu, level).intersect(allowed);
            if (!group.intersect(aware).isEmpty() || usedGroups.contains(group)) {
                continue;
            }
            usedGroups.add(group);
            others.add(cpu);
            if (others.size() == Math.max(2, perHalf)) {
                break;
            }
        }
        CpuList other = CpuList.of(others);
        if (other.size() < 2) {
            notes.add(
                    "no two of CPUs " + allowed + " are apart at L" + level + " from each other and from the aware set "
                            + (aware.isEmpty() ? "(none)" : aware) + ": there is no non-sharing set, only the "
                            + (aware.isEmpty() ? "(no)" : "cache-aware") + " half can run");
            other = CpuList.of();
        }
        return new CacheSets(requestedLevel, level, aware, other, notes, topology);
    }

    /** The sets as given in {@code cpu_pairs}, judged at {@code level} (no fallback: the user chose them). */
    public static CacheSets given(CpuTopology topology, CpuSetPair pair, int level) {
        List<String> notes = new ArrayList<>();
        CacheSets sets = new CacheSets(level, level, pair.aware(), pair.other(), notes, topology);
        if (!pair.aware().isEmpty() && !sets.awareShares) {
            notes.add("the aware set " + pair.aware() + " does not share one L" + level + " here ("
                    + describe(topology, pair.aware(), level) + "): its locking is not cache-aware");
        }
        if (!pair.other().isEmpty() && !sets.otherSharesNone) {
            notes.add("the other set " + pair.other() + " is not apart at L" + level + " ("
                    + describe(topology, pair.other(), level) + "): some of its CPUs share that cache");
        }
        return new CacheSets(level, level, pair.aware(), pair.other(), notes, topology);
    }

    private static String describe(CpuTopology topology, CpuList cpus, int level) {
        StringBuilder sb = new StringBuilder();
        for (int cpu : cpus.cpus()) {
            if (sb.length() > 0) sb.append("; ");
            Cache c = topology.dataCache(cpu, level);
            sb.append("CPU ")
                    .append(cpu)
                    .append(c == null ? " has no L" + level : " L" + level + " shared by " + c.sharedCpus());
        }
        return sb.toString();
    }

    private static CpuList first(CpuList cpus, int n) {
        return CpuList.of(cpus.cpus().subList(0, Math.min(n, cpus.size())));
    }

    private static boolean sharedAmong(CpuTopology topology, CpuList allowed, int level) {
        for (int cpu : allowed.cpus()) {
            if (topology.dataCache(cpu, level) != null
                    && topology.cpusSharing(cpu, level).intersect(allowed).size() >= 2) {
                return true;
            }
        }
        return false;
    }

    private static int lowestSharedAmong(CpuTopology topology, CpuList allowed) {
        for (int level : topology.levels()) {
            if (sharedAmong(topology, allowed, level)) {
                return level;
            }
        }
        return -1;
    }

    private static boolean allShare(CpuTopology topology, CpuList cpus, int level) {
        Cache c = topology.dataCache(cpus.get(0), level);
        return c != null && c.sharedCpus().containsAll(cpus);
    }

    /** No CPU of {@code cpus} shares a level-{@code level} cache with another of {@code cpus} or of {@code aware}. */
    private static boolean noneShare(CpuTopology topology, CpuList cpus, CpuList aware, int level) {
        for (int cpu : cpus.cpus()) {
            Cache c = topology.dataCache(cpu, level);
            if (c == null) {
                continue; // no cache at that level: shares nothing there
            }
            for (int o : c.sharedCpus().cpus()) {
                if (o != cpu && (cpus.contains(o) || aware.contains(o))) {
                    return false;
                }
            }
        }
        return true;
    }

    public int requestedLevel() {
        return requestedLevel;
    }

    public int level() {
        return level;
    }

    public CpuList aware() {
        return aware;
    }

    public CpuList other() {
        return other;
    }

    public boolean awareShares() {
        return awareShares;
    }

    public boolean otherSharesNone() {
        return otherSharesNone;
    }

    public List<String> notes() {
        return notes;
    }

    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cache_level_requested", requestedLevel);
        m.put("cache_level", level);
        m.put("aware_cpus", aware.toString());
        m.put("aware_cpus_share_level", awareShares);
        m.put("other_cpus", other.toString());
        m.put("other_cpus_apart_at_level", otherSharesNone);
        m.put("notes", notes);
        return m;
    }
}
