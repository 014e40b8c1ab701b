package rtjbench.tools.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Prepared statements with their values bound in order: never a value spliced into the SQL text. */
final class Sql {
    private Sql() {}

    /** What a query's result gives, read row by row. */
    interface Rows<T> {
        T read(ResultSet r) throws SQLException;
    }

    /**
     * Binds {@code values} to the statement's parameters in order: a string (or null) as text, a {@code Long} as a
     * whole number, a {@code Double} as a real.
     */
    static void bind(PreparedStatement p, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            if (v instanceof Long l) p.setLong(i + 1, l);
            else if (v instanceof Double d) p.setDouble(i + 1, d);
            else p.setString(i + 1, (String) v);
        }
    }

    /** {@code sql} run with {@code values} bound; what {@code rows} makes of its result. */
    static <T> T query(Connection c, String sql, Rows<T> rows, Object... values) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            bind(p, values);
            try (ResultSet r = p.executeQuery()) {
                return rows.read(r);
            }
        }
    }
}
