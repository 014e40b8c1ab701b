package javax.realtime;

/** Stand-in: a duration. */
public class RelativeTime extends HighResolutionTime {
    public RelativeTime() {
        super(0, 0);
    }

    public RelativeTime(long millis, int nanos) {
        super(millis, nanos);
    }

    public RelativeTime(RelativeTime time) {
        super(time.millis, time.nanos);
    }
}
