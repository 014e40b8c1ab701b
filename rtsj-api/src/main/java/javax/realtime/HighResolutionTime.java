package javax.realtime;

/** RTSJ 1.0.2 / 2.0: base of AbsoluteTime and RelativeTime (milliseconds plus nanoseconds). */
public abstract class HighResolutionTime {
    HighResolutionTime() {
    }

    public final long getMilliseconds() {
        throw CompileOnly.error();
    }

    public final int getNanoseconds() {
        throw CompileOnly.error();
    }

    public Clock getClock() {
        throw CompileOnly.error();
    }
}
