package rtjbench.core.rtsj.impl;

import javax.realtime.memory.LTMemory;
import javax.realtime.memory.ScopedMemory;
import rtjbench.core.rtsj.AreaMaker;
import rtjbench.core.rtsj.MemoryKind;
import rtjbench.core.rtsj.TestMemoryArea;

/** RTSJ 2.0 layout (JamaicaVM 8.x): {@code javax.realtime.memory.LTMemory}. 2.0 has no VTMemory of its own. */
public final class Rtsj20Areas implements AreaMaker {
    @Override
    public TestMemoryArea make(MemoryKind kind, long size) {
        switch (kind) {
            case LT:
                return new Scope(new LTMemory(size));
            case VT:
                return new Rtsj102Areas().make(kind, size);
            case IMMORTAL:
                return new RtsjArea.Immortal();
            default:
                throw new IllegalArgumentException("not an RTSJ area: " + kind);
        }
    }

    private static final class Scope extends RtsjArea {
        Scope(ScopedMemory scope) {
            super(MemoryKind.LT, scope);
        }

        @Override
        public void keep(Object object) {
            ((ScopedMemory) area).setPortal(object);
        }
    }
}
