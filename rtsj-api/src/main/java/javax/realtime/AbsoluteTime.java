package javax.realtime;

/**
 * A point in time of a clock. 1.0.2 and 2.0 (2.0 makes HighResolutionTime generic; the erasure is the same).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/AbsoluteTime.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/AbsoluteTime.java.
 */
public class AbsoluteTime extends HighResolutionTime {
    AbsoluteTime() {}

    public AbsoluteTime add(RelativeTime time) {
        throw CompileOnly.error();
    }
}
