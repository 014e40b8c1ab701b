package javax.realtime;

/**
 * A clock; the real-time clock is the one every VM has.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/Clock.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/Clock.java.
 */
public abstract class Clock {
    Clock() {}

    public static Clock getRealtimeClock() {
        throw CompileOnly.error();
    }

    public AbsoluteTime getTime() {
        throw CompileOnly.error();
    }
}
