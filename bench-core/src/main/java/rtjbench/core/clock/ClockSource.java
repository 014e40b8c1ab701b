package rtjbench.core.clock;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A clock chosen for a run, with what is known about it: its name, how ticks convert to nanoseconds
 * (calibrated where the clock needs it), the calibration's error, and what one read costs here.
 */
public final class ClockSource {
    private final String name;
    private final Clock clock;
    private final double nanosPerTick;
    private final Map<String, Object> details;

    public ClockSource(String name, Clock clock, double nanosPerTick, Map<String, Object> details) {
        this.name = name;
        this.clock = clock;
        this.nanosPerTick = nanosPerTick;
        this.details = new LinkedHashMap<>(details);
    }

    public String name() {
        return name;
    }

    public Clock clock() {
        return clock;
    }

    public double nanosPerTick() {
        return nanosPerTick;
    }

    /** Ticks to whole nanoseconds, rounded. The cold path only. */
    public long toNanos(long ticks) {
        return Math.round(ticks * nanosPerTick);
    }

    /** Calibration, read cost, resolution and anything else measured, for the metadata. */
    public Map<String, Object> details() {
        return details;
    }

    public ClockSource withDetail(String key, Object value) {
        Map<String, Object> copy = new LinkedHashMap<>(details);
        copy.put(key, value);
        return new ClockSource(name, clock, nanosPerTick, copy);
    }
}
