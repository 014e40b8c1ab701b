package javax.realtime;

import java.util.concurrent.locks.LockSupport;

/** Stand-in bound handler: its own daemon thread, woken by fire() with LockSupport.unpark. */
public abstract class BoundAsyncEventHandler extends AsyncEventHandler {
    private Thread thread;

    public BoundAsyncEventHandler() {
        super();
    }

    public BoundAsyncEventHandler(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            boolean nonheap,
            Runnable logic) {
        super(scheduling, release, memory, area, group, nonheap, logic);
    }

    /** Stand-in only: the thread this handler is bound to (null before its first release). */
    public synchronized Thread standInThread() {
        return thread;
    }

    synchronized void wake() {
        if (thread == null) {
            thread = new Thread(
                    new Runnable() {
                        @Override
                        public void run() {
                            loop();
                        }
                    },
                    "rtsj-standin-bound-" + PriorityParameters.of(getSchedulingParameters()));
            thread.setDaemon(true);
            thread.start();
        }
        LockSupport.unpark(thread);
    }

    @SuppressWarnings("CatchAndPrintStackTrace") // a handler's uncaught exception is printed, as a VM does
    private void loop() {
        while (!Thread.currentThread().isInterrupted()) {
            if (pending.get() == 0) {
                LockSupport.park(this);
                continue;
            }
            try {
                run();
            } catch (Throwable t) {
                t.printStackTrace();
            }
        }
    }
}
