package javax.realtime;

/** Periodic release; the two-argument constructor exists since 1.0.1 and in 2.0. */
public class PeriodicParameters extends ReleaseParameters {
    public PeriodicParameters(HighResolutionTime start, RelativeTime period) {
        throw CompileOnly.error();
    }
}
