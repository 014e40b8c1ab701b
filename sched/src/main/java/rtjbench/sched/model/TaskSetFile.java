package rtjbench.sched.model;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
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
 * cell means "not given". Blank lines and lines starting with {@code #} are skipped. Names are letters, digits
 * and {@code _ . -}, unique within a set.
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
    private static final Pattern NAME_TEXT = Pattern.compile("[A-Za-z0-9_.\\-]+");
    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*([KMG]?)B?", Pattern.CASE_INSENSITIVE);

    private TaskSetFile() {}

    /** Every set in the file, in file order. */
    public static List<TaskSet> read(Path file) throws IOException, TaskSetFileException {
        if (!Files.isRegularFile(file)) {
            throw new TaskSetFileException(file.toString(), 0, null, "no such file");
        }
        try (Reader in = new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8)) {
            return read(in, file.toString());
        }
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

    /** Every set in {@code in}; {@code fileName} is what messages call it. */
    public static List<TaskSet> read(Reader in, String fileName) throws IOException, TaskSetFileException {
        BufferedReader lines = new BufferedReader(in);
        Map<String, Integer> columns = null;
        Map<String, List<Task>> sets = new LinkedHashMap<>();
        Map<String, Integer> firstLineOfName = new HashMap<>();
        String currentSet = null;
        int lineNo = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            lineNo++;
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
                            "set " + setId + " appears again after set " + currentSet
                                    + ": each set's lines must be together");
                }
                sets.put(setId, new ArrayList<Task>());
                currentSet = setId;
            }
            Task task = row.task();
            String key = setId + "\u0000" + task.name();
            Integer earlier = firstLineOfName.put(key, lineNo);
            if (earlier != null) {
                throw row.error(
                        NAME,
                        "a second task named " + task.name() + (setId.isEmpty() ? "" : " in set " + setId)
                                + " (the first is on line " + earlier + ")");
            }
            sets.get(setId).add(task);
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

    private static Map<String, Integer> header(String[] cells, String fileName, int lineNo)
            throws TaskSetFileException {
        Map<String, Integer> columns = new LinkedHashMap<>();
        for (int i = 0; i < cells.length; i++) {
            String c = cells[i].trim().toLowerCase(Locale.ROOT);
            if (!KNOWN.contains(c)) {
                throw new TaskSetFileException(
                        fileName,
                        lineNo,
                        c.isEmpty() ? "(empty)" : c,
                        "is not a column of a task-set file; the columns are " + String.join(", ", KNOWN));
            }
            if (columns.put(c, i) != null) {
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
                throw error(column, "is " + cell(column) + "; it must be more than zero");
            }
            return ns;
        }

        Task task() throws TaskSetFileException {
            String name = required(NAME);
            if (!NAME_TEXT.matcher(name).matches()) {
                throw error(NAME, "'" + name + "' may hold only letters, digits and _ . -");
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
                throw error(WSS, "'" + v + "' is not a size: bytes, with an optional K, M or G (e.g. 64K)");
            }
            int shift = "K".equalsIgnoreCase(m.group(2))
                    ? 10
                    : "M".equalsIgnoreCase(m.group(2)) ? 20 : "G".equalsIgnoreCase(m.group(2)) ? 30 : 0;
            try {
                long base = Long.parseLong(m.group(1));
                if (base > (Long.MAX_VALUE >> shift)) {
                    throw error(WSS, "'" + v + "' is too large");
                }
                return base << shift;
            } catch (NumberFormatException e) {
                throw error(WSS, "'" + v + "' is too large");
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
                    throw error(CPU, "is " + v + "; a CPU is a number from 0");
                }
                return cpu;
            } catch (NumberFormatException e) {
                throw error(CPU, "'" + v + "' is not a CPU number");
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
        StringBuilder sb = new StringBuilder();
        sb.append(withSet ? "set," : "").append("name,period,wcet,deadline");
        sb.append(withWss ? ",wss" : "").append(withCpu ? ",cpu" : "").append('\n');
        for (int i = 0; i < sets.size(); i++) {
            TaskSet s = sets.get(i);
            String id = s.id().isEmpty() ? Integer.toString(i + 1) : s.id();
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
        return sb.toString();
    }
}
