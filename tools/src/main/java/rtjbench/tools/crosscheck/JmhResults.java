package rtjbench.tools.crosscheck;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.JsonFiles;

/**
 * JMH's JSON result file ({@code -rf json}): one record per benchmark, mode and parameter set. Scores are
 * converted to ns from the record's unit ({@code ns/op}, {@code us/op}, {@code ms/op}, {@code s/op}).
 */
public final class JmhResults {
    /**
     * One record: the benchmark's short name ({@code Class.method}), mode, params, score and percentiles in ns;
     * {@code forksNs} the primary metric's raw data (a list a fork of its iterations' scores, in ns), and the
     * secondary metrics' scores and raw data (their own units).
     */
    public record Record(
            String benchmark,
            String mode,
            Map<String, String> params,
            double scoreNs,
            Map<String, Double> percentilesNs,
            List<List<Double>> forksNs,
            Map<String, Double> secondary,
            Map<String, List<List<Double>>> secondaryForks) {
        /** A SampleTime percentile ({@code 50.0}, {@code 90.0}, {@code 99.0}) in ns, NaN where absent. */
        public double percentile(String p) {
            Double v = percentilesNs.get(p);
            return v == null ? Double.NaN : v;
        }

        /** Each fork's score: the mean of its iterations (JMH's score is their mean over all forks). */
        public List<Double> forkMeansNs() {
            List<Double> out = new ArrayList<>();
            for (List<Double> fork : forksNs) {
                out.add(fork.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN));
            }
            return out;
        }

        /**
         * Each fork's ratio of two secondary counters' sums (e.g. oneWayNanos / fires); empty where either is absent.
         */
        public List<Double> forkRatios(String numerator, String denominator) {
            List<List<Double>> num = secondaryForks.get(numerator), den = secondaryForks.get(denominator);
            List<Double> out = new ArrayList<>();
            if (num == null || den == null || num.size() != den.size()) return out;
            for (int i = 0; i < num.size(); i++) {
                double n = num.get(i).stream().mapToDouble(Double::doubleValue).sum();
                double d = den.get(i).stream().mapToDouble(Double::doubleValue).sum();
                out.add(d > 0 ? n / d : Double.NaN);
            }
            return out;
        }
    }

    private final List<Record> records;

    private JmhResults(List<Record> records) {
        this.records = records;
    }

    public List<Record> records() {
        return records;
    }

    /**
     * Several JMH result files as one, each a round of the same twins (bin/jmh-twins interleaves rounds with the
     * harness's): the records of one benchmark, mode and params are merged, their forks together.
     */
    public static JmhResults read(List<Path> files) {
        Map<String, Record> merged = new LinkedHashMap<>();
        for (Path f : files) {
            for (Record r : read(f).records)
                merged.merge(r.benchmark + " " + r.mode + " " + r.params, r, JmhResults::merge);
        }
        return new JmhResults(new ArrayList<>(merged.values()));
    }

    /**
     * Two rounds of one record: the forks of both; the score the mean of all iterations (JMH's own score over its
     * forks) where both have raw data, else the mean of the two scores; secondary scores the sums of all their
     * iterations (the twins' counters are events, which JMH sums); SampleTime percentiles those of the first.
     */
    static Record merge(Record a, Record b) {
        List<List<Double>> forks = new ArrayList<>(a.forksNs);
        forks.addAll(b.forksNs);
        double score = a.forksNs.isEmpty() || b.forksNs.isEmpty()
                ? (a.scoreNs + b.scoreNs) / 2
                : forks.stream()
                        .flatMap(List::stream)
                        .mapToDouble(Double::doubleValue)
                        .average()
                        .orElse(Double.NaN);
        Map<String, List<List<Double>>> secondaryForks = new LinkedHashMap<>();
        Map<String, Double> secondary = new LinkedHashMap<>();
        for (String name : a.secondary.keySet()) {
            if (!b.secondary.containsKey(name)) continue;
            List<List<Double>> both = new ArrayList<>(a.secondaryForks.getOrDefault(name, List.of()));
            both.addAll(b.secondaryForks.getOrDefault(name, List.of()));
            secondaryForks.put(name, both);
            secondary.put(name, a.secondary.get(name) + b.secondary.get(name));
        }
        return new Record(a.benchmark, a.mode, a.params, score, a.percentilesNs, forks, secondary, secondaryForks);
    }

    public static JmhResults read(Path file) {
        JsonNode root = JsonFiles.read(file);
        if (!root.isArray())
            throw ToolException.data(file + ": not a JMH JSON result (expected an array of benchmark records)");
        List<Record> out = new ArrayList<>();
        int i = 0;
        for (JsonNode r : root) {
            String where = file + ": record " + i++;
            String benchmark = r.path("benchmark").asText(null);
            String mode = r.path("mode").asText(null);
            JsonNode primary = r.path("primaryMetric");
            if (benchmark == null || mode == null || !primary.path("score").isNumber()) {
                throw ToolException.data(where + ": lacks benchmark, mode or primaryMetric.score");
            }
            double scale = nsPer(primary.path("scoreUnit").asText(""), where);
            Map<String, String> params = new LinkedHashMap<>();
            r.path("params")
                    .fields()
                    .forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            Map<String, Double> pct = new LinkedHashMap<>();
            primary.path("scorePercentiles")
                    .fields()
                    .forEachRemaining(e -> pct.put(e.getKey(), e.getValue().asDouble() * scale));
            Map<String, Double> secondary = new LinkedHashMap<>();
            Map<String, List<List<Double>>> secondaryForks = new LinkedHashMap<>();
            r.path("secondaryMetrics").fields().forEachRemaining(e -> {
                secondary.put(e.getKey(), e.getValue().path("score").asDouble(Double.NaN));
                secondaryForks.put(e.getKey(), rawData(e.getValue(), 1));
            });
            out.add(new Record(
                    shortName(benchmark),
                    mode,
                    params,
                    primary.path("score").asDouble() * scale,
                    pct,
                    rawData(primary, scale),
                    secondary,
                    secondaryForks));
        }
        return new JmhResults(out);
    }

    /**
     * A metric's {@code rawData}: a list a fork of its iterations' scores, times {@code scale}; empty where the
     * file has none (SampleTime keeps its raw data as histograms, which crosscheck does not need).
     */
    private static List<List<Double>> rawData(JsonNode metric, double scale) {
        List<List<Double>> forks = new ArrayList<>();
        for (JsonNode fork : metric.path("rawData")) {
            List<Double> iterations = new ArrayList<>();
            for (JsonNode v : fork) if (v.isNumber()) iterations.add(v.asDouble() * scale);
            if (!iterations.isEmpty()) forks.add(iterations);
        }
        return forks;
    }

    /** {@code rtjbench.memory.MemoryTwins.memalloc} becomes {@code MemoryTwins.memalloc}. */
    static String shortName(String benchmark) {
        int last = benchmark.lastIndexOf('.');
        int prev = last > 0 ? benchmark.lastIndexOf('.', last - 1) : -1;
        return benchmark.substring(prev + 1);
    }

    static double nsPer(String unit, String where) {
        String u = unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : unit;
        return switch (u) {
            case "ns" -> 1;
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            default ->
                throw ToolException.data(where + ": score unit '" + unit + "' is not a time per operation "
                        + "(crosscheck needs AverageTime/SampleTime results: ns/op, us/op, ms/op or s/op)");
        };
    }

    /**
     * The record of {@code benchmark} in {@code mode} ({@code avgt}, {@code sample}) whose params include
     * {@code params}.
     */
    public Record find(String benchmark, String mode, Map<String, String> params) {
        for (Record r : records) {
            if (r.benchmark.equals(benchmark) && r.mode.equals(mode) && matches(r.params, params)) return r;
        }
        return null;
    }

    private static boolean matches(Map<String, String> have, Map<String, String> want) {
        for (Map.Entry<String, String> e : want.entrySet()) {
            String v = have.get(e.getKey());
            if (v == null || !sameValue(v, e.getValue())) return false;
        }
        return true;
    }

    /** Equal as text, or as numbers (fractions such as {@code 1/64} included). */
    static boolean sameValue(String a, String b) {
        if (a.equals(b)) return true;
        double x = number(a), y = number(b);
        return !Double.isNaN(x) && x == y;
    }

    static double number(String s) {
        try {
            int slash = s.indexOf('/');
            if (slash > 0)
                return Double.parseDouble(s.substring(0, slash)) / Double.parseDouble(s.substring(slash + 1));
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
