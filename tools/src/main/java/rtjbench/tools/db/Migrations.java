package rtjbench.tools.db;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import rtjbench.tools.cli.ToolException;

/**
 * The schema's versions: numbered SQL scripts ({@code V<n>__<what>.sql}, Flyway's naming), the same scripts for
 * SQLite and PostgreSQL, applied in order on first connect, each in its own transaction, and recorded in
 * {@code rtjbench_schema_history} (version, script, SHA-256). A database whose recorded version is newer than
 * this tool's is refused naming both versions; one that holds tables but no history is not ours and is refused
 * too; a script whose recorded checksum differs from the tool's is refused (someone edited an applied script).
 * Flyway would do the same for both kinds; this class does it without carrying Flyway into a jar that runs
 * once per run (docs/results-database.md), and the scripts keep Flyway's naming so a lab can apply them with it.
 */
final class Migrations {
    static final String HISTORY = "rtjbench_schema_history";

    /** The scripts, in version order; a new version is one more script here and a file beside this class. */
    static final List<String> SCRIPTS = List.of("V1__results.sql");

    private Migrations() {}

    /** The newest schema version this tool knows. */
    static int toolVersion() {
        return SCRIPTS.size();
    }

    static void apply(Database db) throws SQLException {
        Connection c = db.connection();
        List<String> tables = tables(c);
        int current = 0;
        if (!tables.contains(HISTORY)) {
            if (!tables.isEmpty()) {
                throw ToolException.input(db.url() + " is not a results database: it holds tables ("
                        + String.join(", ", tables.subList(0, Math.min(5, tables.size())))
                        + (tables.size() > 5 ? ", ..." : "") + ") but no " + HISTORY + "; nothing written");
            }
        } else {
            current = recordedVersion(db);
        }
        for (int v = current + 1; v <= SCRIPTS.size(); v++) run(c, v, SCRIPTS.get(v - 1));
    }

    private static int recordedVersion(Database db) throws SQLException {
        int current = 0;
        try (Statement s = db.connection().createStatement();
                ResultSet r =
                        s.executeQuery("SELECT version, script, checksum FROM " + HISTORY + " ORDER BY version")) {
            while (r.next()) {
                int v = r.getInt(1);
                current = Math.max(current, v);
                if (v <= SCRIPTS.size()) {
                    String expected = checksum(text(SCRIPTS.get(v - 1)));
                    if (!expected.equals(r.getString(3))) {
                        throw ToolException.input(db.url() + ": schema version " + v + " (" + r.getString(2)
                                + ") was applied from a script other than this tool's (checksum " + r.getString(3)
                                + ", the tool's " + expected + "); nothing written");
                    }
                }
            }
        }
        if (current > toolVersion()) {
            throw ToolException.input(db.url() + " has schema version " + current + ", newer than this tool's "
                    + toolVersion() + ": a newer rtjbench wrote it; use that version of the tools (nothing written)");
        }
        return current;
    }

    private static void run(Connection c, int version, String script) throws SQLException {
        String sql = text(script);
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            if (version == 1) {
                s.execute("CREATE TABLE " + HISTORY + " (version BIGINT NOT NULL PRIMARY KEY, script TEXT NOT NULL,"
                        + " checksum TEXT NOT NULL, installed_on TEXT NOT NULL)");
            }
            for (String statement : statements(sql)) s.execute(statement);
            try (PreparedStatement p = c.prepareStatement("INSERT INTO " + HISTORY + " VALUES (?, ?, ?, ?)")) {
                p.setInt(1, version);
                p.setString(2, script);
                p.setString(3, checksum(sql));
                p.setString(4, Instant.now().toString());
                p.executeUpdate();
            }
            c.commit();
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(auto);
        }
    }

    /** The script's statements: text up to a ';' at a line's end, comment lines left out. */
    static List<String> statements(String sql) {
        List<String> out = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        for (String line : sql.split("\n")) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("--")) continue;
            sb.append(line).append('\n');
            if (t.endsWith(";")) {
                String st = sb.toString().strip();
                out.add(st.substring(0, st.length() - 1));
                sb.setLength(0);
            }
        }
        if (!sb.toString().isBlank()) out.add(sb.toString().strip());
        return out;
    }

    /** The tables in the connection's schema (lower case), the history first where it is there. */
    static List<String> tables(Connection c) throws SQLException {
        List<String> names = new ArrayList<>();
        DatabaseMetaData md = c.getMetaData();
        try (ResultSet r = md.getTables(null, c.getSchema(), "%", new String[] {"TABLE"})) {
            while (r.next()) {
                String n = r.getString("TABLE_NAME").toLowerCase(java.util.Locale.ROOT);
                if (!n.startsWith("sqlite_")) names.add(n);
            }
        }
        return names;
    }

    static String text(String script) {
        try (InputStream in = Migrations.class.getResourceAsStream(script)) {
            if (in == null) throw new IllegalStateException("migration " + script + " is missing from the tools jar");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read migration " + script, e);
        }
    }

    static String checksum(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
