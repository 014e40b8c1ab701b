package rtjbench.core.clock;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code System.nanoTime()}: always there, needs no calibration. */
public final class NanoTimeProvider implements ClockProvider {
    @Override
    public String name() {
        return "nanotime";
    }

    @Override
    public String unavailableReason() {
        return null;
    }

    @Override
    public ClockSource open() {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("source", "System.nanoTime (CLOCK_MONOTONIC on Linux)");
        details.put("calibration", "none needed: one tick is one nanosecond");
        return new ClockSource(name(), new NanoTimeClock(), 1.0, details);
    }
}
