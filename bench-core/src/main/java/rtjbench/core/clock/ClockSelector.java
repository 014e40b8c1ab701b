package rtjbench.core.clock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.support.UnsupportedHereException;

/**
 * Chooses the clock a run asked for ({@code clock=auto|tsc|tsc-serial|nanotime}), opens it once (loading,
 * calibrating), measures its read cost, and keeps it for later runs. {@code auto} takes the cheapest clock
 * that works and is trusted, so a slow native path never wins over nanoTime; a later provider must be cheaper by
 * {@link #TIE_FRACTION} of the earlier's cost to win, else the earlier one (nanotime first) is kept. Read costs
 * measured a few nanoseconds apart are a tie whose winner would change from one sitting to the next, and with it
 * every latency measured (where a clock reads the time inside its call differs between clocks): a near tie must
 * not decide the clock. A clock whose provider distrusts it here (a TSC that is not invariant) is refused unless
 * the run forces it.
 */
public final class ClockSelector {
    /** Metadata keys of a clock's measured read cost and resolution (ns). */
    public static final String READ_COST = "read_cost_ns";

    static final String RESOLUTION = "resolution_ns";

    /** How much cheaper than an earlier provider's clock a later one must read to be chosen by {@code auto}. */
    static final double TIE_FRACTION = 0.15;
    /** Measures a clock's read cost; tests put fixed costs here. */
    interface CostMeter {
        ReadCost measure(ClockSource source);
    }

    private static ClockSelector shared;

    private final List<ClockProvider> providers;
    private final CostMeter meter;
    private final Map<String, ClockSource> opened = new LinkedHashMap<>();
    private final Map<String, String> failures = new LinkedHashMap<>();
    /** The TSC clocks' shared state in {@link #standard()}: its calibration and handover; null otherwise. */
    private TscSupport tsc;

    public ClockSelector(List<ClockProvider> providers) {
        this(providers, new CostMeter() {
            @Override
            public ReadCost measure(ClockSource source) {
                return ReadCost.measure(source);
            }
        });
    }

    ClockSelector(List<ClockProvider> providers, CostMeter meter) {
        this.providers = new ArrayList<>(providers);
        this.meter = meter;
    }

    /**
     * The clocks this build knows, in order of preference when costs tie. One instance a process: opening
     * a clock (loading, calibrating, measuring) is done once, and the runner and the {@code timer} testapp
     * see the same clocks.
     */
    public static synchronized ClockSelector standard() {
        if (shared == null) {
            TscSupport tsc = new TscSupport();
            shared = new ClockSelector(Arrays.<ClockProvider>asList(
                    new NanoTimeProvider(), new TscProvider(tsc, false), new TscProvider(tsc, true)));
            shared.tsc = tsc;
        }
        return shared;
    }

    /** {@link #select(String, boolean)} without forcing. */
    public ClockSource select(String requested) throws UnsupportedHereException {
        return select(requested, false);
    }

    /**
     * The clock for a run. {@code force} lets a distrusted clock (a TSC that is not invariant) be used
     * when asked for by name, or by {@code auto}.
     */
    public synchronized ClockSource select(String requested, boolean force) throws UnsupportedHereException {
        if (!"auto".equals(requested)) {
            ClockProvider provider = provider(requested);
            if (provider == null) {
                throw new UnsupportedHereException(
                        "clock=" + requested + ": this build has no such clock (it has " + names() + ")");
            }
            String distrust = provider.distrustReason();
            if (distrust != null && !force) {
                throw new UnsupportedHereException("clock=" + requested + " refused: " + distrust
                        + ". Set clock_force=true to use it anyway, or use clock=nanotime");
            }
            ClockSource source = open(provider);
            if (source == null) {
                throw new UnsupportedHereException(
                        "clock=" + requested + " is not available: " + failures.get(requested));
            }
            return distrust == null ? source : source.withDetail("forced", "clock_force=true despite: " + distrust);
        }
        ClockSource handed = handedOverChoice(force);
        if (handed != null) {
            return handed;
        }
        ClockSource best = null;
        Map<String, Object> candidates = new LinkedHashMap<>();
        for (ClockProvider provider : providers) {
            String distrust = provider.distrustReason();
            if (distrust != null && !force) {
                candidates.put(provider.name(), "not trusted: " + distrust);
                continue;
            }
            ClockSource source = open(provider);
            if (source == null) {
                candidates.put(provider.name(), "unavailable: " + failures.get(provider.name()));
                continue;
            }
            candidates.put(provider.name(), source.details().get(READ_COST));
            if (best == null || clearlyCheaper(readCost(source), readCost(best))) {
                best = source;
            }
        }
        if (best == null) {
            throw new UnsupportedHereException("no clock works here: " + candidates);
        }
        return best.withDetail(
                "chosen_by",
                "auto: cheapest working clock (a later one only where " + Math.round(TIE_FRACTION * 100)
                        + "% cheaper); read costs (ns) " + candidates);
    }

    /**
     * {@code auto} in a fork whose runner measured every clock in this sitting: the cheapest by the runner's
     * costs, opened (and its cost measured) alone. Null where there is no such handover, or the clock it names
     * does not open here.
     */
    private ClockSource handedOverChoice(boolean force) {
        ClockHandover handover = tsc == null ? null : tsc.handover();
        if (handover == null) {
            return null;
        }
        ClockProvider best = null;
        double bestCost = Double.MAX_VALUE;
        Map<String, Object> candidates = new LinkedHashMap<>();
        for (ClockProvider provider : providers) {
            String distrust = provider.distrustReason();
            double cost = handover.cost(provider.name());
            if (distrust != null && !force) {
                candidates.put(provider.name(), "not trusted: " + distrust);
            } else if (Double.isNaN(cost)) {
                candidates.put(provider.name(), "not opened by the runner");
            } else {
                candidates.put(provider.name(), cost);
                if (best == null || clearlyCheaper(cost, bestCost)) {
                    bestCost = cost;
                    best = provider;
                }
            }
        }
        ClockSource source = best == null ? null : open(best);
        if (source == null) {
            return null;
        }
        return source.withDetail(
                "chosen_by",
                "auto: cheapest working clock (a later one only where " + Math.round(TIE_FRACTION * 100)
                        + "% cheaper) by the read costs (ns) the runner of this sitting measured " + candidates);
    }

    /**
     * What this runner measured of its clocks, as the value of {@link ClockHandover#PROPERTY} for its forks;
     * null where no clock has been opened.
     */
    public synchronized String handover() {
        if (opened.isEmpty()) {
            return null;
        }
        Map<String, Map<String, Object>> pathCosts = new LinkedHashMap<>();
        for (Map.Entry<String, ClockSource> e : opened.entrySet()) {
            Object costs = e.getValue().details().get("path_read_cost_ns");
            if (costs instanceof Map) {
                Map<String, Object> m = new LinkedHashMap<>();
                for (Map.Entry<?, ?> c : ((Map<?, ?>) costs).entrySet()) {
                    m.put(String.valueOf(c.getKey()), c.getValue());
                }
                pathCosts.put(e.getKey(), m);
            }
        }
        return ClockHandover.encode(tsc == null ? null : tsc.calibrationSoFar(), opened, pathCosts);
    }

    /** Every clock that opens here and is trusted (or forced), in provider order: what the timer testapp reads. */
    public synchronized List<ClockSource> available(boolean force) {
        List<ClockSource> all = new ArrayList<>();
        for (ClockProvider provider : providers) {
            if (provider.distrustReason() != null && !force) {
                continue;
            }
            ClockSource source = open(provider);
            if (source != null) {
                all.add(source);
            }
        }
        return all;
    }

    /** Why each clock that could not be opened (or is not trusted) is missing. */
    public synchronized Map<String, String> missing(boolean force) {
        Map<String, String> why = new LinkedHashMap<>();
        for (ClockProvider provider : providers) {
            String distrust = provider.distrustReason();
            if (distrust != null && !force) {
                why.put(provider.name(), "not trusted: " + distrust);
            } else if (open(provider) == null) {
                why.put(provider.name(), failures.get(provider.name()));
            }
        }
        return why;
    }

    private ClockProvider provider(String name) {
        for (ClockProvider provider : providers) {
            if (provider.name().equals(name)) {
                return provider;
            }
        }
        return null;
    }

    private List<String> names() {
        List<String> names = new ArrayList<>();
        for (ClockProvider provider : providers) {
            names.add(provider.name());
        }
        return names;
    }

    /** Opens a clock once, measuring its read cost; null (with the reason kept) where it does not work. */
    private ClockSource open(ClockProvider provider) {
        String name = provider.name();
        if (opened.containsKey(name)) {
            return opened.get(name);
        }
        if (failures.containsKey(name)) {
            return null;
        }
        String reason = provider.unavailableReason();
        if (reason != null) {
            failures.put(name, reason);
            return null;
        }
        try {
            ClockSource source = provider.open();
            if (!source.details().containsKey(READ_COST)) { // a provider that chose among paths measured it already
                ReadCost cost = meter.measure(source);
                source = source.withDetail(READ_COST, round2(cost.nanosPerRead()))
                        .withDetail(RESOLUTION, round2(cost.resolutionNanos()));
            }
            opened.put(name, source);
            return source;
        } catch (Exception | LinkageError e) {
            failures.put(name, "opening it failed: " + e);
            return null;
        }
    }

    /** Whether a later provider's read cost beats the earlier one chosen so far by more than a tie. */
    static boolean clearlyCheaper(double later, double chosen) {
        return later < chosen * (1 - TIE_FRACTION);
    }

    private static double readCost(ClockSource source) {
        return ((Number) source.details().get(READ_COST)).doubleValue();
    }

    public static double round2(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
