package rtjbench.core.platform;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One cpuidle state of one CPU ({@code cpuN/cpuidle/stateK}): its name, exit latency, and whether it may be entered.
 */
public final class IdleState {
    private final String name;
    private final String description;
    private final long latencyMicros;
    private final long residencyMicros;
    private final boolean enabled;

    IdleState(String name, String description, long latencyMicros, long residencyMicros, boolean enabled) {
        this.name = name;
        this.description = description;
        this.latencyMicros = latencyMicros;
        this.residencyMicros = residencyMicros;
        this.enabled = enabled;
    }

    public String name() {
        return name;
    }

    /** The exit latency the driver declares (a VM's real cost of leaving idle is often far larger). */
    public long latencyMicros() {
        return latencyMicros;
    }

    public boolean enabled() {
        return enabled;
    }

    /** A state that takes time to leave: every state but polling, whose declared exit latency is 0. */
    public boolean takesTimeToLeave() {
        return latencyMicros > 0;
    }

    Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("desc", description);
        m.put("latency_us", latencyMicros);
        m.put("residency_us", residencyMicros);
        m.put("enabled", enabled);
        return m;
    }
}
