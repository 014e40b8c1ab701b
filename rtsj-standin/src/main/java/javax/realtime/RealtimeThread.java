package javax.realtime;

import java.util.concurrent.locks.LockSupport;

/**
 * Stand-in realtime thread: a Java thread that records its scheduling parameters (the OS is not asked for
 * any priority), runs with its initial memory area as allocation context (a scoped one is referenced
 * while the thread lives), and implements periodic release by sleeping to the next period.
 */
public class RealtimeThread extends ThreadSetters implements Schedulable {
    private final MemoryArea area;
    private final Runnable logic;
    private volatile long startNanos;
    private long firstRelease = Long.MIN_VALUE;
    private long releases;

    public RealtimeThread() {
        this(null, null, null, null, null, null);
    }

    public RealtimeThread(SchedulingParameters scheduling) {
        this(scheduling, null, null, null, null, null);
    }

    public RealtimeThread(SchedulingParameters scheduling, ReleaseParameters release) {
        this(scheduling, release, null, null, null, null);
    }

    public RealtimeThread(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            Runnable logic) {
        super(new SchedulableState(scheduling, release));
        this.area = area != null ? area : HeapMemory.instance();
        this.logic = logic;
    }

    public static RealtimeThread currentRealtimeThread() {
        Thread t = Thread.currentThread();
        if (!(t instanceof RealtimeThread)) {
            throw new ClassCastException(t + " is not a RealtimeThread");
        }
        return (RealtimeThread) t;
    }

    public static MemoryArea getCurrentMemoryArea() {
        return StandIn.current();
    }

    /**
     * Sleeps to the next release; false when the previous release's deadline had already passed, and then its
     * deadline-miss handler, if any, is released.
     */
    public static boolean waitForNextPeriod() {
        return currentRealtimeThread().nextPeriod();
    }

    private boolean nextPeriod() {
        ReleaseParameters release = state.release();
        if (!(release instanceof PeriodicParameters)) {
            throw new IllegalThreadStateException("waitForNextPeriod needs PeriodicParameters, thread has " + release);
        }
        PeriodicParameters p = (PeriodicParameters) release;
        long period = p.getPeriod().totalNanos();
        if (firstRelease == Long.MIN_VALUE) {
            firstRelease = firstRelease(p.getStart());
        }
        releases++;
        long target = firstRelease + releases * period;
        long deadline = p.getDeadline() == null ? period : p.getDeadline().totalNanos();
        boolean missed = System.nanoTime() > target - period + deadline;
        if (missed && p.getDeadlineMissHandler() != null) {
            AsyncEventHandler h = p.getDeadlineMissHandler();
            h.pending.incrementAndGet();
            HandlerPool.INSTANCE.releaseAll(java.util.Collections.singletonList(h));
        }
        for (long left; (left = target - System.nanoTime()) > 0; ) {
            LockSupport.parkNanos(left);
        }
        return !missed;
    }

    private long firstRelease(HighResolutionTime start) {
        if (start instanceof AbsoluteTime) {
            long now = Clock.getRealtimeClock().getTime().totalNanos();
            return System.nanoTime() + (start.totalNanos() - now);
        }
        if (start instanceof RelativeTime) {
            return startNanos + start.totalNanos();
        }
        return startNanos;
    }

    public MemoryArea getMemoryArea() {
        return area;
    }

    @Override
    public synchronized void start() {
        startNanos = System.nanoTime();
        area.addReference();
        super.start();
        final Thread self = this;
        Thread reaper = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        try {
                            self.join();
                        } catch (InterruptedException e) {
                            return;
                        }
                        area.removeReference();
                    }
                },
                getName() + "-standin-reaper");
        reaper.setDaemon(true);
        reaper.start();
    }

    /**
     * Runs the logic with the initial memory area as allocation context. (A subclass that overrides run()
     * gets its context set up at its first RTSJ call instead, and its allocations after the last one are
     * not charged: a limit of the stand-in.)
     */
    @Override
    public void run() {
        StandIn.current();
        try {
            if (logic != null) {
                logic.run();
            }
        } finally {
            StandIn.threadEnds();
        }
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
