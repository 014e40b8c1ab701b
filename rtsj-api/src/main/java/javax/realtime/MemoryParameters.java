package javax.realtime;

/** RTSJ 1.0.2 / 2.0: limits on a schedulable's memory use (only passed as null by rtjbench). */
public class MemoryParameters implements Cloneable {
    public static final long NO_MAX = -1L;

    public MemoryParameters(long maxMemoryArea, long maxImmortal) {
        throw CompileOnly.error();
    }
}
