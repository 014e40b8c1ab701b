package rtjbench.sched.analysis;

import java.math.BigInteger;

/**
 * Exact integer helpers for the tests: products of two nanosecond values compared without overflow (a 128-bit
 * product, as Java 9's {@code Math.multiplyHigh} gives, written here for Java 8), and the margin below which a
 * sum taken in doubles is too close to its bound to decide and the exact rational sum must.
 */
public final class Exact {
    /**
     * A double sum of at most a few thousand terms, each a quotient of integers, is off by far less than this
     * fraction of the sum of its terms' magnitudes (double rounding is 1.1e-16 a step); closer calls than this are
     * decided exactly.
     */
    public static final double RELATIVE_MARGIN = 1e-9;

    private static final long MASK32 = 0xFFFF_FFFFL;

    private Exact() {}

    /** The high 64 bits of the 128-bit product of two non-negative longs. */
    static long multiplyHigh(long x, long y) {
        long x1 = x >>> 32;
        long x0 = x & MASK32;
        long y1 = y >>> 32;
        long y0 = y & MASK32;
        long w0 = x0 * y0;
        long t = x1 * y0 + (w0 >>> 32);
        long w1 = (t & MASK32) + x0 * y1;
        return x1 * y1 + (t >>> 32) + (w1 >>> 32);
    }

    /** sign(a·b − c·d) for non-negative a, b, c, d, exactly. */
    public static int compareProducts(long a, long b, long c, long d) {
        long hi1 = multiplyHigh(a, b);
        long hi2 = multiplyHigh(c, d);
        if (hi1 != hi2) {
            return Long.compareUnsigned(hi1, hi2);
        }
        return Long.compareUnsigned(a * b, c * d);
    }

    /** sign(a/b − c/d) for non-negative a, c and positive b, d, exactly. */
    public static int compareFractions(long a, long b, long c, long d) {
        return compareProducts(a, d, c, b);
    }

    /** ⌈a/b⌉ for a ≥ 0, b > 0. */
    public static long ceilDiv(long a, long b) {
        return a / b + (a % b == 0 ? 0 : 1);
    }

    /**
     * Whether a double comparison {@code lhs ≤ rhs} can be trusted: false where the two are within {@link
     * #RELATIVE_MARGIN} of {@code magnitude} (the sum of the absolute values that went into them).
     */
    public static boolean decisive(double lhs, double rhs, double magnitude) {
        return Math.abs(lhs - rhs) > RELATIVE_MARGIN * Math.max(1.0, magnitude);
    }

    /** An exact non-negative rational p/q over big integers, for the rare sums a double cannot decide. */
    public static final class Rational implements Comparable<Rational> {
        public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
        public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

        private final BigInteger num;
        private final BigInteger den;

        private Rational(BigInteger num, BigInteger den) {
            if (den.signum() < 0) {
                num = num.negate();
                den = den.negate();
            }
            BigInteger g = num.gcd(den);
            if (g.signum() != 0 && !g.equals(BigInteger.ONE)) {
                num = num.divide(g);
                den = den.divide(g);
            }
            this.num = num;
            this.den = den;
        }

        public static Rational of(long num, long den) {
            return new Rational(BigInteger.valueOf(num), BigInteger.valueOf(den));
        }

        public static Rational of(long value) {
            return of(value, 1);
        }

        public Rational plus(Rational o) {
            return new Rational(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
        }

        public Rational minus(Rational o) {
            return new Rational(num.multiply(o.den).subtract(o.num.multiply(den)), den.multiply(o.den));
        }

        public Rational times(Rational o) {
            return new Rational(num.multiply(o.num), den.multiply(o.den));
        }

        public Rational min(Rational o) {
            return compareTo(o) <= 0 ? this : o;
        }

        @Override
        public int compareTo(Rational o) {
            return num.multiply(o.den).compareTo(o.num.multiply(den));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Rational && compareTo((Rational) o) == 0;
        }

        @Override
        public int hashCode() {
            return num.hashCode() * 31 + den.hashCode();
        }

        @Override
        public String toString() {
            return num + "/" + den;
        }
    }
}
