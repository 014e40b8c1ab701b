package rtjbench.events.rtsj;

import java.lang.reflect.Method;
import java.util.concurrent.atomic.AtomicLong;
import javax.realtime.AbsoluteTime;
import javax.realtime.AsyncEventHandler;
import javax.realtime.Clock;
import javax.realtime.PeriodicParameters;
import javax.realtime.PriorityParameters;
import javax.realtime.RealtimeThread;
import javax.realtime.RelativeTime;
import rtjbench.core.rtsj.VersionedMember;
import rtjbench.events.taskset.Release;

/**
 * A task of the task-set testapp as RTSJ defines one: the current {@code RealtimeThread} gets the task's priority
 * ({@code PriorityParameters}) and {@code PeriodicParameters} with its period, cost (the WCET), deadline and a
 * deadline-miss handler, and each release is a return of {@code waitForNextPeriod()}. The i-th return is intended
 * at start + i x period, so the start is set one period before the schedule's origin; the origin (a {@code
 * System.nanoTime} instant) is placed on the RTSJ clock through one pair of reads. The miss handler counts the
 * misses the VM reports; where the VM deschedules a thread that missed (RTSJ 1.0.2, with a miss handler) it puts
 * it back with {@code schedulePeriodic}, looked up by name since 2.0 dropped it. Loaded only on a VM with RTSJ;
 * the setters are looked up in the constructor, never in the loop ({@link VersionedMember}).
 */
public final class RtsjTaskRelease implements Release {
    private final Method setRelease;
    private final long period;
    private final long cost;
    private final long deadline;
    private final AtomicLong misses = new AtomicLong();
    private final RealtimeThread thread;

    /** Called in the task's RealtimeThread: takes the task's RTSJ priority now. */
    public RtsjTaskRelease(int priority, long period, long cost, long deadline) throws ReflectiveOperationException {
        ClassLoader loader = RtsjTaskRelease.class.getClassLoader();
        this.setRelease = VersionedMember.SET_RELEASE_PARAMETERS.lookUp(loader);
        this.period = period;
        this.cost = cost;
        this.deadline = deadline;
        this.thread = RealtimeThread.currentRealtimeThread();
        Method setScheduling = VersionedMember.SET_SCHEDULING_PARAMETERS.lookUp(loader);
        VersionedMember.invoke(setScheduling, thread, new PriorityParameters(priority));
    }

    @Override
    public void begin(long origin) {
        AbsoluteTime now = Clock.getRealtimeClock().getTime();
        long nanoNow = System.nanoTime();
        AbsoluteTime start = now.add(relative(origin - period - nanoNow));
        AsyncEventHandler missHandler = new AsyncEventHandler(null, null, null, null, null, false, new Runnable() {
            @Override
            public void run() {
                misses.incrementAndGet();
                reschedule(thread);
            }
        });
        VersionedMember.invoke(
                setRelease,
                thread,
                new PeriodicParameters(start, relative(period), relative(cost), relative(deadline), null, missHandler));
    }

    /** RTSJ 1.0.2 deschedules a periodic thread whose deadline passed where it has a miss handler. */
    static void reschedule(RealtimeThread thread) {
        try {
            Method m = thread.getClass().getMethod("schedulePeriodic");
            m.invoke(thread);
        } catch (NoSuchMethodException e) {
            // RTSJ 2.0: the thread was never descheduled
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("schedulePeriodic failed: " + e, e);
        }
    }

    private static RelativeTime relative(long nanos) {
        return new RelativeTime(nanos / 1_000_000L, (int) (nanos % 1_000_000L));
    }

    @Override
    public void await(long release) {
        RealtimeThread.waitForNextPeriod(); // a false return is a miss, which the handler counts
    }

    @Override
    public long vmMisses() {
        return misses.get();
    }

    @Override
    public String describe() {
        return "RealtimeThread.waitForNextPeriod with PeriodicParameters (start one period before the origin, cost"
                + " the WCET, the task's deadline, a deadline-miss handler counting the VM's misses)";
    }
}
