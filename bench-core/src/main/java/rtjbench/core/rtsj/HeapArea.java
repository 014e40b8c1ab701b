package rtjbench.core.rtsj;

/** The Java heap, on any VM: entering it just runs the logic; the collector reclaims. */
public final class HeapArea implements TestMemoryArea {
    @SuppressWarnings("unused") // written, never read: the write keeps the work from being optimised away
    private static volatile Object kept;

    @Override
    public MemoryKind kind() {
        return MemoryKind.HEAP;
    }

    @Override
    public String implementation() {
        return "java heap";
    }

    @Override
    public long size() {
        return Runtime.getRuntime().maxMemory();
    }

    @Override
    public long consumed() {
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }

    @Override
    public long remaining() {
        return size() - consumed();
    }

    @Override
    public void enter(Runnable logic) {
        logic.run();
    }

    @Override
    public void keep(Object object) {
        kept = object;
    }

    @Override
    public Object rtsjArea() {
        return null;
    }
}
