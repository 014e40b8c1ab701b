package javax.realtime;

/** Processing groups (deprecated in 2.0); rtjbench only passes null. */
public class ProcessingGroupParameters {
    private ProcessingGroupParameters() {
    }
}
