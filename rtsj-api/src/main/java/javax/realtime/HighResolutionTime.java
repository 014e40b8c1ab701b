package javax.realtime;

/** Base of AbsoluteTime and RelativeTime (generic in 2.0, which does not change its erasure). */
public abstract class HighResolutionTime {
    HighResolutionTime() {
    }
}
