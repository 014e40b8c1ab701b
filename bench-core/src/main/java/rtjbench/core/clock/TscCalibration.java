package rtjbench.core.clock;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The counter's rate, measured against {@code System.nanoTime()} (CLOCK_MONOTONIC, which the kernel keeps
 * disciplined) in two phases: a short one that gives a first estimate, then a longer one that gives the
 * result. Each end of a phase reads counter, nanoTime, counter and keeps the pair with the narrowest
 * bracket (least disturbed); the bracket widths bound the error. The calibration records both phases,
 * their disagreement and that bound.
 */
public final class TscCalibration {
    private static final int BRACKET_TRIES = 32;

    private final double nanosPerTick;
    private final double shortPhaseNanosPerTick;
    private final long longPhaseNanos;
    private final double boundPpm;
    private final double phaseDisagreementPpm;
    /** Where the rate was handed over by the runner and checked rather than measured: the check's description. */
    private final String reused;

    private TscCalibration(
            double nanosPerTick,
            double shortPhaseNanosPerTick,
            long longPhaseNanos,
            double boundPpm,
            double phaseDisagreementPpm,
            String reused) {
        this.nanosPerTick = nanosPerTick;
        this.shortPhaseNanosPerTick = shortPhaseNanosPerTick;
        this.longPhaseNanos = longPhaseNanos;
        this.boundPpm = boundPpm;
        this.phaseDisagreementPpm = phaseDisagreementPpm;
        this.reused = reused;
    }

    long longPhaseMillis() {
        return longPhaseNanos / 1_000_000;
    }

    /**
     * The runner's calibration of this sitting, checked by one short phase against this counter: the
     * handed-over rate where the phase agrees with it within {@link ClockHandover#TOLERANCE_PPM} beyond both
     * bounds, else null (calibrate afresh).
     */
    static TscCalibration verified(Clock clock, ClockHandover handover) throws InterruptedException {
        double known = handover.nanosPerTick();
        if (Double.isNaN(known) || known <= 0) {
            return null;
        }
        Phase check = phase(clock, ClockHandover.VERIFY_PHASE_NANOS);
        double apart = Math.abs(check.nanosPerTick - known) / known * 1e6;
        double knownBound = Double.isNaN(handover.boundPpm()) ? 0 : handover.boundPpm();
        if (apart > ClockHandover.TOLERANCE_PPM + check.boundPpm + knownBound) {
            return null;
        }
        String how = "the runner's calibration of this sitting (same boot and CPU), checked by one "
                + ClockHandover.VERIFY_PHASE_NANOS / 1_000_000 + " ms phase: "
                + Math.round(apart * 100) / 100.0 + " ppm apart (allowed "
                + Math.round((ClockHandover.TOLERANCE_PPM + check.boundPpm + knownBound) * 100) / 100.0 + ")";
        return new TscCalibration(
                known, check.nanosPerTick, handover.longPhaseMillis() * 1_000_000L, knownBound, apart, how);
    }

    public double nanosPerTick() {
        return nanosPerTick;
    }

    /** Counter ticks per second. */
    public double hz() {
        return 1e9 / nanosPerTick;
    }

    /** The largest relative error the bracketing allows, in parts per million. */
    public double boundPpm() {
        return boundPpm;
    }

    /** How far the short phase's estimate lay from the long phase's, in ppm. */
    public double phaseDisagreementPpm() {
        return phaseDisagreementPpm;
    }

    /** Measures the counter behind {@code clock} (its {@link Clock#startTicks()}). */
    public static TscCalibration calibrate(Clock clock, long shortPhaseNanos, long longPhaseNanos)
            throws InterruptedException {
        if (shortPhaseNanos <= 0 || longPhaseNanos < shortPhaseNanos) {
            throw new IllegalArgumentException("calibration phases must be 0 < short <= long, were " + shortPhaseNanos
                    + " ns and " + longPhaseNanos + " ns");
        }
        Phase first = phase(clock, shortPhaseNanos);
        Phase second = phase(clock, longPhaseNanos);
        double disagreement = Math.abs(first.nanosPerTick - second.nanosPerTick) / second.nanosPerTick * 1e6;
        return new TscCalibration(
                second.nanosPerTick, first.nanosPerTick, longPhaseNanos, second.boundPpm, disagreement, null);
    }

    public Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("method", "two phases against System.nanoTime (CLOCK_MONOTONIC): short, then long");
        m.put("tsc_hz", Math.round(hz()));
        m.put("long_phase_ms", longPhaseNanos / 1_000_000);
        m.put("short_phase_ns_per_tick", shortPhaseNanosPerTick);
        m.put("error_bound_ppm", Math.round(boundPpm * 100) / 100.0);
        m.put("phase_disagreement_ppm", Math.round(phaseDisagreementPpm * 100) / 100.0);
        if (reused != null) {
            m.put("reused", reused);
        }
        return m;
    }

    private static Phase phase(Clock clock, long nanos) throws InterruptedException {
        Bracket start = bracket(clock);
        // Sleeping is fine: an invariant counter keeps ticking, and the machine stays free for others.
        long sleepMillis = nanos / 1_000_000;
        if (sleepMillis > 1) {
            Thread.sleep(sleepMillis - 1);
        }
        while (System.nanoTime() - start.nanos < nanos) {
            // spin out the last millisecond for an exact phase length
        }
        Bracket end = bracket(clock);
        long ticks = end.midTicks() - start.midTicks();
        long elapsed = end.nanos - start.nanos;
        if (ticks <= 0) {
            throw new IllegalStateException(
                    "the counter did not advance during calibration (" + ticks + " ticks in " + elapsed + " ns)");
        }
        double bound = (start.widthTicks + end.widthTicks) / 2.0 / ticks * 1e6;
        return new Phase((double) elapsed / ticks, bound);
    }

    /** counter, nanoTime, counter: the narrowest of several tries. */
    private static Bracket bracket(Clock clock) {
        Bracket best = null;
        for (int i = 0; i < BRACKET_TRIES; i++) {
            long before = clock.startTicks();
            long nanos = System.nanoTime();
            long after = clock.startTicks();
            if (best == null || after - before < best.widthTicks) {
                best = new Bracket(before, after - before, nanos);
            }
        }
        return best;
    }

    private static final class Bracket {
        final long beforeTicks;
        final long widthTicks;
        final long nanos;

        Bracket(long beforeTicks, long widthTicks, long nanos) {
            this.beforeTicks = beforeTicks;
            this.widthTicks = widthTicks;
            this.nanos = nanos;
        }

        long midTicks() {
            return beforeTicks + widthTicks / 2;
        }
    }

    private static final class Phase {
        final double nanosPerTick;
        final double boundPpm;

        Phase(double nanosPerTick, double boundPpm) {
            this.nanosPerTick = nanosPerTick;
            this.boundPpm = boundPpm;
        }
    }
}
