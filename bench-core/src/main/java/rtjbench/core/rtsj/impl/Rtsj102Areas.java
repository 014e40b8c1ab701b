package rtjbench.core.rtsj.impl;

import javax.realtime.LTMemory;
import javax.realtime.ScopedMemory;
import javax.realtime.VTMemory;
import rtjbench.core.rtsj.AreaMaker;
import rtjbench.core.rtsj.MemoryKind;
import rtjbench.core.rtsj.TestMemoryArea;

/** RTSJ 1.0.2 layout: {@code javax.realtime.LTMemory}/{@code VTMemory}; also gives VT on 2.0 VMs, where it remains. */
public final class Rtsj102Areas implements AreaMaker {
    @Override
    public TestMemoryArea make(MemoryKind kind, long size) {
        switch (kind) {
            case LT:
                return new Scope(kind, new LTMemory(size));
            case VT:
                return new Scope(kind, new VTMemory(size));
            case IMMORTAL:
                return new RtsjArea.Immortal();
            default:
                throw new IllegalArgumentException("not an RTSJ area: " + kind);
        }
    }

    /** A scope keeps objects through its portal: the one place a scope's object may be stored for all to see. */
    private static final class Scope extends RtsjArea {
        Scope(MemoryKind kind, ScopedMemory scope) {
            super(kind, scope);
        }

        @Override
        public void keep(Object object) {
            ((ScopedMemory) area).setPortal(object);
        }
    }
}
