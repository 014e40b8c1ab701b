package rtjbench.core.args;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/**
 * A CPU list in the kernel's notation ("0-3,8,10-11"), as in sysfs {@code shared_cpu_list} and
 * {@code taskset -c}. Immutable; CPUs in ascending order, no duplicates.
 */
public final class CpuList {
    private final List<Integer> cpus;

    private CpuList(List<Integer> cpus) {
        this.cpus = Collections.unmodifiableList(cpus);
    }

    public static CpuList of(Iterable<Integer> cpus) {
        TreeSet<Integer> sorted = new TreeSet<>();
        for (Integer cpu : cpus) {
            if (cpu < 0) {
                throw new IllegalArgumentException("negative CPU number " + cpu);
            }
            sorted.add(cpu);
        }
        return new CpuList(new ArrayList<>(sorted));
    }

    public static CpuList of(int... cpus) {
        List<Integer> list = new ArrayList<>();
        for (int cpu : cpus) {
            list.add(cpu);
        }
        return of(list);
    }

    /** Parses "0-3,8"; an empty text is the empty list. */
    public static CpuList parse(String text) {
        List<Integer> result = new ArrayList<>();
        String t = text.trim();
        if (t.isEmpty()) {
            return new CpuList(result);
        }
        for (String part : t.split(",")) {
            String p = part.trim();
            int dash = p.indexOf('-');
            try {
                if (dash < 0) {
                    result.add(Integer.parseInt(p));
                } else {
                    int from = Integer.parseInt(p.substring(0, dash).trim());
                    int to = Integer.parseInt(p.substring(dash + 1).trim());
                    if (to < from) {
                        throw new NumberFormatException("'" + p + "' is a descending range");
                    }
                    for (int cpu = from; cpu <= to; cpu++) {
                        result.add(cpu);
                    }
                }
            } catch (NumberFormatException e) {
                if (e.getMessage() != null && e.getMessage().contains("descending")) {
                    throw e;
                }
                throw new NumberFormatException("'" + text + "' is not a CPU list (e.g. 0-3,8)");
            }
        }
        return of(result);
    }

    public List<Integer> cpus() {
        return cpus;
    }

    public int size() {
        return cpus.size();
    }

    public boolean isEmpty() {
        return cpus.isEmpty();
    }

    public int get(int index) {
        return cpus.get(index);
    }

    public boolean contains(int cpu) {
        return cpus.contains(cpu);
    }

    public boolean containsAll(CpuList other) {
        return cpus.containsAll(other.cpus);
    }

    public CpuList intersect(CpuList other) {
        List<Integer> both = new ArrayList<>(cpus);
        both.retainAll(other.cpus);
        return new CpuList(both);
    }

    public CpuList minus(CpuList other) {
        List<Integer> rest = new ArrayList<>(cpus);
        rest.removeAll(other.cpus);
        return new CpuList(rest);
    }

    /** Kernel notation with ranges: [0,1,2,3,8] → "0-3,8". */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < cpus.size()) {
            int j = i;
            while (j + 1 < cpus.size() && cpus.get(j + 1) == cpus.get(j) + 1) {
                j++;
            }
            if (sb.length() > 0) sb.append(',');
            sb.append(cpus.get(i));
            if (j > i) sb.append('-').append(cpus.get(j));
            i = j + 1;
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CpuList && ((CpuList) o).cpus.equals(cpus);
    }

    @Override
    public int hashCode() {
        return cpus.hashCode();
    }
}
