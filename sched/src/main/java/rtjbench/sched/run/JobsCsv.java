package rtjbench.sched.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * {@value #FILE}, the taskset testapp's record of every measured job: one line a job, every task's jobs in task order,
 * under a header that names the columns. Declared here once: the testapp writes it ({@link JobsCsvWriter}), the
 * tools read it by column name ({@link JobsCsvReader}), and the tests of both make their files with the same
 * writer. Times are {@code System.nanoTime} (CLOCK_MONOTONIC) nanoseconds, the time base of spikes.csv.
 */
public final class JobsCsv {
    /** The file's name in a run folder. */
    public static final String FILE = "jobs.csv";

    /** What a column holds, and so what its reader accepts. */
    public enum Kind {
        /** A name, without commas. */
        TEXT("a name"),
        /** A whole number, 0 or more. */
        COUNT("a whole number, 0 or more"),
        /** A whole number of ns, 0 or more. */
        TIME("a whole number of ns, 0 or more"),
        /** A whole number of ns, of either sign. */
        SIGNED_TIME("a whole number of ns"),
        /** A whole number, 0 or more, or -1 where it could not be read. */
        MEASURED("a whole number, 0 or more, or -1 (unknown)"),
        /** {@code true} or {@code false}. */
        FLAG("true or false");

        private final String allowed;

        Kind(String allowed) {
            this.allowed = allowed;
        }

        /** What a field of this kind may hold, for messages. */
        public String allowed() {
            return allowed;
        }
    }

    /** The columns, in the order the testapp writes them. */
    public enum Column {
        /** The task's name. */
        TASK("task", Kind.TEXT),
        /** Its thread, {@code thread-<i>} for the i-th task of the set. */
        THREAD("thread", Kind.TEXT),
        /** The job's index among its task's measured jobs (= its sample's index in the thread's file). */
        JOB("job", Kind.COUNT),
        RELEASE_NS("release_ns", Kind.TIME),
        START_NS("start_ns", Kind.TIME),
        FINISH_NS("finish_ns", Kind.TIME),
        /** finish − release. */
        RESPONSE_NS("response_ns", Kind.TIME),
        /** finish − (release + deadline). */
        LATENESS_NS("lateness_ns", Kind.SIGNED_TIME),
        /** The thread's CPU time over the job's busy loop. */
        EXECUTION_NS("execution_ns", Kind.MEASURED),
        /** The CPU the job began on. */
        CPU_START("cpu_start", Kind.MEASURED),
        /** The CPU the job ended on. */
        CPU_FINISH("cpu_finish", Kind.MEASURED),
        /** The thread's involuntary context switches during the job. */
        SWITCHES("switches", Kind.MEASURED),
        /** At least one switch. */
        PREEMPTED("preempted", Kind.FLAG),
        /** It ended on another CPU than it began on. */
        MIGRATED("migrated", Kind.FLAG),
        /** response > deadline. */
        MISSED("missed", Kind.FLAG),
        /** execution > WCET + the run's overrun margin. */
        OVERRUN("overrun", Kind.FLAG);

        private final String header;
        private final Kind kind;

        Column(String header, Kind kind) {
            this.header = header;
            this.kind = kind;
        }

        /** The column's name in the header. */
        public String header() {
            return header;
        }

        public Kind kind() {
            return kind;
        }

        /** The column named {@code name}, or null. */
        public static Column named(String name) {
            for (Column c : values()) {
                if (c.header.equals(name)) {
                    return c;
                }
            }
            return null;
        }
    }

    private JobsCsv() {}

    /** The columns in the order the testapp writes them. */
    public static List<Column> columns() {
        return Collections.unmodifiableList(new ArrayList<>(Arrays.asList(Column.values())));
    }

    /** The header line (without its newline) of {@code columns}. */
    public static String header(List<Column> columns) {
        StringBuilder sb = new StringBuilder();
        for (Column c : columns) {
            sb.append(sb.length() == 0 ? "" : ",").append(c.header);
        }
        return sb.toString();
    }

    /** The header the testapp writes. */
    public static String header() {
        return header(columns());
    }
}
