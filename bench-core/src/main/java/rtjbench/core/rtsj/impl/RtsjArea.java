package rtjbench.core.rtsj.impl;

import javax.realtime.MemoryArea;
import rtjbench.core.rtsj.MemoryKind;
import rtjbench.core.rtsj.TestMemoryArea;

/** A {@code javax.realtime.MemoryArea} (any layout) seen as a {@link TestMemoryArea}. Loaded only on RTSJ VMs. */
abstract class RtsjArea implements TestMemoryArea {
    private final MemoryKind kind;
    final MemoryArea area;

    RtsjArea(MemoryKind kind, MemoryArea area) {
        this.kind = kind;
        this.area = area;
    }

    @Override
    public MemoryKind kind() {
        return kind;
    }

    @Override
    public String implementation() {
        return area.getClass().getName();
    }

    @Override
    public long size() {
        return area.size();
    }

    @Override
    public long consumed() {
        return area.memoryConsumed();
    }

    @Override
    public long remaining() {
        return area.memoryRemaining();
    }

    @Override
    public void enter(Runnable logic) {
        area.enter(logic);
    }

    @Override
    public Object rtsjArea() {
        return area;
    }

    /** Immortal objects may be referenced from anywhere, so a static slot is legal. */
    static final class Immortal extends RtsjArea {
        @SuppressWarnings("unused") // written, never read: the write keeps the work from being optimised away
        private static volatile Object kept;

        Immortal() {
            super(MemoryKind.IMMORTAL, javax.realtime.ImmortalMemory.instance());
        }

        @Override
        public void keep(Object object) {
            kept = object;
        }
    }
}
