package javax.realtime;

/** Base of the parameters a scheduler orders schedulables by (abstract in 1.0.2, concrete in 2.0). */
public abstract class SchedulingParameters {
    SchedulingParameters() {
    }
}
