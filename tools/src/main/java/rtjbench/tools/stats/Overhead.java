package rtjbench.tools.stats;

import com.fasterxml.jackson.databind.JsonNode;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.IndexKind;
import rtjbench.tools.results.RunDir;

/**
 * The timer overhead a run recorded: the median of its empty timed region, {@code clock.noise_floor} in
 * metadata.json. Subtracted from every sample only on request, and every output then says so.
 * Accepted forms: a number (the median, ns) or an object with {@code median_ns}, {@code median},
 * {@code p50_ns} or {@code p50}.
 */
public record Overhead(long ns, String source) {
    private static final String[] MEDIAN_KEYS = {"median_ns", "median", "p50_ns", "p50"};

    public static Overhead of(RunDir run) {
        JsonNode nf = run.metadata().path("clock").get("noise_floor");
        String file = run.dir().resolve(IndexKind.RUN.fileName()).toString();
        if (nf == null || nf.isNull()) {
            throw ToolException.data(file + ": clock.noise_floor is not recorded, so the timer overhead cannot be"
                    + " subtracted (--subtract-overhead needs a run whose harness measured its empty timed region)");
        }
        JsonNode median = null;
        String key = "clock.noise_floor";
        if (nf.isNumber()) {
            median = nf;
        } else {
            for (String k : MEDIAN_KEYS) {
                if (nf.path(k).isNumber()) {
                    median = nf.get(k);
                    key = "clock.noise_floor." + k;
                    break;
                }
            }
        }
        if (median == null) {
            throw ToolException.data(file + ": clock.noise_floor has no median (looked for a number or one of "
                    + String.join(", ", MEDIAN_KEYS) + "): " + nf);
        }
        double v = median.asDouble();
        if (!(v >= 0)) throw ToolException.data(file + ": " + key + " = " + v + " is not a non-negative number of ns");
        return new Overhead(Math.round(v), key + " (median of the empty timed region)");
    }
}
