package javax.realtime;

/** Stand-in: recorded, not enforced. */
public class MemoryParameters implements Cloneable {
    public static final long NO_MAX = -1L;

    public MemoryParameters(long maxMemoryArea, long maxImmortal) {}
}
