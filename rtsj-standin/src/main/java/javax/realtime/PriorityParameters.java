package javax.realtime;

/** Stand-in: a priority; the range is checked where it is used, as the spec does. */
public class PriorityParameters extends PrioritySetter {
    public PriorityParameters(int priority) {
        super(priority);
    }

    public int getPriority() {
        return priority;
    }

    static int of(SchedulingParameters p) {
        return p instanceof PriorityParameters
                ? ((PriorityParameters) p).getPriority()
                : PriorityScheduler.instance().getNormPriority();
    }

    static void check(SchedulingParameters p) {
        if (p instanceof PriorityParameters) {
            int prio = ((PriorityParameters) p).getPriority();
            if (prio < StandIn.MIN_PRIORITY || prio > StandIn.MAX_PRIORITY) {
                throw new IllegalArgumentException("priority " + prio + " outside the PriorityScheduler range "
                        + StandIn.MIN_PRIORITY + ".." + StandIn.MAX_PRIORITY);
            }
        }
    }
}
