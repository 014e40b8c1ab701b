package rtjbench.core.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The loops a workload made for its test threads, by thread index: each thread's body is made as that thread
 * starts, in whatever order the threads get there; the workload's metadata and its close read them all, in index
 * order, once the threads have ended.
 *
 * @param <T> the workload's loop
 */
public final class ThreadLoops<T> {
    private final Map<Integer, List<T>> byIndex = new TreeMap<Integer, List<T>>();

    /** Keeps {@code loop} as thread {@code index}'s (after any it had: a workload run again makes new ones). */
    public synchronized T add(int index, T loop) {
        List<T> of = byIndex.get(index);
        if (of == null) {
            of = new ArrayList<T>(1);
            byIndex.put(index, of);
        }
        of.add(loop);
        return loop;
    }

    /** The loops so far, in thread-index order (a thread's in the order they were made). */
    public synchronized List<T> inIndexOrder() {
        List<T> all = new ArrayList<T>();
        for (List<T> of : byIndex.values()) {
            all.addAll(of);
        }
        return all;
    }
}
