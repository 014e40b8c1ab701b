package rtjbench.sched.gen;

import java.util.Locale;

/** A distribution of task utilisations, drawn from a {@link SplitMix}. */
public abstract class Utilizations {
    /** One utilisation in (0, 1]. */
    public abstract double draw(SplitMix random);

    /** How the docs and --help describe it. */
    public abstract String describe();

    /** Uniform in [lo, hi]. */
    public static Utilizations uniform(double lo, double hi) {
        return new Utilizations() {
            @Override
            public double draw(SplitMix random) {
                return random.uniform(lo, hi);
            }

            @Override
            public String describe() {
                return String.format(Locale.ROOT, "uniform [%s, %s]", trim(lo), trim(hi));
            }
        };
    }

    /**
     * Two uniform modes: [lightLo, lightHi] with weight {@code lightWeight}, [heavyLo, heavyHi] with {@code
     * heavyWeight} (Gracioli et al.'s bimodal: 8/9 and 1/9, 6/9 and 3/9, 4/9 and 5/9).
     */
    public static Utilizations bimodal(Utilizations light, int lightWeight, Utilizations heavy, int heavyWeight) {
        return new Utilizations() {
            @Override
            public double draw(SplitMix random) {
                return random.uniformInt(1, lightWeight + heavyWeight) <= lightWeight
                        ? light.draw(random)
                        : heavy.draw(random);
            }

            @Override
            public String describe() {
                int total = lightWeight + heavyWeight;
                return String.format(
                        Locale.ROOT,
                        "bimodal: %s with p %d/%d, %s with p %d/%d",
                        light.describe(),
                        lightWeight,
                        total,
                        heavy.describe(),
                        heavyWeight,
                        total);
            }
        };
    }

    /** Exponential with mean {@code mean}, drawn again until it falls in (0, max]. */
    public static Utilizations exponential(double mean, double max) {
        return new Utilizations() {
            @Override
            public double draw(SplitMix random) {
                while (true) {
                    double u = -mean * StrictMath.log(1.0 - random.nextDouble());
                    if (u > 0 && u <= max) {
                        return u;
                    }
                }
            }

            @Override
            public String describe() {
                return String.format(Locale.ROOT, "exponential, mean %s, redrawn above %s", trim(mean), trim(max));
            }
        };
    }

    static String trim(double v) {
        // The shortest decimal that reads back as v: 0.0001 stays 0.0001, 0.07 stays 0.07, 2.0 is 2.
        return new java.math.BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
    }
}
