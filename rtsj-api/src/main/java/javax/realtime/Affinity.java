package javax.realtime;

import java.util.BitSet;

/**
 * RTSJ 1.1 / 2.0 (not in 1.0.2, where affinity is left to the VM): the processors a thread may run on.
 * (SCJ and some drafts call the same idea {@code AffinitySet}; rtjbench only detects that name.)
 */
public final class Affinity {
    private Affinity() {
    }

    public static Affinity generate(BitSet bitSet) {
        throw CompileOnly.error();
    }

    public static Affinity get(Thread thread) {
        throw CompileOnly.error();
    }

    public static void set(Affinity set, Thread thread) throws ProcessorAffinityException {
        throw CompileOnly.error();
    }

    public static BitSet getAvailableProcessors() {
        throw CompileOnly.error();
    }

    public BitSet getProcessors() {
        throw CompileOnly.error();
    }
}
