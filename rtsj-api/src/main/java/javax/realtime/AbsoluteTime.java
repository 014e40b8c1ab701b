package javax.realtime;

/** RTSJ 1.0.2 / 2.0: a point in time of a clock. */
public class AbsoluteTime extends HighResolutionTime {
    public AbsoluteTime() {
        throw CompileOnly.error();
    }

    public AbsoluteTime(long millis, int nanos) {
        throw CompileOnly.error();
    }

    public AbsoluteTime(AbsoluteTime time) {
        throw CompileOnly.error();
    }

    public AbsoluteTime add(RelativeTime time) {
        throw CompileOnly.error();
    }

    public RelativeTime subtract(AbsoluteTime time) {
        throw CompileOnly.error();
    }
}
