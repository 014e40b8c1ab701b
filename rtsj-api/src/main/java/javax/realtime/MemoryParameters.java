package javax.realtime;

/** Limits on a schedulable's memory use; rtjbench only passes null. */
public class MemoryParameters {
    private MemoryParameters() {
    }
}
