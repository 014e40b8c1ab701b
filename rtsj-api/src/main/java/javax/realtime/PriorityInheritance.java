package javax.realtime;

/** The priority inheritance monitor policy (the default policy of an RTSJ VM). */
public class PriorityInheritance extends MonitorControl {
    private PriorityInheritance() {
    }

    public static PriorityInheritance instance() {
        throw CompileOnly.error();
    }
}
