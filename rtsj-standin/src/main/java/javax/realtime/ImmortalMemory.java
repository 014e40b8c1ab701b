package javax.realtime;

/**
 * Stand-in: never reclaimed. Its size is the system property {@code rtsj.standin.immortal.size} (bytes,
 * default 256 MiB), standing in for a VM's configured immortal size.
 */
public final class ImmortalMemory extends MemoryArea {
    private static final ImmortalMemory INSTANCE = new ImmortalMemory();

    private ImmortalMemory() {
        super(Long.getLong("rtsj.standin.immortal.size", 256L << 20));
    }

    public static ImmortalMemory instance() {
        return INSTANCE;
    }
}
