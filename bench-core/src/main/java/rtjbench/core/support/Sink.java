package rtjbench.core.support;

/**
 * Keeps computed values alive so the JIT cannot drop the work that made them (as JMH's Blackhole does),
 * without I/O: values are folded into a field of an object that escapes, which the compiler must assume
 * someone reads. Cold-path friendly: one add per value, no allocation, no volatile write per call.
 */
public final class Sink {
    private long folded;

    /** Folds {@code value} in. */
    public void consume(long value) {
        folded += value;
    }

    public void consume(double value) {
        folded += Double.doubleToRawLongBits(value);
    }

    /** What was folded in so far (tests; and one more reader the compiler cannot see past). */
    public long folded() {
        return folded;
    }
}
