package rtjbench.sched.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.TextLines;

/**
 * Reads {@link JobsCsv} by column name (the header is parsed and each column looked up, so the columns may come in
 * any order, and columns the format does not declare are passed over) and holds it to what the run's metadata says
 * it holds ({@link Expected}): every line has every field, numbers where numbers belong, each task a task of the
 * run's set on its own thread, its jobs numbered 0, 1, 2, ..., times that are not negative and in order (start not
 * before release, finish not before start, response = finish − release), and per task the number of jobs the
 * metadata states. Anything else is a {@link RunFormatException} naming the file, the line, the field and the value.
 * A UTF-8 byte-order mark before the header is passed over. Any input is read in bounded time and memory: a line
 * longer than {@link #MAX_LINE} characters is refused as soon as it passes the bound, a task's job past the count
 * the metadata states as soon as it is read, and bytes that are not UTF-8 are refused naming their line
 * ({@link TextLines}).
 */
public final class JobsCsvReader {
    /**
     * The longest line read, in characters: a task's name is at most a task-set line ({@link
     * rtjbench.sched.model.TaskSetFile#MAX_LINE}) and its thread's name is short; the other fields are numbers of at
     * most 20 characters or flags.
     */
    public static final int MAX_LINE = 8192;

    /** What a run's metadata says its jobs file holds: task i's name, its thread and how many jobs it measured. */
    public static final class Expected {
        private final List<String> tasks;
        private final List<String> threads;
        private final long[] jobs;
        private final List<String> jobsKeys;

        /**
         * @param jobsKeys where the metadata states each task's count ({@code workload.per_task[1].jobs}), for the
         *     message when the file holds another
         */
        public Expected(List<String> tasks, List<String> threads, long[] jobs, List<String> jobsKeys) {
            if (threads.size() != tasks.size() || jobs.length != tasks.size() || jobsKeys.size() != tasks.size()) {
                throw new IllegalArgumentException("a task's name, thread, job count and key, for every task");
            }
            this.tasks = Collections.unmodifiableList(new ArrayList<>(tasks));
            this.threads = Collections.unmodifiableList(new ArrayList<>(threads));
            this.jobs = jobs.clone();
            this.jobsKeys = Collections.unmodifiableList(new ArrayList<>(jobsKeys));
        }

        public List<String> tasks() {
            return tasks;
        }
    }

    private JobsCsvReader() {}

    /** The jobs of {@code file}, by task index, each task's in job order. */
    public static List<List<MeasuredJob>> read(Path file, Expected expected) throws IOException, RunFormatException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString(), expected);
        }
    }

    /** The jobs the UTF-8 text {@code in} holds, {@code name} naming it in messages. */
    public static List<List<MeasuredJob>> read(InputStream in, String name, Expected expected)
            throws IOException, RunFormatException {
        TextLines lines = new TextLines(in, MAX_LINE);
        String header = next(lines, name);
        if (header != null && header.startsWith("\ufeff")) {
            header = header.substring(1);
        }
        if (header == null || header.isEmpty()) {
            throw new RunFormatException(name + ":1: no header: a jobs file starts with the line " + JobsCsv.header());
        }
        List<String> names = Arrays.asList(header.split(",", -1));
        Map<JobsCsv.Column, Integer> at = new EnumMap<>(JobsCsv.Column.class);
        for (int i = 0; i < names.size(); i++) {
            JobsCsv.Column c = JobsCsv.Column.named(names.get(i));
            if (c != null && at.put(c, i) != null) {
                throw new RunFormatException(name + ":1: the header names the column " + c.header() + " twice");
            }
        }
        for (JobsCsv.Column c : JobsCsv.Column.values()) {
            if (!at.containsKey(c)) {
                String shown = header.length() <= 300 ? "'" + Quoted.visible(header) + "'" : Quoted.of(header);
                throw new RunFormatException(name + ":1: no column " + c.header() + " (the header is " + shown
                        + "; a jobs file has " + JobsCsv.header() + ")");
            }
        }
        List<List<MeasuredJob>> out = new ArrayList<>();
        for (int t = 0; t < expected.tasks.size(); t++) {
            out.add(new ArrayList<MeasuredJob>());
        }
        int lineNo = 1;
        for (String line = next(lines, name); line != null; line = next(lines, name)) {
            lineNo++;
            Line l = new Line(name, lineNo, line, names.size(), at);
            MeasuredJob job = l.job();
            int task = expected.tasks.indexOf(job.task());
            if (task < 0) {
                throw l.error(JobsCsv.Column.TASK, "is not a task of the run's set " + expected.tasks);
            }
            if (!expected.threads.get(task).equals(job.thread())) {
                throw l.error(
                        JobsCsv.Column.THREAD,
                        "is not task " + job.task() + "'s thread (" + expected.threads.get(task) + ")");
            }
            List<MeasuredJob> mine = out.get(task);
            if (mine.size() == expected.jobs[task]) {
                throw l.error(
                        JobsCsv.Column.JOB,
                        "is past the " + expected.jobs[task] + " jobs of " + job.task() + " the run's metadata states ("
                                + expected.jobsKeys.get(task) + ")");
            }
            if (job.job() != mine.size()) {
                throw l.error(JobsCsv.Column.JOB, "where job " + mine.size() + " of " + job.task() + " comes next");
            }
            mine.add(job);
        }
        for (int t = 0; t < out.size(); t++) {
            if (out.get(t).size() != expected.jobs[t]) {
                throw new RunFormatException(name + ":" + (lineNo + 1) + ": the file ends with "
                        + out.get(t).size()
                        + " jobs of " + expected.tasks.get(t) + ", where the run's metadata says " + expected.jobs[t]
                        + " (" + expected.jobsKeys.get(t) + ")"
                        + (out.get(t).size() < expected.jobs[t] ? ": it is cut short" : ""));
            }
        }
        return out;
    }

    private static String next(TextLines lines, String name) throws IOException, RunFormatException {
        try {
            return lines.next();
        } catch (TextLines.Refused e) {
            throw new RunFormatException(name + ":" + e.line() + ": " + e.getMessage());
        }
    }

    /** One line's fields, each read and checked as its column's kind. */
    private static final class Line {
        private final String file;
        private final int number;
        private final String[] cells;
        private final Map<JobsCsv.Column, Integer> at;

        Line(String file, int number, String line, int columns, Map<JobsCsv.Column, Integer> at)
                throws RunFormatException {
            this.file = file;
            this.number = number;
            this.at = at;
            if (line.isEmpty()) {
                throw new RunFormatException(
                        file + ":" + number + ": an empty line; each line is a job of " + columns + " fields");
            }
            this.cells = line.split(",", -1);
            if (cells.length != columns) {
                throw new RunFormatException(file + ":" + number + ": " + cells.length + " field"
                        + (cells.length == 1 ? "" : "s") + " where the header has " + columns
                        + (cells.length < columns ? ": the line is cut short" : ""));
            }
        }

        MeasuredJob job() throws RunFormatException {
            long release = whole(JobsCsv.Column.RELEASE_NS);
            long start = whole(JobsCsv.Column.START_NS);
            long finish = whole(JobsCsv.Column.FINISH_NS);
            long response = whole(JobsCsv.Column.RESPONSE_NS);
            if (start < release) {
                throw error(JobsCsv.Column.START_NS, "is before the job's release (release_ns " + release + ")");
            }
            if (finish < start) {
                throw error(JobsCsv.Column.FINISH_NS, "is before the job's start (start_ns " + start + ")");
            }
            if (response != finish - release) {
                throw error(JobsCsv.Column.RESPONSE_NS, "is not finish_ns - release_ns (" + (finish - release) + ")");
            }
            return new MeasuredJob(
                    text(JobsCsv.Column.TASK),
                    text(JobsCsv.Column.THREAD),
                    (int) small(JobsCsv.Column.JOB),
                    release,
                    start,
                    finish,
                    response,
                    whole(JobsCsv.Column.LATENESS_NS),
                    whole(JobsCsv.Column.EXECUTION_NS),
                    (int) small(JobsCsv.Column.CPU_START),
                    (int) small(JobsCsv.Column.CPU_FINISH),
                    (int) small(JobsCsv.Column.SWITCHES),
                    flag(JobsCsv.Column.PREEMPTED),
                    flag(JobsCsv.Column.MIGRATED),
                    flag(JobsCsv.Column.MISSED),
                    flag(JobsCsv.Column.OVERRUN));
        }

        private String cell(JobsCsv.Column c) {
            return cells[at.get(c)];
        }

        private String text(JobsCsv.Column c) throws RunFormatException {
            String v = cell(c);
            if (v.trim().isEmpty()) {
                throw error(c, "is empty; allowed: " + c.kind().allowed());
            }
            return v;
        }

        private long whole(JobsCsv.Column c) throws RunFormatException {
            String v = cell(c);
            long n;
            try {
                n = Long.parseLong(v);
            } catch (NumberFormatException e) {
                throw error(c, "is not a whole number; allowed: " + c.kind().allowed());
            }
            boolean ok;
            switch (c.kind()) {
                case SIGNED_TIME:
                    ok = true;
                    break;
                case MEASURED:
                    ok = n >= -1;
                    break;
                default:
                    ok = n >= 0;
            }
            if (!ok) {
                throw error(c, "is negative; allowed: " + c.kind().allowed());
            }
            return n;
        }

        /** A whole number that fits an int. */
        private long small(JobsCsv.Column c) throws RunFormatException {
            long n = whole(c);
            if (n > Integer.MAX_VALUE) {
                throw error(
                        c,
                        "is past " + Integer.MAX_VALUE + "; allowed: "
                                + c.kind().allowed());
            }
            return n;
        }

        private boolean flag(JobsCsv.Column c) throws RunFormatException {
            String v = cell(c);
            if (v.equals("true")) {
                return true;
            }
            if (v.equals("false")) {
                return false;
            }
            throw error(c, "is not a flag; allowed: " + c.kind().allowed());
        }

        RunFormatException error(JobsCsv.Column c, String what) {
            return new RunFormatException(
                    file + ":" + number + ": field " + c.header() + ": " + Quoted.of(cell(c)) + " " + what);
        }
    }
}
