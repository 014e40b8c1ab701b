package javax.realtime;

/** A point in time of a clock. 1.0.2 and 2.0 (2.0 makes HighResolutionTime generic; the erasure is the same). */
public class AbsoluteTime extends HighResolutionTime {
    AbsoluteTime() {
    }

    public AbsoluteTime add(RelativeTime time) {
        throw CompileOnly.error();
    }
}
