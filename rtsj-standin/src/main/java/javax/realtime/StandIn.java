package javax.realtime;

import java.lang.management.ManagementFactory;
import java.util.ArrayDeque;

/**
 * Not an RTSJ class: the stand-in's bookkeeping. Plain Java cannot redirect {@code new} into another
 * memory, so a memory area's consumption is the number of bytes the JVM says a thread allocated while that
 * area was its allocation context ({@code com.sun.management.ThreadMXBean#getThreadAllocatedBytes}).
 */
public final class StandIn {
    /** Tests assert on this to prove the stand-in, not the compile-only API, was loaded. */
    public static final String IDENTITY = "rtjbench rtsj-standin";
    /** Which RTSJ version's signatures this build of the stand-in has: "1.0.2" or "2.0". */
    public static final String SHAPE = Shape.VERSION;

    private static final com.sun.management.ThreadMXBean THREADS = threads();
    private static final ThreadLocal<ArrayDeque<MemoryArea>> CONTEXT = new ThreadLocal<ArrayDeque<MemoryArea>>() {
        @Override
        protected ArrayDeque<MemoryArea> initialValue() {
            ArrayDeque<MemoryArea> stack = new ArrayDeque<MemoryArea>();
            Thread t = Thread.currentThread();
            MemoryArea initial =
                    t instanceof RealtimeThread ? ((RealtimeThread) t).getMemoryArea() : HeapMemory.instance();
            stack.push(initial);
            initial.resume(t);
            return stack;
        }
    };

    private StandIn() {}

    private static com.sun.management.ThreadMXBean threads() {
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        if (bean.isThreadAllocatedMemorySupported() && !bean.isThreadAllocatedMemoryEnabled()) {
            bean.setThreadAllocatedMemoryEnabled(true);
        }
        return bean;
    }

    static long allocatedBytes(Thread t) {
        long bytes = THREADS.getThreadAllocatedBytes(t.getId());
        return bytes < 0 ? 0 : bytes;
    }

    static MemoryArea current() {
        return CONTEXT.get().peek();
    }

    /** Charges the ending thread's last allocations to its current area (a dead thread's count is lost). */
    static void threadEnds() {
        current().pause(Thread.currentThread());
        CONTEXT.remove();
    }

    static void push(MemoryArea area) {
        Thread t = Thread.currentThread();
        ArrayDeque<MemoryArea> stack = CONTEXT.get();
        stack.peek().pause(t);
        stack.push(area);
        area.resume(t);
    }

    static void pop() {
        Thread t = Thread.currentThread();
        ArrayDeque<MemoryArea> stack = CONTEXT.get();
        stack.pop().pause(t);
        stack.peek().resume(t);
    }

    /** For javax.realtime.memory.ScopedMemory, which lives in another package. */
    public static Object portalOf(MemoryArea area) {
        return area.portal();
    }

    public static void setPortalOf(MemoryArea area, Object portal) {
        area.portal(portal);
    }

    public static int referencesOf(MemoryArea area) {
        return area.references();
    }

    /** The number of schedulables of priority order for the stand-in's scheduler: 1..99 like Linux SCHED_FIFO. */
    static final int MIN_PRIORITY = 1;

    static final int MAX_PRIORITY = 99;
}
