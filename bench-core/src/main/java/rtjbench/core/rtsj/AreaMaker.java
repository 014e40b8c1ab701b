package rtjbench.core.rtsj;

/** Implemented in {@code rtsj.impl} per memory layout; loaded by name only after detection said yes. */
public interface AreaMaker {
    TestMemoryArea make(MemoryKind kind, long size);
}
