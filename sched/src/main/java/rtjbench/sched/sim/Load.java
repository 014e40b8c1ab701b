package rtjbench.sched.sim;

import java.math.BigInteger;

/**
 * An exact non-negative rational: a cluster's utilisation per CPU, Σ wcet/period over its tasks divided by its
 * CPUs. Balancing compares these exactly so that no rounding decides which task moves.
 */
final class Load implements Comparable<Load> {
    static final Load ZERO = new Load(BigInteger.ZERO, BigInteger.ONE);

    private final BigInteger num;
    private final BigInteger den;

    private Load(BigInteger num, BigInteger den) {
        BigInteger g = num.gcd(den);
        this.num = g.signum() == 0 ? num : num.divide(g);
        this.den = g.signum() == 0 ? den : den.divide(g);
    }

    static Load of(long num, long den) {
        return new Load(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }

    Load plus(Load o) {
        return new Load(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    Load minus(Load o) {
        return new Load(num.multiply(o.den).subtract(o.num.multiply(den)), den.multiply(o.den));
    }

    Load dividedBy(long k) {
        return new Load(num, den.multiply(BigInteger.valueOf(k)));
    }

    Load abs() {
        return num.signum() < 0 ? new Load(num.negate(), den) : this;
    }

    @Override
    public int compareTo(Load o) {
        return num.multiply(o.den).compareTo(o.num.multiply(den));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Load && compareTo((Load) o) == 0;
    }

    @Override
    public int hashCode() {
        return num.hashCode() * 31 + den.hashCode();
    }

    double toDouble() {
        return num.doubleValue() / den.doubleValue();
    }

    @Override
    public String toString() {
        return num + "/" + den;
    }
}
