package javax.realtime;

import java.util.HashMap;
import java.util.Map;

/** Stand-in priority ceiling policy (recorded only); one instance per ceiling, as the spec says. */
public class PriorityCeilingEmulation extends MonitorControl {
    private static final Map<Integer, PriorityCeilingEmulation> INSTANCES =
            new HashMap<Integer, PriorityCeilingEmulation>();
    private final int ceiling;

    private PriorityCeilingEmulation(int ceiling) {
        this.ceiling = ceiling;
    }

    public static synchronized PriorityCeilingEmulation instance(int ceiling) {
        if (ceiling < StandIn.MIN_PRIORITY || ceiling > StandIn.MAX_PRIORITY) {
            throw new IllegalArgumentException(
                    "ceiling " + ceiling + " outside " + StandIn.MIN_PRIORITY + ".." + StandIn.MAX_PRIORITY);
        }
        PriorityCeilingEmulation p = INSTANCES.get(ceiling);
        if (p == null) {
            p = new PriorityCeilingEmulation(ceiling);
            INSTANCES.put(ceiling, p);
        }
        return p;
    }

    public int getCeiling() {
        return ceiling;
    }

    /** Since RTSJ 1.0.1 the policy whose ceiling is the scheduler's maximum priority (not that priority). */
    public static PriorityCeilingEmulation getMaxCeiling() {
        return instance(StandIn.MAX_PRIORITY);
    }
}
