package javax.realtime;

import java.util.concurrent.atomic.AtomicInteger;

/** Stand-in handler: run() calls handleAsyncEvent once per pending fire, as the spec says. */
public class AsyncEventHandler extends HandlerSetters implements Schedulable {
    final AtomicInteger pending = new AtomicInteger();
    private final Runnable logic;

    public AsyncEventHandler() {
        this(null, null, null, null, null, false, null);
    }

    public AsyncEventHandler(Runnable logic) {
        this(null, null, null, null, null, false, logic);
    }

    public AsyncEventHandler(boolean nonheap) {
        this(null, null, null, null, null, nonheap, null);
    }

    public AsyncEventHandler(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            boolean nonheap) {
        this(scheduling, release, memory, area, group, nonheap, null);
    }

    public AsyncEventHandler(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            boolean nonheap,
            Runnable logic) {
        super(new SchedulableState(scheduling, release));
        this.logic = logic;
    }

    public void handleAsyncEvent() {
        if (logic != null) {
            logic.run();
        }
    }

    @Override
    public final void run() {
        while (getAndDecrementPendingFireCount() > 0) {
            handleAsyncEvent();
        }
    }

    protected int getAndClearPendingFireCount() {
        return pending.getAndSet(0);
    }

    protected int getAndDecrementPendingFireCount() {
        while (true) {
            int n = pending.get();
            if (n <= 0) {
                return 0;
            }
            if (pending.compareAndSet(n, n - 1)) {
                return n;
            }
        }
    }

    protected int getPendingFireCount() {
        return pending.get();
    }

    @Override
    public SchedulingParameters getSchedulingParameters() {
        return state.scheduling();
    }

    @Override
    public ReleaseParameters getReleaseParameters() {
        return state.release();
    }
}
