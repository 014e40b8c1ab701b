package rtjbench.core.clock;

import rtjbench.core.bench.UnsupportedHereException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Chooses the clock a run asked for ({@code clock=auto|tsc|tsc-serial|nanotime}), opens it once (loading,
 * calibrating), measures its read cost, and keeps it for later runs. {@code auto} takes the cheapest clock
 * that works, so a slow native path never wins over nanoTime.
 */
public final class ClockSelector {
    private final List<ClockProvider> providers;
    private final Map<String, ClockSource> opened = new LinkedHashMap<>();
    private final Map<String, String> failures = new LinkedHashMap<>();

    public ClockSelector(List<ClockProvider> providers) {
        this.providers = new ArrayList<>(providers);
    }

    /** The clocks this build knows, in order of preference when costs tie. */
    public static ClockSelector standard() {
        return new ClockSelector(Arrays.<ClockProvider>asList(new NanoTimeProvider()));
    }

    public synchronized ClockSource select(String requested) throws UnsupportedHereException {
        if (!"auto".equals(requested)) {
            ClockSource source = open(requested);
            if (source == null) {
                throw new UnsupportedHereException("clock=" + requested + " is not available: " + failures.get(requested));
            }
            return source;
        }
        ClockSource best = null;
        Map<String, Object> candidates = new LinkedHashMap<>();
        for (ClockProvider provider : providers) {
            ClockSource source = open(provider.name());
            if (source == null) {
                candidates.put(provider.name(), "unavailable: " + failures.get(provider.name()));
                continue;
            }
            candidates.put(provider.name(), source.details().get("read_cost_ns"));
            if (best == null || readCost(source) < readCost(best)) {
                best = source;
            }
        }
        if (best == null) {
            throw new UnsupportedHereException("no clock works here: " + failures);
        }
        return best.withDetail("chosen_by", "auto: cheapest working clock; read costs (ns) " + candidates);
    }

    /** Opens a clock once, measuring its read cost; null (with the reason kept) where it does not work. */
    private ClockSource open(String name) {
        if (opened.containsKey(name)) {
            return opened.get(name);
        }
        if (failures.containsKey(name)) {
            return null;
        }
        for (ClockProvider provider : providers) {
            if (!provider.name().equals(name)) {
                continue;
            }
            String reason = provider.unavailableReason();
            if (reason != null) {
                failures.put(name, reason);
                return null;
            }
            try {
                ClockSource source = provider.open();
                ReadCost cost = ReadCost.measure(source);
                source = source.withDetail("read_cost_ns", round2(cost.nanosPerRead()))
                        .withDetail("resolution_ns", round2(cost.resolutionNanos()));
                opened.put(name, source);
                return source;
            } catch (Exception | LinkageError e) {
                failures.put(name, "opening it failed: " + e);
                return null;
            }
        }
        failures.put(name, "this build has no clock named '" + name + "'");
        return null;
    }

    private static double readCost(ClockSource source) {
        return ((Number) source.details().get("read_cost_ns")).doubleValue();
    }

    static double round2(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
