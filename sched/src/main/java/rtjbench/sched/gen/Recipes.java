package rtjbench.sched.gen;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The named recipes of both seeds.
 *
 * <p>Seed 004 (§5.1, after Baker 2005 and Brandenburg and Anderson 2009), {@code seed004-UTIL-PERIODS}: UTIL is
 * {@code uniform-light} [0.001, 0.1], {@code uniform-medium} [0.1, 0.4], {@code uniform-heavy} [0.5, 0.9], or
 * {@code bimodal-light|medium|heavy}: [0.001, 0.1] or [0.5, 0.9] with probabilities 8/9 and 1/9, 6/9 and 3/9,
 * 4/9 and 5/9 (as Gracioli et al. write it; SchedCAT's bimodal takes the low mode from [0.001, 0.5)); PERIODS is
 * {@code short} [3, 33], {@code moderate} [10, 100] or {@code long} [50, 250] ms. Slack 0.07 for light and
 * medium, 0.1 for heavy.
 *
 * <p>Seed 000 (chapter 6 §2.4), {@code seed000-uniform-0.1-0.5}, {@code seed000-uniform-0-0.7},
 * {@code seed000-exponential}: periods whole ms in [10, 250] with the hyperperiod below 100,000 ms. The seed
 * does not give the exponential's mean: here 0.25, redrawn above 1. Slack 0.1 where sets are drawn up to a cap
 * (the seed's figure 1); its cardinality × load grid draws a fixed number of tasks instead.
 */
public final class Recipes {
    private static final Map<String, Recipe> BY_NAME = build();

    private Recipes() {}

    private static Map<String, Recipe> build() {
        Map<String, Recipe> m = new LinkedHashMap<>();
        Utilizations light = Utilizations.uniform(0.001, 0.1);
        Utilizations medium = Utilizations.uniform(0.1, 0.4);
        Utilizations heavy = Utilizations.uniform(0.5, 0.9);
        Map<String, Utilizations> utils = new LinkedHashMap<>();
        utils.put("uniform-light", light);
        utils.put("uniform-medium", medium);
        utils.put("uniform-heavy", heavy);
        utils.put("bimodal-light", Utilizations.bimodal(light, 8, heavy, 1));
        utils.put("bimodal-medium", Utilizations.bimodal(light, 6, heavy, 3));
        utils.put("bimodal-heavy", Utilizations.bimodal(light, 4, heavy, 5));
        Map<String, Periods> periods = new LinkedHashMap<>();
        periods.put("short", Periods.uniformMs(3, 33));
        periods.put("moderate", Periods.uniformMs(10, 100));
        periods.put("long", Periods.uniformMs(50, 250));
        for (Map.Entry<String, Utilizations> u : utils.entrySet()) {
            double slack = u.getKey().endsWith("heavy") ? 0.1 : 0.07;
            for (Map.Entry<String, Periods> p : periods.entrySet()) {
                String name = "seed004-" + u.getKey() + "-" + p.getKey();
                m.put(name, new Recipe(name, "Gracioli et al. §5.1", u.getValue(), p.getValue(), slack));
            }
        }
        Periods bounded = Periods.boundedHyperperiodMs(10, 250, 100_000);
        add(m, "seed000-uniform-0.1-0.5", Utilizations.uniform(0.1, 0.5), bounded);
        add(m, "seed000-uniform-0-0.7", Utilizations.uniform(0, 0.7), bounded);
        add(m, "seed000-exponential", Utilizations.exponential(0.25, 1.0), bounded);
        return Collections.unmodifiableMap(m);
    }

    private static void add(Map<String, Recipe> m, String name, Utilizations u, Periods p) {
        m.put(name, new Recipe(name, "the RTMultiSim thesis ch. 6 §2.4", u, p, 0.1));
    }

    /** The recipe named {@code name}, or null. */
    public static Recipe get(String name) {
        return BY_NAME.get(name);
    }

    /** Every recipe by name, in the order --help lists them. */
    public static Map<String, Recipe> all() {
        return BY_NAME;
    }
}
