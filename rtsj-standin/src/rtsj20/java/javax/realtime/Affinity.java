package javax.realtime;

import java.util.BitSet;

/**
 * Stand-in, RTSJ 2.0 shape (1.0.2 has no Affinity): the processors a task may run on, with 2.0's names
 * ({@code getAffinity(Thread)}; 2.0 sets affinity through SchedulingParameters, it has no {@code set}). The
 * stand-in validates processor sets but pins nothing: the harness places threads through the OS (JNA).
 */
public final class Affinity {
    private final BitSet processors;

    private Affinity(BitSet processors) {
        this.processors = (BitSet) processors.clone();
    }

    public static Affinity generate(BitSet set) {
        if (set == null) {
            throw new IllegalArgumentException("set is null");
        }
        BitSet outside = (BitSet) set.clone();
        outside.andNot(getAvailableProcessors());
        if (set.isEmpty() || !outside.isEmpty()) {
            throw new IllegalArgumentException(
                    "processors " + set + " are not a non-empty subset of " + getAvailableProcessors());
        }
        return new Affinity(set);
    }

    /** Every thread may run on every available processor: the stand-in applies no affinity of its own. */
    public static Affinity getAffinity(Thread thread) {
        if (thread == null) {
            throw new IllegalArgumentException("thread is null");
        }
        return new Affinity(getAvailableProcessors());
    }

    public static BitSet getAvailableProcessors() {
        BitSet all = new BitSet();
        all.set(0, Runtime.getRuntime().availableProcessors());
        return all;
    }

    public BitSet getProcessors() {
        return (BitSet) processors.clone();
    }
}
