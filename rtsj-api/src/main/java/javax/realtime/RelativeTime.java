package javax.realtime;

/** A duration. */
public class RelativeTime extends HighResolutionTime {
    public RelativeTime(long millis, int nanos) {
        throw CompileOnly.error();
    }
}
