package rtjbench.core.bench;

/**
 * The one operation a simple benchmark times, run between two clock reads. Must not allocate unless allocation is
 * what is timed.
 */
public interface TimedOperation {
    /**
     * Does the operation once; returns what it made (an allocation) or null. The loop keeps the result after the
     * second clock read, so an allocation escapes and is not optimised away, while the store that keeps it (under
     * G1 a write barrier whose cost depends on where the keeping object lives) stays out of the timed region.
     */
    Object operate();
}
