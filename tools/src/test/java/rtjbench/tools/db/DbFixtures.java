package rtjbench.tools.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import rtjbench.tools.Fixtures;
import rtjbench.tools.results.JsonFiles;

/**
 * Results folders for the database tests (the tools' hand-written fixtures, copied and edited), and databases:
 * a SQLite file in a temporary folder, or a fresh database on the test class's PostgreSQL server.
 */
final class DbFixtures {
    private static final AtomicInteger DATABASES = new AtomicInteger();

    private DbFixtures() {}

    /** A copy of {@code from} at {@code to}. */
    static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Path t = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(t);
                else Files.copy(f, t);
            }
        }
        return to;
    }

    /** Every sample of every thread file in {@code runDir}, multiplied by {@code factor}. */
    static void scaleSamples(Path runDir, double factor) throws IOException {
        try (Stream<Path> files = Files.list(runDir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().matches("thread-\\d+\\.txt"))
                    .toList()) {
                List<String> lines = Files.readAllLines(f);
                StringBuilder sb = new StringBuilder();
                for (String l : lines)
                    sb.append(Math.round(Long.parseLong(l) * factor)).append('\n');
                Files.writeString(f, sb);
            }
        }
    }

    /** Replaces {@code from} by {@code to} in every metadata.json below {@code dir}. */
    static void editMetadata(Path dir, String from, String to) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().equals("metadata.json"))
                    .toList()) {
                String text = Files.readString(f);
                if (!text.contains(from)) throw new IllegalStateException(f + " has no " + from);
                Files.writeString(f, text.replace(from, to));
                JsonFiles.read(f); // still JSON
            }
        }
    }

    /** The quick suite's shape: a memalloc sweep (1K, 4K, 16K), a timer run and a skipped entry. */
    static Path suite(Path dir) throws IOException {
        return Fixtures.suite(dir);
    }

    static String sqlite(Path tmp) {
        return "jdbc:sqlite:" + tmp.resolve("results-" + DATABASES.incrementAndGet() + ".db");
    }

    /** A new, empty database on the PostgreSQL server at {@code port}; its URL. */
    static String postgres(int port) throws Exception {
        String name = "rtjbench_test_" + DATABASES.incrementAndGet();
        try (Connection c = DriverManager.getConnection(postgresUrl(port, "postgres"));
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return postgresUrl(port, name);
    }

    static String postgresUrl(int port, String database) {
        return "jdbc:postgresql://localhost:" + port + "/" + database + "?user=postgres";
    }
}
