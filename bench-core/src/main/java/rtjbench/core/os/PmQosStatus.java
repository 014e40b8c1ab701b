package rtjbench.core.os;

import java.util.LinkedHashMap;
import java.util.Map;

/** What one run asked of PM QoS and what it held: the {@code pm_qos} block of its metadata. */
public final class PmQosStatus {
    private final CpuDmaLatency requested;
    private final String device;
    private final Integer heldMicros;
    private final String status;
    private final Integer effectiveMicros;
    private final String warning;

    PmQosStatus(
            CpuDmaLatency requested,
            String device,
            Integer heldMicros,
            String status,
            Integer effectiveMicros,
            String warning) {
        this.requested = requested;
        this.device = device;
        this.heldMicros = heldMicros;
        this.status = status;
        this.effectiveMicros = effectiveMicros;
        this.warning = warning;
    }

    public CpuDmaLatency requested() {
        return requested;
    }

    /** Whether this process holds a limit for the run. */
    public boolean held() {
        return heldMicros != null;
    }

    /** The limit held, where {@link #held()}. */
    public Integer heldMicros() {
        return heldMicros;
    }

    /** The warning to print, the first time a request could not be held; null otherwise. */
    public String warning() {
        return warning;
    }

    public Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("requested", requested.toString());
        m.put("device", device);
        m.put("held", held());
        m.put("held_us", heldMicros);
        m.put("status", status);
        m.put("effective_us", effectiveMicros);
        return m;
    }
}
