package rtjbench.core.clock;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The time-stamp counter as a clock: {@code tsc} reads it plainly at both ends of a timed region,
 * {@code tsc-serial} serialises (lfence;rdtsc at the start, rdtscp;lfence at the end, seed 002 §3.5) so
 * neither earlier nor later instructions leak into the region, at the price of a dearer read.
 * <p>
 * Opening it measures every call path that bound (FFM, JNI, JNA) and keeps the cheapest; the costs of all
 * of them are recorded. The counter is trusted only where {@link TscInvariance} says it is invariant;
 * elsewhere it is refused unless the run forces it ({@code clock_force=true}).
 */
public final class TscProvider implements ClockProvider {
    private final TscSupport support;
    private final boolean serial;

    TscProvider(TscSupport support, boolean serial) {
        this.support = support;
        this.serial = serial;
    }

    @Override
    public String name() {
        return serial ? "tsc-serial" : "tsc";
    }

    @Override
    public String unavailableReason() {
        return support.unavailableReason();
    }

    @Override
    public String distrustReason() {
        return support.invariance().problem();
    }

    @Override
    public ClockSource open() throws Exception {
        TscCalibration calibration = support.calibration();
        ClockSource best = null;
        double bestCost = Double.MAX_VALUE;
        Map<String, Object> pathCosts = new LinkedHashMap<>();
        for (TscPath path : support.paths()) {
            Clock clock = serial ? path.serial() : path.plain();
            ClockSource candidate = new ClockSource(name(), clock, calibration.nanosPerTick(), new LinkedHashMap<String, Object>());
            double cost = ReadCost.measure(candidate).nanosPerRead();
            pathCosts.put(path.label(), ClockSelector.round2(cost));
            if (cost < bestCost) {
                bestCost = cost;
                best = candidate;
                best = best.withDetail("path", path.label());
            }
        }
        for (Map.Entry<String, Object> failure : support.pathFailures().entrySet()) {
            pathCosts.put(failure.getKey(), "unavailable: " + failure.getValue());
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("source", serial ? "time-stamp counter, serialised: lfence;rdtsc ... rdtscp;lfence (aarch64: isb-fenced cntvct_el0)"
                : "time-stamp counter: rdtsc (aarch64: cntvct_el0)");
        details.put("path", best.details().get("path"));
        details.put("path_read_cost_ns", pathCosts);
        details.put("calibration", calibration.toMetadata());
        details.put("calibration_error_ppm", Math.round(calibration.boundPpm() * 100) / 100.0);
        details.put("invariance", support.invariance().toMetadata());
        return new ClockSource(name(), best.clock(), calibration.nanosPerTick(), details);
    }
}
