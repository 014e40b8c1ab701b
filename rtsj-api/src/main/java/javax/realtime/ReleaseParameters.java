package javax.realtime;

/** Base of periodic and aperiodic release (generic in 2.0, which does not change its erasure). */
public abstract class ReleaseParameters {
    ReleaseParameters() {
    }
}
