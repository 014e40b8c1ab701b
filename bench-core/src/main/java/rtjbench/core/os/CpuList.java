package rtjbench.core.os;

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

    /**
     * The highest CPU number Linux can have: NR_CPUS is at most 8192 on every architecture. A list naming a
     * higher one is refused before its range is made, so a typo such as 0-100000000 costs nothing.
     */
    public static final int MAX_CPU = 8191;

    /** Parses "0-3,8"; an empty text is the empty list. CPU numbers above {@link #MAX_CPU} are refused. */
    public static CpuList parse(String text) {
        return parse(text, MAX_CPU, MAX_CPU + ", the highest CPU number Linux supports");
    }

    /**
     * Parses "0-3,8", refusing (with an IllegalArgumentException saying so) any CPU above {@code highest}
     * while parsing, before a range is expanded: {@code beyond} says what that bound is, for the message.
     */
    public static CpuList parse(String text, int highest, String beyond) {
        List<Integer> result = new ArrayList<>();
        String t = text.trim();
        if (t.isEmpty()) {
            return new CpuList(result);
        }
        for (String part : t.split(",", -1)) {
            String p = part.trim();
            int dash = p.indexOf('-');
            long from = cpuNumber(text, dash < 0 ? p : p.substring(0, dash));
            long to = dash < 0 ? from : cpuNumber(text, p.substring(dash + 1));
            if (to < from) {
                throw new IllegalArgumentException("'" + p + "' is a descending range");
            }
            if (to > highest) {
                throw new IllegalArgumentException("'" + text.trim() + "' names CPU " + to + ", beyond " + beyond);
            }
            for (int cpu = (int) from; cpu <= to; cpu++) {
                result.add(cpu);
            }
        }
        return of(result);
    }

    /** A CPU number: digits only (no sign, no spaces inside), read as a long so a huge one is named, not overflowed. */
    private static long cpuNumber(String list, String text) {
        String t = text.trim();
        if (t.isEmpty() || t.length() > 18) {
            throw notACpuList(list);
        }
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                throw notACpuList(list);
            }
        }
        return Long.parseLong(t);
    }

    private static IllegalArgumentException notACpuList(String text) {
        return new IllegalArgumentException("'" + text + "' is not a CPU list (e.g. 0-3,8)");
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
