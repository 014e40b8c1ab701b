package javax.realtime;

/** Stand-in RTSJ 1.0.2 LTMemory (initial size ignored: the maximum is the limit). */
public class LTMemory extends ScopedMemory {
    public LTMemory(long size) {
        super(size);
    }

    public LTMemory(long initial, long maximum) {
        super(check(initial, maximum));
    }

    public LTMemory(long size, Runnable logic) {
        super(size, logic);
    }

    public LTMemory(long initial, long maximum, Runnable logic) {
        super(check(initial, maximum), logic);
    }

    private static long check(long initial, long maximum) {
        if (initial < 0 || initial > maximum) {
            throw new IllegalArgumentException("initial " + initial + " must be within 0.." + maximum);
        }
        return maximum;
    }
}
