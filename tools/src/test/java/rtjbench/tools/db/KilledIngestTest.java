package rtjbench.tools.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.Fixtures;

/**
 * Ingest is atomic per run: an ingest killed (SIGKILL) inside its transaction, after it wrote the run's row and
 * its first point, leaves no part of the run visible; a second ingest stores all of it.
 */
class KilledIngestTest {
    @TempDir
    Path tmp;

    @Test
    void anIngestKilledMidwayLeavesNothingAndASecondOneCompletesIt() throws Exception {
        Path suite = DbFixtures.suite(tmp.resolve("20260101-000000-quick"));
        String url = "jdbc:sqlite:" + tmp.resolve("results.db");
        Path marker = tmp.resolve("inside-the-transaction");
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(
                        java,
                        "-D" + Store.PAUSE_PROPERTY + "=" + marker,
                        // sqlite-jdbc's copy of its native library, which a killed VM cannot delete: in this test's
                        // folder, not left in the machine's temporary directory
                        "-Dorg.sqlite.tmpdir=" + tmp,
                        "-cp",
                        cp,
                        "rtjbench.tools.Main",
                        "ingest",
                        "--db",
                        url,
                        suite.toString())
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("ingest.out").toFile())
                .start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.exists(marker) && p.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
            assertTrue(
                    Files.exists(marker),
                    "the ingest never reached its pause: " + Files.readString(tmp.resolve("ingest.out")));
            p.destroyForcibly(); // SIGKILL: no rollback, no hook
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        } finally {
            p.destroyForcibly();
        }
        try (Database db = Database.open(url)) {
            Store s = new Store(db);
            assertEquals(0, s.count("rtjbench_runs"));
            assertEquals(0, s.count("rtjbench_points"));
            assertEquals(0, s.count("rtjbench_figures"));
        }
        Fixtures.Result again = Fixtures.cli("ingest", "--db", url, suite.toString());
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.out().startsWith("stored "), again.out());
        try (Database db = Database.open(url)) {
            Store s = new Store(db);
            assertEquals(1, s.count("rtjbench_runs"));
            assertEquals(4, s.count("rtjbench_points"));
        }
    }
}
