package rtjbench.core.topology;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import rtjbench.core.os.CpuList;

/**
 * Which CPUs are online and which share which cache: what the memory and locking benchmarks place their
 * threads by. Built from sysfs by {@link SysfsTopologyReader}, or by hand in tests.
 */
public final class CpuTopology {
    private final String cpuModel;
    private final CpuList onlineCpus;
    private final Map<Integer, List<Cache>> cachesByCpu;

    public CpuTopology(String cpuModel, CpuList onlineCpus, Map<Integer, List<Cache>> cachesByCpu) {
        this.cpuModel = cpuModel;
        this.onlineCpus = onlineCpus;
        Map<Integer, List<Cache>> copy = new LinkedHashMap<>();
        for (Map.Entry<Integer, List<Cache>> e : cachesByCpu.entrySet()) {
            copy.put(e.getKey(), Collections.unmodifiableList(new ArrayList<>(e.getValue())));
        }
        this.cachesByCpu = Collections.unmodifiableMap(copy);
    }

    public String cpuModel() {
        return cpuModel;
    }

    public CpuList onlineCpus() {
        return onlineCpus;
    }

    public List<Cache> caches(int cpu) {
        List<Cache> caches = cachesByCpu.get(cpu);
        return caches == null ? Collections.<Cache>emptyList() : caches;
    }

    /** The data (or unified) cache of {@code cpu} at {@code level}, or null where sysfs did not list one. */
    public Cache dataCache(int cpu, int level) {
        for (Cache c : caches(cpu)) {
            if (c.level() == level && c.holdsData()) {
                return c;
            }
        }
        return null;
    }

    /** The cache levels any CPU has, ascending. */
    public List<Integer> levels() {
        Set<Integer> levels = new TreeSet<>();
        for (List<Cache> caches : cachesByCpu.values()) {
            for (Cache c : caches) {
                if (c.holdsData()) levels.add(c.level());
            }
        }
        return new ArrayList<>(levels);
    }

    /** The distinct groups of CPUs that share one data cache at {@code level}, in order of their first CPU. */
    public List<CpuList> sharingGroups(int level) {
        Set<CpuList> groups = new LinkedHashSet<>();
        for (int cpu : onlineCpus.cpus()) {
            Cache c = dataCache(cpu, level);
            if (c != null) {
                groups.add(c.sharedCpus().intersect(onlineCpus));
            }
        }
        return new ArrayList<>(groups);
    }

    /** Whether at least two online CPUs share a data cache at {@code level}. */
    public boolean isShared(int level) {
        for (CpuList group : sharingGroups(level)) {
            if (group.size() >= 2) return true;
        }
        return false;
    }

    /** The lowest level at which two online CPUs share a data cache, or -1 where none is shared. */
    public int lowestSharedLevel() {
        for (int level : levels()) {
            if (isShared(level)) return level;
        }
        return -1;
    }

    /** The CPUs (online) that share {@code cpu}'s data cache at {@code level}, including {@code cpu}. */
    public CpuList cpusSharing(int cpu, int level) {
        Cache c = dataCache(cpu, level);
        return c == null ? CpuList.of(cpu) : c.sharedCpus().intersect(onlineCpus);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(cpuModel).append(", CPUs ").append(onlineCpus);
        for (int level : levels()) {
            sb.append("; L").append(level).append(" groups ").append(sharingGroups(level));
        }
        return sb.toString();
    }
}
