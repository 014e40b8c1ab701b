package rtjbench.sched.run;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes {@link JobsCsv}: the header, then a line a job. The testapp writes the columns in {@link JobsCsv#columns}'
 * order; a reader goes by the header's names, so a file with its columns in another order ({@link
 * #JobsCsvWriter(Writer, List)}) reads the same.
 */
public final class JobsCsvWriter {
    private final Writer out;
    private final List<JobsCsv.Column> columns;
    private final StringBuilder line = new StringBuilder(160);

    /** A writer of every column in the testapp's order; writes the header. */
    public JobsCsvWriter(Writer out) throws IOException {
        this(out, JobsCsv.columns());
    }

    /** A writer of {@code columns} in that order; writes the header. */
    public JobsCsvWriter(Writer out, List<JobsCsv.Column> columns) throws IOException {
        this.out = out;
        this.columns = new ArrayList<>(columns);
        out.write(JobsCsv.header(this.columns));
        out.write('\n');
    }

    /** One job's line; a task or thread name with a comma or a line break is refused (it would split the line). */
    public void write(MeasuredJob job) throws IOException {
        line.setLength(0);
        for (int c = 0; c < columns.size(); c++) {
            String value = job.field(columns.get(c));
            if (columns.get(c).kind() == JobsCsv.Kind.TEXT && !plain(value)) {
                throw new IllegalArgumentException(
                        columns.get(c).header() + " '" + value + "' holds a comma, a quote or a line break");
            }
            line.append(c == 0 ? "" : ",").append(value);
        }
        line.append('\n');
        out.write(line.toString());
    }

    public void flush() throws IOException {
        out.flush();
    }

    private static boolean plain(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == ',' || ch == '"' || ch == '\n' || ch == '\r') {
                return false;
            }
        }
        return true;
    }
}
