package rtjbench.tools.db;

import java.sql.SQLException;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;

/** The {@code --db} option every database command shares, and SQL errors as exit statuses. */
public final class DbCli {
    public static final Options.Spec<String> DB = Options.Spec.value(
            "db",
            "URL",
            OptionTypes.text(),
            null,
            "JDBC URL of the results database: jdbc:sqlite:FILE or jdbc:postgresql://HOST/DB"
                    + " (default: $RTJBENCH_DB, else jdbc:sqlite:~/.rtjbench/results.db)");

    private DbCli() {}

    public static String url(Options o) {
        String v = o.get(DB);
        return v != null ? v : Database.defaultUrl();
    }

    /** Something that talks to the database. */
    public interface Work<T> {
        T run() throws SQLException;
    }

    /** Runs {@code work}; an SQL error becomes a message naming the database (exit 2: nothing was written). */
    public static <T> T sql(Database db, Work<T> work) {
        try {
            return work.run();
        } catch (SQLException e) {
            throw ToolException.input(db.url() + ": " + Database.describe(e));
        }
    }
}
