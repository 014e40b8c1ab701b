package javax.realtime;

/** Stand-in RTSJ 1.0.2 VTMemory (initial size ignored: the maximum is the limit). */
public class VTMemory extends ScopedMemory {
    public VTMemory(long size) {
        super(size);
    }

    public VTMemory(long initial, long maximum) {
        super(check(initial, maximum));
    }

    public VTMemory(long size, Runnable logic) {
        super(size, logic);
    }

    public VTMemory(long initial, long maximum, Runnable logic) {
        super(check(initial, maximum), logic);
    }

    private static long check(long initial, long maximum) {
        if (initial < 0 || initial > maximum) {
            throw new IllegalArgumentException("initial " + initial + " must be within 0.." + maximum);
        }
        return maximum;
    }
}
