package javax.realtime;

/**
 * The fixed-priority preemptive scheduler every RTSJ VM has (abstract in 2.0).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/PriorityScheduler.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/PriorityScheduler.java.
 */
public abstract class PriorityScheduler extends Scheduler {
    PriorityScheduler() {}

    public static PriorityScheduler instance() {
        throw CompileOnly.error();
    }

    public int getMaxPriority() {
        throw CompileOnly.error();
    }

    public int getMinPriority() {
        throw CompileOnly.error();
    }
}
