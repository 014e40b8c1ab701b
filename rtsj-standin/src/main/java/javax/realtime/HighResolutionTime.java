package javax.realtime;

/** Stand-in: milliseconds plus nanoseconds (0..999999), normalised. */
public abstract class HighResolutionTime {
    long millis;
    int nanos;

    HighResolutionTime(long millis, int nanos) {
        set(millis, nanos);
    }

    final void set(long ms, long ns) {
        ms += ns / 1_000_000L;
        ns %= 1_000_000L;
        if (ns < 0) {
            ns += 1_000_000L;
            ms--;
        }
        this.millis = ms;
        this.nanos = (int) ns;
    }

    public final long getMilliseconds() {
        return millis;
    }

    public final int getNanoseconds() {
        return nanos;
    }

    public Clock getClock() {
        return Clock.getRealtimeClock();
    }

    final long totalNanos() {
        return millis * 1_000_000L + nanos;
    }
}
