package javax.realtime;

import java.util.BitSet;
import java.util.Map;
import java.util.WeakHashMap;

/** Stand-in (RTSJ 1.1 / 2.0): validates and records affinities; it cannot pin (the harness does, via JNA). */
public final class Affinity {
    private static final Map<Thread, Affinity> SET = new WeakHashMap<Thread, Affinity>();
    private final BitSet processors;

    private Affinity(BitSet processors) {
        this.processors = (BitSet) processors.clone();
    }

    public static Affinity generate(BitSet bitSet) {
        if (bitSet == null) {
            throw new NullPointerException("bitSet");
        }
        BitSet outside = (BitSet) bitSet.clone();
        outside.andNot(getAvailableProcessors());
        if (bitSet.isEmpty() || !outside.isEmpty()) {
            throw new IllegalArgumentException("processors " + bitSet + " are not a non-empty subset of " + getAvailableProcessors());
        }
        return new Affinity(bitSet);
    }

    public static synchronized Affinity get(Thread thread) {
        Affinity a = SET.get(thread);
        return a != null ? a : new Affinity(getAvailableProcessors());
    }

    public static synchronized void set(Affinity set, Thread thread) throws ProcessorAffinityException {
        if (set == null || thread == null) {
            throw new NullPointerException("set and thread must not be null");
        }
        SET.put(thread, set);
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
