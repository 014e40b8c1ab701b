package rtjbench.core.rtsj;

import rtjbench.core.support.UnsupportedHereException;

/**
 * Makes the memory area a benchmark tests, choosing the RTSJ layout the VM has. The adapter classes are
 * loaded reflectively so that a VM without {@code javax.realtime} never links them.
 */
public final class MemoryAreas {
    static final String LAYOUT_20 = "rtjbench.core.rtsj.impl.Rtsj20Areas";
    static final String LAYOUT_102 = "rtjbench.core.rtsj.impl.Rtsj102Areas";

    private final RtsjDetection rtsj;

    public MemoryAreas(RtsjDetection rtsj) {
        this.rtsj = rtsj;
    }

    /** Throws {@link UnsupportedHereException} naming the VM where it lacks {@code kind}. */
    public void checkAvailable(MemoryKind kind) throws UnsupportedHereException {
        if (!rtsj.hasMemory(kind)) {
            throw new UnsupportedHereException("memtype=" + kind.argName() + ": "
                    + rtsj.lacks(
                            kind == MemoryKind.VT
                                    ? "javax.realtime.VTMemory"
                                    : kind == MemoryKind.LT
                                            ? "javax.realtime.LTMemory or javax.realtime.memory.LTMemory"
                                            : "javax.realtime.ImmortalMemory"));
        }
    }

    /** A new area of {@code kind}; {@code size} is the scope's size (ignored for heap and immortal). */
    public TestMemoryArea create(MemoryKind kind, long size) throws UnsupportedHereException {
        checkAvailable(kind);
        if (kind == MemoryKind.HEAP) {
            return new HeapArea();
        }
        String maker = kind == MemoryKind.LT && rtsj.hasLayout20() ? LAYOUT_20 : LAYOUT_102;
        return load(maker).make(kind, size);
    }

    public String implementation(MemoryKind kind) {
        return kind == MemoryKind.HEAP ? "java heap" : rtsj.memoryClass(kind);
    }

    private static AreaMaker load(String name) {
        try {
            return (AreaMaker) Class.forName(name).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException(
                    "cannot load " + name + " although detection found its RTSJ classes: " + e, e);
        }
    }
}
