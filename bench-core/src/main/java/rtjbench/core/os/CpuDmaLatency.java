package rtjbench.core.os;

/**
 * The value of the {@code cpu_dma_latency} argument: a PM QoS request, in microseconds, for the longest wake-up
 * latency the CPUs may have (the kernel then keeps them out of idle states whose exit latency is longer), or
 * {@code off}: make no request and leave the platform as it is.
 */
public final class CpuDmaLatency {
    /** The largest request the kernel takes (it stores an s32). */
    public static final long MAX_MICROS = Integer.MAX_VALUE;

    public static final CpuDmaLatency OFF = new CpuDmaLatency(-1);

    private final long micros;

    private CpuDmaLatency(long micros) {
        this.micros = micros;
    }

    public static CpuDmaLatency micros(long micros) {
        if (micros < 0 || micros > MAX_MICROS) {
            throw new IllegalArgumentException("'" + micros + "' is out of range; allowed: " + ALLOWED);
        }
        return new CpuDmaLatency(micros);
    }

    public static final String ALLOWED = "off, or a latency in microseconds from 0 to " + MAX_MICROS
            + " (0: no idle state that takes time to leave, as cyclictest)";

    /** "off" or a whole number of microseconds. */
    public static CpuDmaLatency parse(String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("off")) {
            return OFF;
        }
        if (t.isEmpty() || t.length() > 10 || !digitsOnly(t)) {
            throw new IllegalArgumentException("'" + text + "' is not allowed; allowed: " + ALLOWED);
        }
        return micros(Long.parseLong(t));
    }

    private static boolean digitsOnly(String t) {
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    public boolean isOff() {
        return micros < 0;
    }

    /** The requested latency; only where not {@link #isOff()}. */
    public long microseconds() {
        if (isOff()) {
            throw new IllegalStateException("cpu_dma_latency=off has no value");
        }
        return micros;
    }

    @Override
    public String toString() {
        return isOff() ? "off" : Long.toString(micros);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CpuDmaLatency && ((CpuDmaLatency) o).micros == micros;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(micros);
    }
}
