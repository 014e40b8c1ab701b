package javax.realtime;

/** Stand-in priority inheritance policy (recorded only). */
public class PriorityInheritance extends MonitorControl {
    private static final PriorityInheritance INSTANCE = new PriorityInheritance();

    private PriorityInheritance() {}

    public static PriorityInheritance instance() {
        return INSTANCE;
    }
}
