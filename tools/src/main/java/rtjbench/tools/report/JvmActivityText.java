package rtjbench.tools.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/**
 * The report's one row on the JVM itself: how the warm-up ended and what the JIT, the collector and
 * safepoints did in the warm-up and in the measured phase (metadata {@code warmup} and {@code jvm_activity},
 * docs/results-format.md).
 */
final class JvmActivityText {
    private JvmActivityText() {}

    static String of(JsonNode metadata) {
        JsonNode warmup = metadata.path("warmup");
        JsonNode activity = metadata.path("jvm_activity");
        if (warmup.isMissingNode() && activity.isMissingNode()) {
            return "not recorded";
        }
        StringBuilder sb = new StringBuilder("warm-up");
        if (!warmup.isMissingNode()) {
            sb.append(" (")
                    .append(warmup.path("mode").asText("?"))
                    .append(": ")
                    .append(warmup.path("reason").asText("?"))
                    .append("; ")
                    .append(iterations(warmup.path("iterations")))
                    .append(")");
        }
        sb.append(" ").append(phase(activity.path("warmup")));
        sb.append("; measured ")
                .append(activity.path("measured").isObject() ? phase(activity.path("measured")) : "phase not reached");
        return sb.toString();
    }

    private static String phase(JsonNode p) {
        if (!p.isObject()) {
            return "?";
        }
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "%.0f ms: JIT %s ms",
                p.path("duration_ms").asDouble(0),
                p.path("jit_ms").asText("?")));
        if (p.hasNonNull("jit_compiles")) {
            sb.append(" (").append(p.path("jit_compiles").asText()).append(" compiles)");
        }
        sb.append(", GC ").append(p.path("gc_count").asText("?"));
        if (p.path("gc_count").asLong(0) > 0) {
            sb.append(" (").append(p.path("gc_ms").asText()).append(" ms)");
        }
        if (p.hasNonNull("safepoints")) {
            sb.append(", safepoints ")
                    .append(p.path("safepoints").asText())
                    .append(" (")
                    .append(p.path("safepoint_ms").asText())
                    .append(" ms)");
        }
        return sb.toString();
    }

    private static String iterations(JsonNode perThread) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (JsonNode t : perThread) {
            if (t.isNumber()) {
                min = Math.min(min, t.asLong());
                max = Math.max(max, t.asLong());
            }
        }
        if (min > max) {
            return "no thread finished its warm-up";
        }
        return (min == max ? Long.toString(min) : min + ".." + max) + " iterations a thread";
    }
}
