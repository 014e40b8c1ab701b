package rtjbench.tools.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import rtjbench.tools.cli.ToolException;

/**
 * A connection to a results database, of one of the two kinds the tools know: an embedded SQLite file (the
 * default, {@code ~/.rtjbench/results.db}, created on first use) or a PostgreSQL server (a lab's shared
 * database). Opening checks everything that can be checked before anything is written: the URL's kind, a
 * read-only SQLite file, a file or database that is not ours, a schema newer than this tool ({@link Migrations});
 * each is bad input (exit 2) with one message.
 */
public final class Database implements AutoCloseable {
    /** The kinds of JDBC URL the tools open. */
    public enum Kind {
        SQLITE("jdbc:sqlite:"),
        POSTGRESQL("jdbc:postgresql:");

        final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }

        public static Kind of(String url) {
            for (Kind k : values()) if (url.startsWith(k.prefix)) return k;
            throw ToolException.input("--db '" + url + "' is not a JDBC URL of a kind these tools open; allowed: "
                    + "jdbc:sqlite:FILE (embedded, the default) or jdbc:postgresql://HOST[:PORT]/DATABASE");
        }
    }

    /** Where the results database is when --db is not given and RTJBENCH_DB is not set. */
    public static Path defaultFile() {
        return Path.of(System.getProperty("user.home"), ".rtjbench", "results.db");
    }

    /** The URL --db defaults to: $RTJBENCH_DB, else the SQLite file {@link #defaultFile()}. */
    public static String defaultUrl() {
        String env = System.getenv("RTJBENCH_DB");
        return env != null && !env.isBlank() ? env : "jdbc:sqlite:" + defaultFile();
    }

    private final String url;
    private final Kind kind;
    private final Connection connection;

    private Database(String url, Kind kind, Connection connection) {
        this.url = url;
        this.kind = kind;
        this.connection = connection;
    }

    /** Opens {@code url} and brings its schema up to this tool's version (nothing else is written). */
    public static Database open(String url) {
        Kind kind = Kind.of(url);
        if (kind == Kind.SQLITE) prepareSqliteFile(url);
        Connection c;
        try {
            c = DriverManager.getConnection(url);
        } catch (SQLException e) {
            throw ToolException.input("cannot open the results database " + redacted(url) + ": " + e.getMessage());
        }
        Database db = new Database(url, kind, c);
        try {
            if (kind == Kind.SQLITE) {
                try (Statement s = c.createStatement()) {
                    // Foreign keys checked; a writer waits for another's transaction rather than failing at once.
                    s.execute("PRAGMA foreign_keys = ON");
                    s.execute("PRAGMA busy_timeout = 10000");
                }
            }
            Migrations.apply(db);
            if (kind == Kind.SQLITE) {
                try (Statement s = c.createStatement()) {
                    // Only now that the file is known to be ours. A write-ahead log synced at checkpoints rather
                    // than at every commit: a commit survives the process being killed, and a power cut loses at
                    // most the last commits (never half a run; ingest again to restore them). One fsync a run
                    // made 10,000 runs take minutes.
                    s.execute("PRAGMA journal_mode = WAL");
                    s.execute("PRAGMA synchronous = NORMAL");
                }
            }
            return db;
        } catch (SQLException e) {
            db.close();
            throw ToolException.input(redacted(url) + ": " + describe(e));
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /**
     * The checks a SQLite file allows before it is opened: the default file's folder is created on first use; a
     * named file must be in an existing folder; a file whose permissions allow no writing is refused (root could
     * write it anyway, and would, silently).
     */
    private static void prepareSqliteFile(String url) {
        String rest = url.substring(Kind.SQLITE.prefix.length());
        int q = rest.indexOf('?');
        String name = q >= 0 ? rest.substring(0, q) : rest;
        if (name.isEmpty() || name.equals(":memory:") || name.startsWith("file:")) return;
        Path file = Path.of(name).toAbsolutePath();
        try {
            if (file.equals(defaultFile().toAbsolutePath())) Files.createDirectories(file.getParent());
        } catch (IOException e) {
            throw ToolException.input("cannot create " + file.getParent() + " for the results database: " + e);
        }
        if (!Files.isDirectory(file.getParent())) {
            throw ToolException.input(
                    "--db " + url + ": the folder " + file.getParent() + " does not exist (nothing written)");
        }
        if (Files.exists(file)) {
            if (!Files.isRegularFile(file)) throw ToolException.input("--db " + url + ": " + file + " is not a file");
            try {
                Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
                if (!p.contains(PosixFilePermission.OWNER_WRITE)
                        && !p.contains(PosixFilePermission.GROUP_WRITE)
                        && !p.contains(PosixFilePermission.OTHERS_WRITE)) {
                    throw ToolException.input("the results database " + file + " is read-only (permissions "
                            + java.nio.file.attribute.PosixFilePermissions.toString(p) + "); nothing written");
                }
            } catch (UnsupportedOperationException | IOException e) {
                if (!Files.isWritable(file)) {
                    throw ToolException.input("the results database " + file + " is read-only; nothing written");
                }
            }
        }
    }

    /** An SQL error in words a user can act on; SQLite's "not a database" and "read-only" named as such. */
    static String describe(SQLException e) {
        String m = String.valueOf(e.getMessage());
        if (m.contains("SQLITE_NOTADB") || m.contains("file is not a database")) {
            return "not an SQLite database, so not a results database (nothing written)";
        }
        if (m.contains("SQLITE_READONLY") || m.contains("read-only") || m.contains("readonly")) {
            return "the database is read-only (nothing written)";
        }
        return m;
    }

    /** The URL without a password= parameter, for messages. */
    static String redacted(String url) {
        return url.replaceAll("(?i)(password=)[^&]*", "$1***");
    }

    public Connection connection() {
        return connection;
    }

    public Kind kind() {
        return kind;
    }

    public String url() {
        return redacted(url);
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            // closing after a failure: the first error is the one reported
        }
    }
}
