package rtjbench.tools.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.Fixtures;
import rtjbench.tools.ForkFixturesAccess;

/**
 * {@code tools gate} on a SQLite database: a run against itself, against a copy with one point 30% slower,
 * against a copy taken under other conditions, and against folders and databases it must refuse (exit 2, one
 * message, nothing written).
 */
class GateAndInputTest {
    @TempDir
    static Path shared;

    @TempDir
    Path tmp;

    private static Path suite;
    private static String suiteId;

    @BeforeAll
    static void suite() throws Exception {
        suite = DbFixtures.suite(shared.resolve("20260101-000000-quick"));
        suiteId = RunReader.read(suite, null).runId();
    }

    private String ingested() {
        String url = DbFixtures.sqlite(tmp);
        Fixtures.Result r = Fixtures.cli("ingest", "--db", url, suite.toString());
        assertEquals(0, r.exit(), r.err());
        return url;
    }

    private static long rows(String url, String table) throws Exception {
        try (Database db = Database.open(url)) {
            return new Store(db).count(table);
        }
    }

    @Test
    void aRunAgainstItselfHasNoRegression() {
        String url = ingested();
        Fixtures.Result r = Fixtures.cli("gate", "--db", url, "--baseline", suiteId, suite.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("no regression (4 points compared)"), r.out());
        Fixtures.Result latest =
                Fixtures.cli("gate", "--db", url, "--baseline", suiteId, "--no-record", suite.toString());
        assertEquals(0, latest.exit(), latest.err());
    }

    @Test
    void aPointThirtyPercentSlowerIsTheOneRegressionNamedWithBothFigures() throws Exception {
        String url = ingested();
        Path slower = DbFixtures.copy(suite, tmp.resolve("20260102-000000-quick"));
        DbFixtures.scaleSamples(slower.resolve("01-memalloc/allocsize=4K"), 1.3);
        Fixtures.Result r = Fixtures.cli("gate", "--db", url, "--baseline", "latest", slower.toString());
        assertEquals(ExitStatus.CHECK_FAILED, r.exit(), r.out() + r.err());
        List<String> regressions =
                r.out().lines().filter(l -> l.startsWith("REGRESSION")).toList();
        assertFalse(regressions.isEmpty(), r.out());
        for (String l : regressions) {
            assertTrue(l.startsWith("REGRESSION memalloc allocsize=4K "), l);
            assertTrue(l.matches(".*baseline [0-9.]+ us, new [0-9.]+ us \\(\\+(29|30|31)\\.\\d%\\).*"), l);
        }
        assertTrue(
                r.out().contains("memalloc allocsize=1K mean: ") && r.out().contains("no significant change"), r.out());
        // the verdicts are recorded, and JUnit XML names the failing case
        Fixtures.Result junit = Fixtures.cli(
                "export",
                "--db",
                url,
                "--format",
                "junit",
                RunReader.read(slower, null).runId());
        assertEquals(0, junit.exit(), junit.err());
        assertTrue(junit.out().contains("<failure"), junit.out());
    }

    @Test
    void forkedPointsAreJudgedByWelchOverTheForks() throws Exception {
        Path forked = ForkFixturesAccess.forkedSweep(tmp.resolve("20260101-000100-forks"));
        String url = DbFixtures.sqlite(tmp);
        assertEquals(0, Fixtures.cli("ingest", "--db", url, forked.toString()).exit());
        Path slower = DbFixtures.copy(forked, tmp.resolve("20260102-000100-forks"));
        for (int k = 1; k <= 3; k++) DbFixtures.scaleSamples(slower.resolve("allocsize=1K/fork-" + k), 1.3);
        Fixtures.Result r = Fixtures.cli("gate", "--db", url, "--baseline", "latest", slower.toString());
        assertEquals(ExitStatus.CHECK_FAILED, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("REGRESSION memalloc allocsize=1K mean"), r.out());
        assertTrue(r.out().contains("Welch's t"), r.out());
        assertFalse(r.out().contains("REGRESSION memalloc allocsize=4K"), r.out());
    }

    @Test
    void otherPmQosConditionsAreNothingComparableAndTheFieldIsNamed() throws Exception {
        String url = ingested();
        Path other = DbFixtures.copy(suite, tmp.resolve("20260103-000000-quick"));
        DbFixtures.editMetadata(other, "\"held\": true, \"held_us\": 0,", "\"held\": false, \"held_us\": null,");
        DbFixtures.editMetadata(other, "\"status\": \"held: ", "\"status\": \"not held: ");
        Fixtures.Result r = Fixtures.cli("gate", "--db", url, "--baseline", suiteId, other.toString());
        assertEquals(ExitStatus.NOTHING_COMPARABLE, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("pm_qos.held (baseline true, new false)"), r.err());
    }

    @Test
    void aFolderThatBreaksTheSchemaIsRefusedNamingFileAndField() throws Exception {
        String url = ingested();
        Path broken = DbFixtures.copy(suite, tmp.resolve("20260104-000000-quick"));
        Path meta = broken.resolve("02-timer/metadata.json");
        Files.writeString(meta, Files.readString(meta).replace("\"testapp_name\": \"timer\",", ""));
        Fixtures.Result gate = Fixtures.cli("gate", "--db", url, "--baseline", suiteId, broken.toString());
        assertEquals(2, gate.exit(), gate.out() + gate.err());
        assertTrue(gate.err().contains(meta + ": field /testapp_name: "), gate.err());
        long runs = rows(url, "rtjbench_runs");
        Fixtures.Result ingest = Fixtures.cli("ingest", "--db", url, broken.toString());
        assertEquals(2, ingest.exit());
        assertEquals(1, ingest.err().lines().count(), ingest.err());
        assertEquals(runs, rows(url, "rtjbench_runs"));
    }

    /** Exit 2, exactly one line on stderr, and (where a file is named) the file as it was. */
    private static void refused(Path file, String expected, String... args) throws Exception {
        byte[] before = file != null && Files.exists(file) ? Files.readAllBytes(file) : null;
        Fixtures.Result r = Fixtures.cli(args);
        assertEquals(2, r.exit(), r.out() + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        if (file != null) {
            if (before == null) assertFalse(Files.exists(file), file + " was created");
            else assertArrayEquals(before, Files.readAllBytes(file), file + " changed");
        }
    }

    @Test
    void withoutDbTheDefaultSqliteFileIsCreatedOnFirstUse() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                System.getenv("RTJBENCH_DB") == null, "RTJBENCH_DB is set: the default database is not the file");
        String home = System.getProperty("user.home");
        System.setProperty("user.home", tmp.toString());
        try {
            Fixtures.Result r = Fixtures.cli("ingest", suite.toString());
            assertEquals(0, r.exit(), r.err());
            Path file = tmp.resolve(".rtjbench/results.db");
            assertTrue(r.out().contains("jdbc:sqlite:" + file), r.out());
            assertEquals(1, rows("jdbc:sqlite:" + file, "rtjbench_runs"));
        } finally {
            System.setProperty("user.home", home);
        }
    }

    @Test
    void anUnknownKindOfUrlIsRefused() throws Exception {
        refused(null, "jdbc:mysql://lab/results", "ingest", "--db", "jdbc:mysql://lab/results", suite.toString());
        refused(null, "not a JDBC URL", "history", "--db", "results.db");
    }

    @Test
    void aDatabaseThatIsNotOursIsRefused() throws Exception {
        Path other = tmp.resolve("other.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + other);
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE invoices (id INTEGER)");
        }
        refused(other, "not a results database", "ingest", "--db", "jdbc:sqlite:" + other, suite.toString());
        Path text = tmp.resolve("notes.db");
        Files.writeString(text, "not a database at all, just text that is long enough to be a header page......");
        refused(text, "not an SQLite database", "ingest", "--db", "jdbc:sqlite:" + text, suite.toString());
    }

    @Test
    void aNewerSchemaIsRefusedNamingBothVersions() throws Exception {
        String url = ingested();
        try (Connection c = DriverManager.getConnection(url);
                Statement s = c.createStatement()) {
            s.execute("INSERT INTO rtjbench_schema_history VALUES (" + (Migrations.toolVersion() + 1)
                    + ", 'V2__later.sql', 'x', '2030-01-01T00:00:00Z')");
        }
        Path file = Path.of(url.substring("jdbc:sqlite:".length()));
        refused(
                file,
                "has schema version " + (Migrations.toolVersion() + 1) + ", newer than this tool's "
                        + Migrations.toolVersion(),
                "ingest",
                "--db",
                url,
                suite.toString());
    }

    @Test
    void aReadOnlyDatabaseFileIsRefused() throws Exception {
        String url = ingested();
        Path file = Path.of(url.substring("jdbc:sqlite:".length()));
        Path copy = DbFixtures.copy(suite, tmp.resolve("20260105-000000-quick"));
        DbFixtures.scaleSamples(copy.resolve("02-timer"), 2);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        try {
            refused(file, "is read-only", "ingest", "--db", url, copy.toString());
        } finally {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    @Test
    void aFolderNamingAFileOutsideItselfIsRefusedAndNothingIsCreated() throws Exception {
        Path bad = DbFixtures.copy(suite, tmp.resolve("20260106-000000-quick"));
        DbFixtures.editMetadata(
                bad.resolve("02-timer"), "\"file\": \"thread-0.txt\"", "\"file\": \"../../x/thread-0.txt\"");
        Path db = tmp.resolve("fresh.db");
        refused(db, "may only name files inside itself", "ingest", "--db", "jdbc:sqlite:" + db, bad.toString());
    }

    @Test
    void sqlAndHtmlMetacharactersReadBackUnchangedAndTheReportEscapesThem() throws Exception {
        String evil = "o'k\\\"; DROP TABLE rtjbench_runs; -- <script>alert(1)</script> & co";
        String decoded = "o'k\"; DROP TABLE rtjbench_runs; -- <script>alert(1)</script> & co";
        Path run = Fixtures.run(
                tmp.resolve("20260107-000000-x'; DROP TABLE rtjbench_points; --"),
                evil,
                Map.of("size", "<b>1K</b>'"),
                List.of(Fixtures.latencies(new java.util.Random(3), 300, 100)),
                "VM <i>'x'</i>",
                null);
        String url = DbFixtures.sqlite(tmp);
        Fixtures.Result r = Fixtures.cli("ingest", "--db", url, run.toString());
        assertEquals(0, r.exit(), r.err());
        StoredRun read = RunReader.read(run, null);
        try (Database db = Database.open(url)) {
            StoredRun stored = new Store(db).run(read.runId());
            assertEquals(decoded + " size=<b>1K</b>'", stored.points().get(0).point());
            assertEquals(decoded, stored.points().get(0).testapp());
            assertTrue(stored.points().get(0).vm().startsWith("VM <i>'x'</i>"));
            assertEquals(
                    read.points().get(0).metadataJson(), stored.points().get(0).metadataJson());
            assertEquals(1, new Store(db).count("rtjbench_runs"));
        }
        Path html = tmp.resolve("lab.html");
        Fixtures.Result rep = Fixtures.cli("report", "--db", url, "--output", html.toString());
        assertEquals(0, rep.exit(), rep.err());
        String page = Files.readString(html);
        assertFalse(page.contains("<script>alert(1)"), "unescaped script in the report");
        assertFalse(page.contains("<b>1K</b>"), "unescaped markup in the report");
        assertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), page);
        assertTrue(page.contains("VM &lt;i&gt;&#39;x&#39;&lt;/i&gt;"), page);
    }
}
