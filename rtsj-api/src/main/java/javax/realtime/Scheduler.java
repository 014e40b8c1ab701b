package javax.realtime;

/** Base of schedulers. */
public abstract class Scheduler {
    Scheduler() {
    }
}
