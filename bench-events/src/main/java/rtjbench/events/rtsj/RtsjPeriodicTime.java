package rtjbench.events.rtsj;

import java.lang.reflect.Method;
import javax.realtime.AbsoluteTime;
import javax.realtime.Clock;
import javax.realtime.PeriodicParameters;
import javax.realtime.PriorityParameters;
import javax.realtime.RealtimeThread;
import javax.realtime.RelativeTime;
import rtjbench.core.rtsj.VersionedMember;
import rtjbench.events.Periodic;

/**
 * The RTSJ way to be periodic: the current {@code RealtimeThread} gets {@code PeriodicParameters} with an
 * absolute start two periods ahead, and each release is the return of {@code waitForNextPeriod()}. As RTSJ
 * defines it, the thread's first release is at the start and each {@code waitForNextPeriod} blocks until the
 * next, so the i-th return is intended at start + i x period; the lateness is measured on
 * {@code System.nanoTime}, whose value at the start is taken beside the RTSJ clock reading (the two reads are
 * a few hundred ns apart, which offsets every sample alike). A {@code false} return (the VM saw a missed
 * deadline) is counted separately. Loaded only on a VM with RTSJ.
 * <p>
 * The parameters are set with RealtimeThread's setters, whose return type differs between RTSJ 1.0.2 (void)
 * and 2.0 ({@code Schedulable}): they are looked up by name and parameter types here, in the constructor,
 * and called before the loop, never inside it (see {@link VersionedMember}).
 */
public final class RtsjPeriodicTime implements Periodic.TimeBase {
    private final Method setRelease;
    private long vmMisses;

    /** Called in the periodic RealtimeThread; {@code priority} (RTSJ) where the thread takes its own. */
    public RtsjPeriodicTime(int priority) throws ReflectiveOperationException {
        ClassLoader loader = RtsjPeriodicTime.class.getClassLoader();
        this.setRelease = VersionedMember.SET_RELEASE_PARAMETERS.lookUp(loader);
        if (priority > 0) {
            Method setScheduling = VersionedMember.SET_SCHEDULING_PARAMETERS.lookUp(loader);
            VersionedMember.invoke(
                    setScheduling, RealtimeThread.currentRealtimeThread(), new PriorityParameters(priority));
        }
    }

    @Override
    public long firstRelease(long period) {
        long lead = 2 * period;
        AbsoluteTime now = Clock.getRealtimeClock().getTime();
        long nanoNow = System.nanoTime();
        AbsoluteTime start = now.add(relative(lead));
        VersionedMember.invoke(
                setRelease, RealtimeThread.currentRealtimeThread(), new PeriodicParameters(start, relative(period)));
        return nanoNow + lead + period;
    }

    private static RelativeTime relative(long nanos) {
        return new RelativeTime(nanos / 1_000_000L, (int) (nanos % 1_000_000L));
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    /** The VM keeps the schedule; {@code deadline} is ours, for the lateness only. */
    @Override
    public long sleepUntil(long deadline) {
        if (!RealtimeThread.waitForNextPeriod()) {
            vmMisses++;
        }
        return System.nanoTime();
    }

    @Override
    public long vmMisses() {
        return vmMisses;
    }

    @Override
    public String describe() {
        return "RealtimeThread.waitForNextPeriod with PeriodicParameters (absolute start two periods ahead)";
    }
}
