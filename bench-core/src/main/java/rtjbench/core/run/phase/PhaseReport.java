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
        Map<String, Object> events = accounting.measuredJitEvents();
        if (!Warmup.BY_NONE.equals(stoppedBy)) {
            if (events != null) {
                String compiled = compiledWarning(events, measured);
                if (compiled != null) {
                    warnings.add(compiled);
                }
            } else if (measured != null && measured.compiled()) {
                warnings.add("the JIT compiled during the measured phase (" + compiledText(measured) + " in "
                        + seconds(measured.nanos())
                        + "): some samples may come from code not yet at its final tier; warm up"
                        + " longer (warmup=auto with a longer warmup_quiet, or a larger warmup)");
            }
        }
        Map<String, Object> jit = accounting.measuredJitEvents();
        Object loadedCount = jit == null ? null : jit.get("classes_loaded_count");
        if (loadedCount instanceof Number
                && ((Number) loadedCount).longValue() > 0
                && !Warmup.BY_NONE.equals(stoppedBy)) {
            long loaded = ((Number) loadedCount).longValue();
            warnings.add(loaded + (loaded == 1 ? " class" : " classes") + " loaded while measuring ("
                    + jit.get("classes_loaded") + "): the warm-up did not run the code that needs "
                    + (loaded == 1 ? "it" : "them"));
        }
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

    /**
     * From the JIT's log: {@code the JIT compiled InversionLoop$2::run on the timed path and 1 more while measuring
     * (...)}, the method most likely to have touched a sample named first ({@link TimedPath}); null where the log
     * holds no compilation in the measured phase.
     */
    static String compiledWarning(Map<String, Object> events, JvmCounters measured) {
        long n = ((Number) events.get("compilations")).longValue();
        @SuppressWarnings("unchecked")
        List<String> named = (List<String>) events.get("compiled");
        if (n <= 0 || named == null || named.isEmpty()) {
            return null;
        }
        List<String> ordered = TimedPath.worstFirst(named);
        String first = ordered.get(0);
        StringBuilder sb = new StringBuilder("the JIT compiled ")
                .append(TimedPath.shortName(first))
                .append(' ')
                .append(TimedPath.of(first).words);
        if (n > 1) {
            sb.append(" and ").append(n - 1).append(" more");
        }
        sb.append(" while measuring (").append(n).append(n == 1 ? " compilation" : " compilations");
        if (measured != null) {
            sb.append(" in ").append(seconds(measured.nanos()));
        }
        sb.append(": ");
        for (int i = 0; i < ordered.size(); i++) {
            String m = ordered.get(i);
            sb.append(i == 0 ? "" : ", ").append(m).append(' ').append(TimedPath.of(m).words);
        }
        if (n > ordered.size()) {
            sb.append(", ...");
        }
        return sb.append("): samples taken before it ran interpreted or at a lower tier; warm up longer, or run in"
                        + " the warm-up every piece of code the measured loop runs")
                .toString();
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
