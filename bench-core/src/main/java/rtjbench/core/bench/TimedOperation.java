package rtjbench.core.bench;

/** The one operation a simple benchmark times, run between two clock reads. Must not allocate unless allocation is what is timed. */
public interface TimedOperation {
    void operate();
}
