package rtjbench.sched.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The task-set file: CSV with a header line naming its columns, one task a line.
 *
 * <pre>
 * # three tasks, times with units
 * name,period,wcet,deadline,wss,cpu
 * ctrl,10ms,1.5ms,10ms,64K,0
 * log,250ms,20ms,200ms,,
 * io,25ms,2ms,25ms,,1
 * </pre>
 *
 * <p>Columns: {@code name}, {@code period}, {@code wcet} and {@code deadline} are required; {@code wss} (bytes,
 * with an optional K, M or G) and {@code cpu} are optional, and so is a leading {@code set} column: a file may
 * hold many sets, each set's lines together, in the order of their ids' first appearance. An empty optional
 * cell means "not given". Blank lines and lines starting with {@code #} are skipped. Names are letters and
 * digits of any script and {@code _ . -}, unique within a set. A UTF-8 byte-order mark is skipped.
 *
 * <p>Refused, naming file, line and field: a missing or unknown column, a time without a unit, a zero period,
 * a WCET above its deadline, a duplicate name, a set whose lines are split.
 */
public final class TaskSetFile {
    public static final String SET = "set";
    public static final String NAME = "name";
    public static final String PERIOD = "period";
    public static final String WCET = "wcet";
    public static final String DEADLINE = "deadline";
    public static final String WSS = "wss";
    public static final String CPU = "cpu";

    private static final List<String> REQUIRED = Arrays.asList(NAME, PERIOD, WCET, DEADLINE);
    private static final List<String> KNOWN = Arrays.asList(SET, NAME, PERIOD, WCET, DEADLINE, WSS, CPU);
    /**
     * Whether {@code name} is letters and digits of any script (a name {@code ζ} or {@code Größe}, accents as
     * combining marks included) and {@code _ . -}.
     */
    static boolean isName(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            i += Character.charCount(c);
            if (c < 128) {
                if (!(c >= 'a' && c <= 'z'
                        || c >= 'A' && c <= 'Z'
                        || c >= '0' && c <= '9'
                        || c == '_'
                        || c == '.'
                        || c == '-')) {
                    return false;
                }
                continue;
            }
            int type = Character.getType(c);
            boolean mark = type == Character.NON_SPACING_MARK
                    || type == Character.COMBINING_SPACING_MARK
                    || type == Character.ENCLOSING_MARK;
            if (!Character.isLetter(c) && !Character.isDigit(c) && !mark) {
                return false;
            }
        }
        return true;
    }

    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*([KMG]?)B?", Pattern.CASE_INSENSITIVE);

    private TaskSetFile() {}

    /** The longest line read, in characters: a task's line is far shorter; a longer one is refused unread. */
    public static final int MAX_LINE = 4096;
    /** The most tasks in one set: every test runs in seconds to minutes up to it (docs/tools.md, "Bounds"). */
    public static final int MAX_TASKS_PER_SET = 10_000;
    /** The most tasks in one file, all sets together: what the commands hold in memory at once. */
    public static final int MAX_TASKS = 1_000_000;

    /** Every set in the file, in file order. */
    public static List<TaskSet> read(Path file) throws IOException, TaskSetFileException {
        String notAFile = notARegularFile(file);
        if (notAFile != null) {
            throw new TaskSetFileException(file.toString(), 0, null, notAFile);
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString());
        }
    }

    /**
     * What {@code file} is where it cannot be read as a file ("no such file", "is a directory, not a file"); null
     * where it is a regular file (a link to one included).
     */
    public static String notARegularFile(Path file) {
        if (Files.isRegularFile(file)) {
            return null;
        }
        if (Files.isDirectory(file)) {
            return "is a directory, not a file";
        }
        if (Files.exists(file)) {
            return "is not a regular file (a device, a FIFO or a socket)";
        }
        return "no such file";
    }

    /** The one set a file holds; a file of several sets is refused (use {@link #read(Path)}). */
    public static TaskSet readOne(Path file) throws IOException, TaskSetFileException {
        List<TaskSet> sets = read(file);
        if (sets.size() != 1) {
            throw new TaskSetFileException(
                    file.toString(), 0, SET, "holds " + sets.size() + " task sets where one is expected");
        }
        return sets.get(0);
    }

    /**
     * Every set in the UTF-8 text {@code in}; {@code fileName} is what messages call it. A UTF-8 byte-order mark
     * before the header is skipped; bytes that are not UTF-8 are refused naming their line ({@link TextLines});
     * lines longer than {@link #MAX_LINE}, sets of more than {@link #MAX_TASKS_PER_SET} tasks and files of more
     * than {@link #MAX_TASKS} are refused as soon as they are seen, so any input is read in bounded time and memory.
     */
    public static List<TaskSet> read(InputStream in, String fileName) throws IOException, TaskSetFileException {
        Lines lines = new Lines(new TextLines(in, MAX_LINE), fileName);
        Map<String, Integer> columns = null;
        Map<String, List<Task>> sets = new LinkedHashMap<>();
        Map<String, Integer> firstLineOfName = new HashMap<>();
        String currentSet = null;
        int total = 0;
        for (String line = lines.next(); line != null; line = lines.next()) {
            int lineNo = lines.number();
            if (lineNo == 1 && line.startsWith("\ufeff")) {
                line = line.substring(1); // a byte-order mark: some editors write one, and it says nothing here
            }
            String trimmed = line.trim();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            String[] cells = trimmed.split(",", -1);
            if (columns == null) {
                columns = header(cells, fileName, lineNo);
                continue;
            }
            if (cells.length != columns.size()) {
                throw new TaskSetFileException(
                        fileName,
                        lineNo,
                        null,
                        String.format(
                                Locale.ROOT, "has %d fields where the header has %d", cells.length, columns.size()));
            }
            Row row = new Row(cells, columns, fileName, lineNo);
            String setId = columns.containsKey(SET) ? row.required(SET) : "";
            if (!setId.equals(currentSet)) {
                if (sets.containsKey(setId)) {
                    throw row.error(
                            SET,
                            "set " + Quoted.of(setId) + " appears again after set " + Quoted.of(currentSet)
                                    + ": each set's lines must be together");
                }
                sets.put(setId, new ArrayList<Task>());
                firstLineOfName.clear(); // names are unique within a set, and a set's lines are together
                currentSet = setId;
            }
            List<Task> tasks = sets.get(setId);
            if (tasks.size() == MAX_TASKS_PER_SET) {
                throw row.error(
                        null,
                        "set " + (setId.isEmpty() ? "" : Quoted.visible(setId) + " ") + "has more than "
                                + MAX_TASKS_PER_SET + " tasks, the most a set may have");
            }
            if (total == MAX_TASKS) {
                throw row.error(null, "the file has more than " + MAX_TASKS + " tasks, the most a file may have");
            }
            Task task = row.task();
            Integer earlier = firstLineOfName.put(task.name(), lineNo);
            if (earlier != null) {
                throw row.error(
                        NAME,
                        "a second task named " + task.name()
                                + (setId.isEmpty() ? "" : " in set " + Quoted.visible(setId))
                                + " (the first is on line " + earlier + ")");
            }
            tasks.add(task);
            total++;
        }
        if (columns == null) {
            throw new TaskSetFileException(
                    fileName,
                    0,
                    null,
                    "is empty: it needs a header line " + String.join(",", REQUIRED)
                            + "[,wss][,cpu] and one line per task");
        }
        if (sets.isEmpty()) {
            throw new TaskSetFileException(fileName, 0, null, "has a header but no task");
        }
        List<TaskSet> result = new ArrayList<>();
        for (Map.Entry<String, List<Task>> e : sets.entrySet()) {
            result.add(new TaskSet(e.getKey(), e.getValue()));
        }
        return result;
    }

    /** {@link TextLines} whose refusals are a {@link TaskSetFileException} naming the file and line. */
    private static final class Lines {
        private final TextLines text;
        private final String fileName;

        Lines(TextLines text, String fileName) {
            this.text = text;
            this.fileName = fileName;
        }

        /** The 1-based number of the line {@link #next} returned last. */
        int number() {
            return text.number();
        }

        String next() throws IOException, TaskSetFileException {
            try {
                return text.next();
            } catch (TextLines.Refused e) {
                throw new TaskSetFileException(fileName, e.line(), null, e.getMessage());
            }
        }
    }

    private static Map<String, Integer> header(String[] cells, String fileName, int lineNo)
            throws TaskSetFileException {
        Map<String, Integer> columns = new LinkedHashMap<>();
        for (int i = 0; i < cells.length; i++) {
            String c = cells[i].trim().toLowerCase(Locale.ROOT);
            if (!KNOWN.contains(c)) {
                throw new TaskSetFileException(
                        fileName,
                        lineNo,
                        c.isEmpty()
                                ? "(empty)"
                                : Quoted.visible(c.length() > Quoted.SHOWN ? c.substring(0, 16) + "…" : c),
                        "is not a column of a task-set file; the columns are " + String.join(", ", KNOWN));
            }
            if (columns.put(c, i) != null) { // a known column
                throw new TaskSetFileException(fileName, lineNo, c, "is named twice in the header");
            }
        }
        for (String r : REQUIRED) {
            if (!columns.containsKey(r)) {
                throw new TaskSetFileException(
                        fileName,
                        lineNo,
                        r,
                        "is missing from the header, which needs " + String.join(",", REQUIRED)
                                + " (and may have set, wss, cpu)");
            }
        }
        return columns;
    }

    /** One task line, read field by field so that every error names its field. */
    private static final class Row {
        private final String[] cells;
        private final Map<String, Integer> columns;
        private final String fileName;
        private final int lineNo;

        Row(String[] cells, Map<String, Integer> columns, String fileName, int lineNo) {
            this.cells = cells;
            this.columns = columns;
            this.fileName = fileName;
            this.lineNo = lineNo;
        }

        TaskSetFileException error(String field, String problem) {
            return new TaskSetFileException(fileName, lineNo, field, problem);
        }

        String cell(String column) {
            Integer i = columns.get(column);
            return i == null ? "" : cells[i].trim();
        }

        String required(String column) throws TaskSetFileException {
            String v = cell(column);
            if (v.isEmpty()) {
                throw error(column, "is empty");
            }
            return v;
        }

        long time(String column) throws TaskSetFileException {
            long ns;
            try {
                ns = Time.parse(required(column));
            } catch (IllegalArgumentException e) {
                throw error(column, e.getMessage());
            }
            if (ns <= 0) {
                throw error(column, "is " + Quoted.of(cell(column)) + "; it must be more than zero");
            }
            return ns;
        }

        Task task() throws TaskSetFileException {
            String name = required(NAME);
            if (!isName(name)) {
                throw error(NAME, Quoted.of(name) + " may hold only letters, digits and _ . -");
            }
            long period = time(PERIOD);
            long wcet = time(WCET);
            long deadline = time(DEADLINE);
            if (wcet > deadline) {
                throw error(
                        WCET,
                        String.format(
                                Locale.ROOT,
                                "%s is above the deadline %s: no job of %s could meet it",
                                cell(WCET),
                                cell(DEADLINE),
                                name));
            }
            return new Task(name, period, wcet, deadline, wss(), cpu());
        }

        long wss() throws TaskSetFileException {
            String v = cell(WSS);
            if (v.isEmpty()) {
                return Task.NONE;
            }
            Matcher m = SIZE.matcher(v);
            if (!m.matches()) {
                throw error(WSS, Quoted.of(v) + " is not a size: bytes, with an optional K, M or G (e.g. 64K)");
            }
            int shift = "K".equalsIgnoreCase(m.group(2))
                    ? 10
                    : "M".equalsIgnoreCase(m.group(2)) ? 20 : "G".equalsIgnoreCase(m.group(2)) ? 30 : 0;
            try {
                long base = Long.parseLong(m.group(1));
                if (base > (Long.MAX_VALUE >> shift)) {
                    throw error(WSS, Quoted.of(v) + " is too large: at most " + Long.MAX_VALUE + " bytes");
                }
                return base << shift;
            } catch (NumberFormatException e) {
                throw error(WSS, Quoted.of(v) + " is too large: at most " + Long.MAX_VALUE + " bytes");
            }
        }

        int cpu() throws TaskSetFileException {
            String v = cell(CPU);
            if (v.isEmpty()) {
                return (int) Task.NONE;
            }
            try {
                int cpu = Integer.parseInt(v);
                if (cpu < 0) {
                    throw error(CPU, "is " + Quoted.of(v) + "; a CPU is a number from 0");
                }
                return cpu;
            } catch (NumberFormatException e) {
                throw error(CPU, Quoted.of(v) + " is not a CPU number (0 to " + Integer.MAX_VALUE + ")");
            }
        }
    }

    /** The file text of {@code sets}: a {@code set} column where there is more than one set or an id is given. */
    public static String format(List<TaskSet> sets) {
        boolean withSet =
                sets.size() > 1 || (!sets.isEmpty() && !sets.get(0).id().isEmpty());
        boolean withWss = false;
        boolean withCpu = false;
        for (TaskSet s : sets) {
            for (Task t : s.tasks()) {
                withWss |= t.hasWss();
                withCpu |= t.hasCpu();
            }
        }
        StringBuilder sb = new StringBuilder(header(withSet, withWss, withCpu));
        for (int i = 0; i < sets.size(); i++) {
            TaskSet s = sets.get(i);
            appendLines(sb, s, s.id().isEmpty() ? Integer.toString(i + 1) : s.id(), withSet, withWss, withCpu);
        }
        return sb.toString();
    }

    /** The header line, with the optional columns asked for: what a writer of one set at a time starts with. */
    public static String header(boolean withSet, boolean withWss, boolean withCpu) {
        return (withSet ? "set," : "") + "name,period,wcet,deadline" + (withWss ? ",wss" : "") + (withCpu ? ",cpu" : "")
                + "\n";
    }

    /** The lines of one set under {@link #header} with the same columns, its id {@code id}. */
    public static void appendLines(
            StringBuilder sb, TaskSet s, String id, boolean withSet, boolean withWss, boolean withCpu) {
        for (Task t : s.tasks()) {
            if (withSet) {
                sb.append(id).append(',');
            }
            sb.append(t.name()).append(',').append(Time.format(t.period())).append(',');
            sb.append(Time.format(t.wcet())).append(',').append(Time.format(t.deadline()));
            if (withWss) {
                sb.append(',').append(t.hasWss() ? Long.toString(t.wss()) : "");
            }
            if (withCpu) {
                sb.append(',').append(t.hasCpu() ? Integer.toString(t.cpu()) : "");
            }
            sb.append('\n');
        }
    }
}
