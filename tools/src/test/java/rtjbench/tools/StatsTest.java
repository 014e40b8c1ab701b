package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stats command's numbers against an independent computation (sort, nearest rank, two-pass moments). */
class StatsTest {
    @TempDir
    Path tmp;

    /** The nearest-rank percentile of sorted data: the smallest sample with at least p% of samples at or below it. */
    static long nearestRank(long[] sorted, double p) {
        // Exact decimal arithmetic: 0.999 * 50000 in doubles is 49950.000000000004, whose ceiling is a rank too far.
        int rank = new java.math.BigDecimal(Double.toString(p))
                .multiply(java.math.BigDecimal.valueOf(sorted.length))
                .divide(java.math.BigDecimal.valueOf(100))
                .setScale(0, java.math.RoundingMode.CEILING)
                .intValueExact();
        return sorted[Math.max(0, rank - 1)];
    }

    static Map<String, Double> expected(long[] samples) {
        long[] s = samples.clone();
        Arrays.sort(s);
        double mean = 0;
        for (long v : s) mean += v;
        mean /= s.length;
        double var = 0;
        for (long v : s) var += (v - mean) * (v - mean);
        Map<String, Double> m = new HashMap<>();
        m.put("count", (double) s.length);
        m.put("min", (double) s[0]);
        m.put("max", (double) s[s.length - 1]);
        m.put("mean", mean);
        m.put("std", Math.sqrt(var / s.length));
        m.put("p50", (double) nearestRank(s, 50));
        m.put("p90", (double) nearestRank(s, 90));
        m.put("p99", (double) nearestRank(s, 99));
        m.put("p99.9", (double) nearestRank(s, 99.9));
        m.put("p99.99", (double) nearestRank(s, 99.99));
        return m;
    }

    /** What {@code stats} gave: stats.csv as {@link #readCsv} reads it, and the table it printed. */
    record StatsRun(Map<String, Map<String, Double>> rows, String console) {}

    /** {@code stats --unit ns} of {@code run}, which must succeed. */
    static StatsRun statsInNs(Path run) throws Exception {
        Fixtures.Result r = Fixtures.cli("stats", "--unit", "ns", run.toString());
        assertEquals(0, r.exit(), r.err());
        return new StatsRun(readCsv(run.resolve("stats.csv")), r.out());
    }

    /** Reads stats.csv into thread -> column (without unit suffix) -> value. */
    static Map<String, Map<String, Double>> readCsv(Path csv) throws Exception {
        List<String> lines = Files.readAllLines(csv);
        String[] header = lines.get(0).split(",");
        Map<String, Map<String, Double>> rows = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",", -1);
            Map<String, Double> row = new HashMap<>();
            for (int c = 1; c < header.length; c++)
                row.put(header[c].replaceAll("_(ns|us)$", ""), Double.parseDouble(cells[c]));
            rows.put(cells[0], row);
        }
        return rows;
    }

    @Test
    void statisticsMatchAnIndependentComputation() throws Exception {
        // Dense values (so a rank off by one moves a percentile by a few ns) plus a tail and outliers.
        Random rnd = new Random(42);
        long[] t0 = Fixtures.latencies(rnd, 50_000, 2_000);
        long[] t1 = Fixtures.latencies(rnd, 37_123, 3_500);
        Path run = Fixtures.run(tmp.resolve("run"), List.of(t0, t1));
        StatsRun stats = statsInNs(run);
        Map<String, Map<String, Double>> got = stats.rows();

        long[] all = new long[t0.length + t1.length];
        System.arraycopy(t0, 0, all, 0, t0.length);
        System.arraycopy(t1, 0, all, t0.length, t1.length);
        Map<String, long[]> data = Map.of("thread-0", t0, "thread-1", t1, "all", all);
        for (Map.Entry<String, long[]> e : data.entrySet()) {
            Map<String, Double> want = expected(e.getValue());
            Map<String, Double> have = got.get(e.getKey());
            for (String exact : List.of("count", "min", "max")) {
                assertEquals(want.get(exact), have.get(exact), 0.0, e.getKey() + " " + exact);
            }
            // Printed with one decimal in ns.
            assertEquals(want.get("mean"), have.get("mean"), 0.051, e.getKey() + " mean");
            assertEquals(want.get("std"), have.get("std"), 0.051, e.getKey() + " std");
            for (String p : List.of("p50", "p90", "p99", "p99.9", "p99.99")) {
                assertEquals(want.get(p), have.get(p), 0.0, e.getKey() + " " + p + " (exact nearest rank)");
            }
        }
        assertTrue(stats.console().contains("thread-0") && stats.console().contains("all"), stats.console());
    }

    @Test
    void microsecondUnitAndCyclictestHistogram() throws Exception {
        long[] t0 = {500, 999, 1000, 1500, 2999, 12_000_000};
        long[] t1 = {0, 1001, 2000, 2001};
        Path run = Fixtures.run(tmp.resolve("run"), List.of(t0, t1));
        Fixtures.Result r = Fixtures.cli("stats", "--buckets", "100", run.toString());
        assertEquals(0, r.exit(), r.err());
        Map<String, Double> row = readCsv(run.resolve("stats.csv")).get("thread-0");
        assertEquals(0.5, row.get("min"), 0.0);
        assertEquals(12000.0, row.get("max"), 0.0);
        List<String> hist = new ArrayList<>();
        for (String l : Files.readAllLines(run.resolve("histogram.txt"))) if (!l.startsWith("#")) hist.add(l);
        // bucket 0: t0 {500, 999}, t1 {0}; bucket 1: t0 {1000, 1500}, t1 {1001}; bucket 2: t0 {2999}, t1 {2000, 2001}
        assertEquals(List.of("000000 000002 000001", "000001 000002 000001", "000002 000001 000002"), hist);
        String text = Files.readString(run.resolve("histogram.txt"));
        assertTrue(text.contains("# Histogram Overflows: 00001 00000"), text);
        assertTrue(text.contains("# Max Latencies: 12000 00002"), text);
        String hgrm = Files.readString(run.resolve("percentiles.hgrm"));
        assertTrue(hgrm.contains("Value     Percentile TotalCount 1/(1-Percentile)"), hgrm);
        // Values in µs (the --unit): the max line reads about 12000, not 12000000.
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("#\\[Max\\s*=\\s*([0-9.]+)").matcher(hgrm);
        assertTrue(m.find(), hgrm);
        double max = Double.parseDouble(m.group(1));
        assertTrue(max >= 12000 && max <= 12000 * 1.001, hgrm);
    }

    @Test
    void sweepTableHasOneRowPerPoint() throws Exception {
        Path sweep = Fixtures.sweep(tmp.resolve("sweep"), "memalloc", List.of("1K", "4K", "16K"), 7);
        Fixtures.Result r = Fixtures.cli("stats", sweep.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(sweep.resolve("sweep-stats.csv"));
        assertEquals(
                "allocsize,status,count,min_us,mean_us,std_us,p50_us,p90_us,p99_us,p99.9_us,p99.99_us,max_us",
                lines.get(0));
        assertEquals(4, lines.size());
        assertTrue(lines.get(1).startsWith("1K,complete,900,"), lines.get(1));
        assertTrue(lines.get(3).startsWith("16K,complete,1100,"), lines.get(3));
    }

    @Test
    void subtractOverheadUsesTheRecordedNoiseFloorAndSaysSo() throws Exception {
        Path run = Fixtures.run(
                tmp.resolve("run"),
                "fixture",
                Map.of(),
                List.of(new long[] {100, 200, 300, 10}),
                "Test VM",
                "\"noise_floor\": {\"median_ns\": 30.4, \"p99_ns\": 60}");
        Fixtures.Result r = Fixtures.cli("stats", "--unit", "ns", "--subtract-overhead", run.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("timer overhead subtracted: 30 ns"), r.out());
        assertTrue(r.out().contains("1 samples fell below it and count as 0"), r.out());
        List<String> csv = Files.readAllLines(run.resolve("stats-minus-overhead.csv"));
        assertTrue(csv.get(0).endsWith(",overhead_subtracted_ns"), csv.get(0));
        Map<String, Double> row =
                readCsv(run.resolve("stats-minus-overhead.csv")).get("thread-0");
        assertEquals(0.0, row.get("min"), 0.0);
        assertEquals(270.0, row.get("max"), 0.0);
        assertEquals(30.0, row.get("overhead_subtracted"), 0.0);
        assertTrue(Files.exists(run.resolve("histogram-minus-overhead.txt")));
        assertTrue(!Files.exists(run.resolve("stats.csv")), "the plain stats.csv is not written under another meaning");
    }

    @Test
    void subtractOverheadWithoutARecordedNoiseFloorIsAnError() throws Exception {
        Path run = Fixtures.run(
                tmp.resolve("run"),
                "fixture",
                Map.of(),
                List.of(new long[] {100, 200}),
                "Test VM",
                "\"noise_floor\": null");
        Fixtures.Result r = Fixtures.cli("stats", "--subtract-overhead", run.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains(run.resolve("metadata.json") + ": clock.noise_floor is not recorded"), r.err());
    }
}
