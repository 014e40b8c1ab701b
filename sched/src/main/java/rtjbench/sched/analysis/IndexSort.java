package rtjbench.sched.analysis;

/**
 * Sorting task indices by an order on them, without boxing them into {@code Integer}s: a stable merge sort, so
 * equal keys keep the set's order and every run sorts alike.
 */
public final class IndexSort {
    /** An order on task indices: negative where x comes first. */
    public interface Order {
        int compare(int x, int y);
    }

    private IndexSort() {}

    /** 0..n-1 sorted by {@code order}. */
    public static int[] sorted(int n, Order order) {
        int[] idx = new int[n];
        for (int i = 0; i < n; i++) {
            idx[i] = i;
        }
        sort(idx, n, order);
        return idx;
    }

    /** Sorts {@code idx[0..count)} in place, stably. */
    public static void sort(int[] idx, int count, Order order) {
        if (count < 2) {
            return;
        }
        int[] tmp = new int[count];
        mergeSort(idx, tmp, 0, count, order);
    }

    private static void mergeSort(int[] a, int[] tmp, int from, int to, Order order) {
        if (to - from <= 12) {
            for (int i = from + 1; i < to; i++) {
                int v = a[i];
                int j = i - 1;
                while (j >= from && order.compare(a[j], v) > 0) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = v;
            }
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(a, tmp, from, mid, order);
        mergeSort(a, tmp, mid, to, order);
        if (order.compare(a[mid - 1], a[mid]) <= 0) {
            return;
        }
        System.arraycopy(a, from, tmp, from, to - from);
        int i = from;
        int j = mid;
        for (int k = from; k < to; k++) {
            if (j >= to || (i < mid && order.compare(tmp[i], tmp[j]) <= 0)) {
                a[k] = tmp[i++];
            } else {
                a[k] = tmp[j++];
            }
        }
    }
}
