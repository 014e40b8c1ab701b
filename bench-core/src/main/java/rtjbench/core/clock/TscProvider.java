package rtjbench.core.clock;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The time-stamp counter as a clock: {@code tsc} reads it plainly at both ends of a timed region,
 * {@code tsc-serial} serialises (lfence;rdtsc at the start, rdtscp;lfence at the end, PRAcTISE §3.5) so
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

    private boolean loaded(String label) {
        for (TscPath path : support.paths()) {
            if (path.label().equals(label)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public ClockSource open() throws Exception {
        TscCalibration calibration = support.calibration();
        ClockSource best = null;
        ReadCost bestCost = null;
        String bestPath = null;
        Map<String, Object> pathCosts = new LinkedHashMap<>();
        ClockHandover handover = support.handover();
        String handedPath = handover == null ? null : handover.path(name());
        if (handedPath != null && !loaded(handedPath)) {
            handedPath = null; // the runner's choice did not load here: choose among what did, as without it
        }
        for (TscPath path : support.paths()) {
            if (handedPath != null && !path.label().equals(handedPath)) {
                continue; // loaded for the other TSC clock; this one reads through the path the runner chose
            }
            Clock clock = serial ? path.serial() : path.plain();
            ClockSource candidate =
                    new ClockSource(name(), clock, calibration.nanosPerTick(), new LinkedHashMap<String, Object>());
            ReadCost cost = ReadCost.measure(candidate);
            pathCosts.put(path.label(), ClockSelector.round2(cost.nanosPerRead()));
            if (bestCost == null || cost.nanosPerRead() < bestCost.nanosPerRead()) {
                bestCost = cost;
                best = candidate;
                bestPath = path.label();
            }
        }
        for (Map.Entry<String, Object> failure : support.pathFailures().entrySet()) {
            pathCosts.put(failure.getKey(), "unavailable: " + failure.getValue());
        }
        if (handedPath != null) {
            for (Map.Entry<String, Object> e : handover.pathCosts(name()).entrySet()) {
                if (!pathCosts.containsKey(e.getKey())) {
                    pathCosts.put(e.getKey(), e.getValue());
                }
            }
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put(
                "source",
                serial
                        ? "time-stamp counter, serialised: lfence;rdtsc ... rdtscp;lfence (aarch64: isb-fenced "
                                + "cntvct_el0)"
                        : "time-stamp counter: rdtsc (aarch64: cntvct_el0)");
        details.put("path", bestPath);
        details.put("path_read_cost_ns", pathCosts);
        if (handedPath != null) {
            details.put(
                    "path_chosen_by",
                    "the runner of this sitting, which measured every path; this VM measured the chosen one only");
        }
        // The chosen path's cost was just measured: handed to the selector instead of measured again.
        details.put(ClockSelector.READ_COST, ClockSelector.round2(bestCost.nanosPerRead()));
        details.put(ClockSelector.RESOLUTION, ClockSelector.round2(bestCost.resolutionNanos()));
        details.put("calibration", calibration.toMetadata());
        details.put("calibration_error_ppm", Math.round(calibration.boundPpm() * 100) / 100.0);
        details.put("invariance", support.invariance().toMetadata());
        return new ClockSource(name(), best.clock(), calibration.nanosPerTick(), details);
    }
}
