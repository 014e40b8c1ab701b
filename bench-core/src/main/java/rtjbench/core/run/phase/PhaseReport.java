package rtjbench.core.run.phase;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.bench.Warmup;
import rtjbench.core.jvm.JvmCounters;
import rtjbench.core.run.output.ThreadReport;

/**
 * Words for what {@link PhaseAccounting} counted: metadata's {@code warmup} block, the console's one line,
 * and the warnings (JIT compilation in the measured phase; garbage collection there, unless the benchmark
 * measures allocation; a warm-up that ran out of time).
 */
public final class PhaseReport {
    private PhaseReport() {}

    /** The {@code warmup} block: how it was asked to end, how it did, and what each thread ran. */
    public static Map<String, Object> warmupMetadata(Warmup warmup, List<ThreadReport> threads) {
        Map<String, Object> m = warmup.describe();
        List<Long> iterations = new ArrayList<>();
        boolean byLoop = false;
        for (ThreadReport t : threads) {
            iterations.add(t.warmupIterations() < 0 ? null : t.warmupIterations());
            byLoop |= t.warmupCountedByLoop();
        }
        if (byLoop && warmup.mode() != Warmup.Mode.COUNT) {
            m.put("stopped_by", Warmup.BY_COUNT);
            m.put(
                    "reason",
                    "this testapp's loop counts its warm-up before it starts: warmup_min (" + warmup.iterations()
                            + ") iterations, not " + warmup.mode().name().toLowerCase(Locale.ROOT));
        }
        m.put("iterations", iterations);
        return m;
    }

    /** "jvm: warm-up 1.2 s (auto: ...; 40960 iterations a thread): JIT ... | measured 0.5 s: JIT ..." */
    public static String consoleLine(PhaseAccounting accounting, Map<String, Object> warmup) {
        JvmCounters w = accounting.warmupActivity();
        JvmCounters measured = accounting.measuredActivity();
        StringBuilder sb = new StringBuilder("  jvm: warm-up ");
        if (w != null) {
            sb.append(seconds(w.nanos()));
        }
        sb.append(" (").append(warmup.get("mode")).append(": ").append(warmup.get("reason"));
        sb.append("; ").append(iterationsText(warmup.get("iterations"))).append(")");
        if (w != null) {
            sb.append(" ").append(w.describe());
        }
        sb.append(" | measured ");
        sb.append(measured == null ? "phase not reached" : seconds(measured.nanos()) + ": " + measured.describe());
        long longest = accounting.measuredPauseMaxNanos();
        if (longest > 0) {
            sb.append(", longest GC pause ")
                    .append(
                            longest < 1_000_000L // ZGC's and Shenandoah's, from the log: microseconds
                                    ? String.format(Locale.ROOT, "%.0f us", longest / 1e3)
                                    : String.format(Locale.ROOT, "%.1f ms", longest / 1e6));
        }
        return sb.toString();
    }

    /** What the reader of the figures must know about the measured phase and the warm-up. */
    public static List<String> warnings(PhaseAccounting accounting, String stoppedBy, boolean gcIsMeasured) {
        List<String> warnings = new ArrayList<>();
        JvmCounters measured = accounting.measuredActivity();
        if (measured != null && measured.compiled() && !Warmup.BY_NONE.equals(stoppedBy)) {
            warnings.add("the JIT compiled during the measured phase (" + compiledText(measured) + " in "
                    + seconds(measured.nanos())
                    + "): some samples may come from code not yet at its final tier; warm up"
                    + " longer (warmup=auto with a longer warmup_quiet, or a larger warmup)");
        }
        Map<String, Object> jit = accounting.measuredJitEvents();
        long deopts = jit == null ? 0 : (Long) jit.get("deoptimizations");
        if (deopts > 0 && !Warmup.BY_NONE.equals(stoppedBy)) {
            warnings.add(deopts + " deoptimisation" + (deopts == 1 ? "" : "s") + " during the measured phase ("
                    + jit.get("deoptimized")
                    + "): each sends its code back to the interpreter until it is compiled again");
        }
        if (measured != null && measured.gcCount() > 0 && !gcIsMeasured) {
            warnings.add(measured.gcCount() + " garbage collection" + (measured.gcCount() == 1 ? "" : "s") + " ("
                    + measured.gcMillis() + " ms) during the measured phase");
        }
        if (Warmup.BY_MAX_TIME.equals(stoppedBy)) {
            warnings.add("the warm-up reached warmup_max with the JIT still compiling; raise warmup_max or expect"
                    + " compilation in the measured phase");
        }
        return warnings;
    }

    private static String compiledText(JvmCounters c) {
        String time = c.jitMillis() == JvmCounters.UNAVAILABLE ? "" : c.jitMillis() + " ms of compilation";
        if (c.jitCompiles() == JvmCounters.UNAVAILABLE || c.jitCompiles() <= 0) {
            return time;
        }
        return c.jitCompiles() + " compile" + (c.jitCompiles() == 1 ? "" : "s") + (time.isEmpty() ? "" : ", " + time);
    }

    private static String iterationsText(Object perThread) {
        List<?> list = (List<?>) perThread;
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (Object o : list) {
            if (o != null) {
                min = Math.min(min, (Long) o);
                max = Math.max(max, (Long) o);
            }
        }
        if (min > max) {
            return "no thread finished its warm-up";
        }
        return (min == max ? Long.toString(min) : min + ".." + max) + " iterations a thread";
    }

    static String seconds(long nanos) {
        return nanos >= 1_000_000_000L
                ? String.format(Locale.ROOT, "%.2f s", nanos / 1e9)
                : String.format(Locale.ROOT, "%.0f ms", nanos / 1e6);
    }
}
