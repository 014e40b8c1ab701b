package javax.realtime;

/** Stand-in: a point in time of the real-time clock (epoch based, nanosecond steps from System.nanoTime). */
public class AbsoluteTime extends HighResolutionTime {
    public AbsoluteTime() {
        super(0, 0);
    }

    public AbsoluteTime(long millis, int nanos) {
        super(millis, nanos);
    }

    public AbsoluteTime(AbsoluteTime time) {
        super(time.millis, time.nanos);
    }

    public AbsoluteTime add(RelativeTime time) {
        AbsoluteTime sum = new AbsoluteTime(this);
        sum.set(millis + time.millis, (long) nanos + time.nanos);
        return sum;
    }

    public RelativeTime subtract(AbsoluteTime time) {
        RelativeTime d = new RelativeTime();
        d.set(millis - time.millis, (long) nanos - time.nanos);
        return d;
    }
}
