package javax.realtime;

/** Stand-in: the real-time clock is wall time at start plus System.nanoTime since. */
public abstract class Clock {
    private static final Clock REALTIME = new Clock() {
        private final long originMillis = System.currentTimeMillis();
        private final long originNanos = System.nanoTime();

        @Override
        public RelativeTime getResolution() {
            return new RelativeTime(0, 1);
        }

        @Override
        public AbsoluteTime getTime(AbsoluteTime dest) {
            long elapsed = System.nanoTime() - originNanos;
            dest.set(originMillis + elapsed / 1_000_000L, elapsed % 1_000_000L);
            return dest;
        }
    };

    public Clock() {}

    public static Clock getRealtimeClock() {
        return REALTIME;
    }

    public abstract RelativeTime getResolution();

    public AbsoluteTime getTime() {
        return getTime(new AbsoluteTime());
    }

    public abstract AbsoluteTime getTime(AbsoluteTime dest);
}
