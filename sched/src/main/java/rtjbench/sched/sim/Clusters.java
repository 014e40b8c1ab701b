package rtjbench.sched.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The CPUs {@code 0..m-1} split into clusters: each CPU in exactly one, each cluster's CPUs in increasing order.
 * Global scheduling is one cluster of all CPUs, partitioned scheduling m clusters of one.
 */
public final class Clusters {
    private final int cpus;
    private final int[][] members;
    private final int[] clusterOfCpu;

    private Clusters(int cpus, int[][] members) {
        if (cpus < 1) {
            throw new IllegalArgumentException("a platform has at least one CPU, got " + cpus);
        }
        this.cpus = cpus;
        this.members = new int[members.length][];
        this.clusterOfCpu = new int[cpus];
        Arrays.fill(clusterOfCpu, -1);
        for (int c = 0; c < members.length; c++) {
            if (members[c].length == 0) {
                throw new IllegalArgumentException("cluster " + c + " has no CPU");
            }
            int[] sorted = members[c].clone();
            Arrays.sort(sorted);
            for (int cpu : sorted) {
                if (cpu < 0 || cpu >= cpus) {
                    throw new IllegalArgumentException(
                            "CPU " + cpu + " of cluster " + c + " is not one of the CPUs 0.." + (cpus - 1));
                }
                if (clusterOfCpu[cpu] >= 0) {
                    throw new IllegalArgumentException(
                            "CPU " + cpu + " is in clusters " + clusterOfCpu[cpu] + " and " + c);
                }
                clusterOfCpu[cpu] = c;
            }
            this.members[c] = sorted;
        }
        for (int cpu = 0; cpu < cpus; cpu++) {
            if (clusterOfCpu[cpu] < 0) {
                throw new IllegalArgumentException("CPU " + cpu + " is in no cluster");
            }
        }
    }

    /** The given clusters of CPUs {@code 0..cpus-1}. */
    public static Clusters of(int cpus, int[][] members) {
        return new Clusters(cpus, members);
    }

    /** One cluster of every CPU. */
    public static Clusters global(int cpus) {
        int[] all = new int[cpus];
        Arrays.setAll(all, i -> i);
        return new Clusters(cpus, new int[][] {all});
    }

    /** One cluster per CPU. */
    public static Clusters perCpu(int cpus) {
        return equal(cpus, cpus);
    }

    /** {@code count} clusters of consecutive CPUs, equal in size ({@code count} must divide {@code cpus}). */
    public static Clusters equal(int cpus, int count) {
        if (count < 1 || cpus % count != 0) {
            throw new IllegalArgumentException(count + " clusters cannot split " + cpus + " CPUs equally");
        }
        int size = cpus / count;
        int[][] m = new int[count][size];
        for (int c = 0; c < count; c++) {
            for (int i = 0; i < size; i++) {
                m[c][i] = c * size + i;
            }
        }
        return new Clusters(cpus, m);
    }

    /**
     * Clusters written as CPU lists separated by {@code /}, each list of numbers and ranges separated by
     * commas: {@code 0-1/2-3}, {@code 0,2/1,3}; or a single number k, for k equal clusters of consecutive CPUs.
     */
    public static Clusters parse(String text, int cpus) {
        String t = text.trim();
        if (t.matches("\\d+")) {
            int count = number(t, text, cpus);
            if (count < 1 || count > cpus) {
                throw new IllegalArgumentException(
                        t + " clusters cannot split " + cpus + " CPUs: give 1 to " + cpus + " clusters");
            }
            return equal(cpus, count);
        }
        List<int[]> clusters = new ArrayList<>();
        int listed = 0;
        for (String part : t.split("/", -1)) {
            List<Integer> list = new ArrayList<>();
            for (String item : part.split(",", -1)) {
                String s = item.trim();
                int from;
                int to;
                if (s.matches("\\d+")) {
                    from = number(s, text, cpus);
                    to = from;
                } else if (s.matches("\\d+-\\d+")) {
                    int dash = s.indexOf('-');
                    from = number(s.substring(0, dash), text, cpus);
                    to = number(s.substring(dash + 1), text, cpus);
                    if (to < from) {
                        throw new IllegalArgumentException("the CPU range " + s + " runs backwards");
                    }
                } else {
                    throw new IllegalArgumentException(quoted(text)
                            + " is not a cluster list: a number of equal clusters, or CPU lists separated by /"
                            + " (e.g. 0-1/2-3 or 0,2/1,3)");
                }
                // Checked before the range is spelt out: every CPU listed is one of 0..cpus-1, and none twice
                // (the constructor names a repeat), so the lists hold at most cpus numbers in all.
                listed += to - from + 1;
                if (listed > cpus) {
                    throw new IllegalArgumentException("the clusters list more CPUs than the " + cpus
                            + " there are (each CPU is in exactly one cluster)");
                }
                for (int c = from; c <= to; c++) {
                    list.add(c);
                }
            }
            clusters.add(list.stream().mapToInt(Integer::intValue).toArray());
        }
        return new Clusters(cpus, clusters.toArray(new int[0][]));
    }

    /**
     * A CPU number or cluster count of {@code text}; one past {@code cpus} is refused before it is used (a CPU
     * past the last, a count of more clusters than CPUs), so nothing is ever sized by it.
     */
    private static int number(String digits, String text, int cpus) {
        if (digits.length() > 9 || Integer.parseInt(digits) > cpus) {
            throw new IllegalArgumentException(quoted(digits) + " in " + quoted(text) + " is past the platform's "
                    + cpus + " CPUs (CPUs 0.." + (cpus - 1) + ", at most " + cpus + " clusters)");
        }
        return Integer.parseInt(digits);
    }

    private static String quoted(String text) {
        return rtjbench.sched.model.Quoted.of(text);
    }

    public int cpus() {
        return cpus;
    }

    public int count() {
        return members.length;
    }

    /** Cluster c's CPUs, in increasing order. */
    public int[] members(int c) {
        return members[c].clone();
    }

    public int size(int c) {
        return members[c].length;
    }

    /** Whether every cluster has as many CPUs as the first. */
    public boolean equalSizes() {
        for (int[] m : members) {
            if (m.length != members[0].length) {
                return false;
            }
        }
        return true;
    }

    public int clusterOf(int cpu) {
        return clusterOfCpu[cpu];
    }

    /** As {@link #parse} reads it: {@code 0-1/2-3}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < members.length; c++) {
            if (c > 0) {
                sb.append('/');
            }
            int[] m = members[c];
            for (int i = 0; i < m.length; ) {
                int j = i;
                while (j + 1 < m.length && m[j + 1] == m[j] + 1) {
                    j++;
                }
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(m[i]);
                if (j > i) {
                    sb.append('-').append(m[j]);
                }
                i = j + 1;
            }
        }
        return sb.toString();
    }
}
