package javax.realtime;

/** RTSJ 1.0.2 / 2.0: a duration. */
public class RelativeTime extends HighResolutionTime {
    public RelativeTime() {
        throw CompileOnly.error();
    }

    public RelativeTime(long millis, int nanos) {
        throw CompileOnly.error();
    }

    public RelativeTime(RelativeTime time) {
        throw CompileOnly.error();
    }
}
