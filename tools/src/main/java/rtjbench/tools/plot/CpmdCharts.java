package rtjbench.tools.plot;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Unit;

/**
 * Seed 004's figure 11 from {@code cpmd} runs: the cache-related preemption/migration delay against the
 * working-set size, log-log, the average and the max of each disturbance, and the theoretical bound (every
 * line a miss at the miss cost measured on the machine). Gathered from every cpmd run below the folder
 * given (a suite with one cpmd sweep per disturbance, or one sweep of {@code wss} and {@code disturbance}),
 * from their {@code workload} facts ({@code wss_bytes}, {@code cpmd_ns}, {@code bound_ns}); drawn once, in
 * that folder's {@code plots/}. Delays at or below zero (no measurable delay: noise) have no place on a log
 * axis and are left out.
 */
public final class CpmdCharts {
    public static final String NAME = "cpmd";
    static final String TESTAPP = "cpmd";

    private CpmdCharts() {}

    /** Whether the folder holds cpmd runs with their CPMD summarised, so the chart is drawn. */
    public static boolean applies(ResultNode root) {
        for (RunDir r : root.runs()) {
            if (isCpmd(r)) return true;
        }
        return false;
    }

    private static boolean isCpmd(RunDir r) {
        return TESTAPP.equals(r.testapp())
                && r.metadata().path("workload").path("cpmd_ns").has("avg");
    }

    public static List<NamedChart> forRoot(ResultNode root, Unit unit) {
        if (!applies(root)) return List.of();
        // disturbance -> wss -> {avg, max}; wss -> bound
        Map<String, Map<Long, double[]>> byDisturbance = new LinkedHashMap<>();
        Map<Long, Double> bound = new TreeMap<>();
        for (RunDir r : root.runs()) {
            if (!isCpmd(r)) continue;
            JsonNode w = r.metadata().path("workload");
            long wss = w.path("wss_bytes").asLong(-1);
            if (wss <= 0) continue;
            String disturbance = w.path("disturbance").asText(String.valueOf(r.arg("disturbance")));
            JsonNode cpmd = w.path("cpmd_ns");
            byDisturbance.computeIfAbsent(disturbance, d -> new TreeMap<>()).put(wss, new double[] {
                cpmd.path("avg").asDouble(Double.NaN), cpmd.path("max").asDouble(Double.NaN)
            });
            double b = w.path("bound_ns").asDouble(Double.NaN);
            if (!Double.isNaN(b)) bound.putIfAbsent(wss, b);
        }
        TreeSet<Long> sizes = new TreeSet<>(bound.keySet());
        byDisturbance.values().forEach(m -> sizes.addAll(m.keySet()));
        List<Long> xs = new ArrayList<>(sizes);
        double[] x = new double[xs.size()];
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < x.length; i++) {
            x[i] = xs.get(i);
            texts.add(sizeText(xs.get(i)));
        }
        Map<String, double[]> series = new LinkedHashMap<>();
        for (Map.Entry<String, Map<Long, double[]>> d : byDisturbance.entrySet()) {
            series.put(d.getKey() + " avg", column(xs, d.getValue(), 0, unit));
            series.put(d.getKey() + " max", column(xs, d.getValue(), 1, unit));
        }
        double[] b = new double[xs.size()];
        for (int i = 0; i < b.length; i++)
            b[i] = bound.containsKey(xs.get(i)) ? unit.of(bound.get(xs.get(i))) : Double.NaN;
        series.put("bound (every line a miss)", b);
        return List.of(new NamedChart(
                NAME,
                Charts.lines(
                        "cpmd: cache-related preemption/migration delay against working set",
                        "working set (wss) [bytes]",
                        texts,
                        x,
                        series,
                        "CPMD = pass after - hot pass [" + unit.label() + "]",
                        "a line per disturbance: average and max over the jobs; delays at or below 0 (noise) "
                                + "are not drawn on the log axis")));
    }

    private static double[] column(List<Long> xs, Map<Long, double[]> values, int which, Unit unit) {
        double[] ys = new double[xs.size()];
        for (int i = 0; i < ys.length; i++) {
            double[] v = values.get(xs.get(i));
            ys[i] = v == null ? Double.NaN : unit.of(v[which]);
        }
        return ys;
    }

    /** 4096 -> "4K", as the args files write sizes. */
    public static String sizeText(long bytes) {
        if (bytes % (1L << 30) == 0) return (bytes >> 30) + "G";
        if (bytes % (1L << 20) == 0) return (bytes >> 20) + "M";
        if (bytes % (1L << 10) == 0) return (bytes >> 10) + "K";
        return Long.toString(bytes);
    }
}
