package javax.realtime;

/** A clock; the real-time clock is the one every VM has. */
public abstract class Clock {
    Clock() {
    }

    public static Clock getRealtimeClock() {
        throw CompileOnly.error();
    }

    public AbsoluteTime getTime() {
        throw CompileOnly.error();
    }
}
