package javax.realtime;

/**
 * A duration.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/RelativeTime.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/RelativeTime.java.
 */
public class RelativeTime extends HighResolutionTime {
    public RelativeTime(long millis, int nanos) {
        throw CompileOnly.error();
    }
}
