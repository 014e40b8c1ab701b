package javax.realtime;

/** RTSJ 1.0.2 / 2.0: a clock; the real-time clock is the one every VM has. */
public abstract class Clock {
    public Clock() {
    }

    public static Clock getRealtimeClock() {
        throw CompileOnly.error();
    }

    public abstract RelativeTime getResolution();

    public AbsoluteTime getTime() {
        throw CompileOnly.error();
    }

    public abstract AbsoluteTime getTime(AbsoluteTime dest);
}
