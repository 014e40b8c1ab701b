package rtjbench.core.rtsj;

/** The memory types a test thread can allocate in; {@link #argName} is the {@code memtype} value. */
public enum MemoryKind {
    HEAP("heap", false),
    LT("LT", true),
    VT("VT", true),
    IMMORTAL("immortal", false);

    private final String argName;
    private final boolean scoped;

    MemoryKind(String argName, boolean scoped) {
        this.argName = argName;
        this.scoped = scoped;
    }

    public String argName() {
        return argName;
    }

    /** Scoped memory is reclaimed when its last user leaves; entering it needs a realtime thread. */
    public boolean isScoped() {
        return scoped;
    }

    /** Whether the area is never reclaimed (immortal), so everything allocated must fit in it at once. */
    public boolean neverReclaimed() {
        return this == IMMORTAL;
    }

    public static MemoryKind fromArg(String value) {
        for (MemoryKind k : values()) {
            if (k.argName.equals(value)) return k;
        }
        throw new IllegalArgumentException("memtype '" + value + "' is not one of heap, LT, VT, immortal");
    }
}
