package rtjbench.tools.sched;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.model.TextLines;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.tools.cli.ToolException;

/**
 * An MMU curve as {@code sched mmu} writes it, one row a window: {@code window_ns,mmu,mutator_ns}, the last the
 * least mutator time in any window of that size, exact; {@code mmu} is it over the window, for reading and
 * plotting. {@link #read} gives the curve back (from {@code mutator_ns}, or where a file has only the first two
 * columns from {@code mmu}, rounded down so the supply stays safe), for the commands that take a collector model.
 *
 * <p>Above the header, lines beginning with {@code #} say where the curve was measured: {@code # run: <folder>}
 * and one {@code # <key>: <value>} a field of the machine ({@code cpu_model}, {@code kernel}, {@code arch},
 * {@code virtualised}, {@code vm_name}, {@code vm_version}, {@code collector}; {@link ModelProvenance.Machine}).
 * Other {@code #} lines are comments. A curve without them records no machine.
 */
public final class MmuCsv {
    public static final String HEADER = "window_ns,mmu,mutator_ns";
    /** The longest line read, in characters (a curve's line is under 60); a longer one is refused unread. */
    public static final int MAX_LINE = 4096;
    /** The most windows a curve may have: {@code sched mmu} writes ten a decade, about 50. */
    public static final int MAX_WINDOWS = 100_000;

    private MmuCsv() {}

    public static String text(MmuCurve c) {
        return text(c, null, null);
    }

    /** The curve's text with where it was measured above the header ({@code run}, {@code machine}: null, none). */
    public static String text(MmuCurve c, String run, ModelProvenance.Machine machine) {
        StringBuilder sb = new StringBuilder();
        if (run != null) sb.append("# run: ").append(run).append('\n');
        if (machine != null) {
            for (Map.Entry<String, String> e : machine.fields().entrySet()) {
                if (e.getValue() != null)
                    sb.append("# ")
                            .append(e.getKey())
                            .append(": ")
                            .append(e.getValue())
                            .append('\n');
            }
        }
        sb.append(HEADER).append('\n');
        for (int i = 0; i < c.size(); i++) {
            sb.append(c.window(i))
                    .append(',')
                    .append(String.format(Locale.ROOT, "%.6f", c.mmu(i)))
                    .append(',')
                    .append(c.available(i))
                    .append('\n');
        }
        return sb.toString();
    }

    /** The curve in {@code file}; exit 2 naming the file, line and column where it is not one. */
    public static MmuCurve read(Path file) {
        return load(file).curve();
    }

    /** A curve read back with where it was measured (its machine null where the file names none). */
    public record Loaded(MmuCurve curve, ModelProvenance provenance) {}

    /** The curve in {@code file} and its {@code #} lines' machine; exit 2 as {@link #read}. */
    public static Loaded load(Path file) {
        String notAFile = TaskSetFile.notARegularFile(file);
        if (notAFile != null) {
            throw ToolException.input(
                    file + ": " + (notAFile.equals("no such file") ? "no such MMU curve file" : notAFile));
        }
        try (TextLines lines = TextLines.open(file, MAX_LINE)) {
            return load(file, lines);
        } catch (TextLines.Refused e) {
            throw ToolException.input(file + ":" + e.line() + ": " + e.getMessage());
        } catch (IOException e) {
            throw ToolException.input(file + ": cannot read: " + e.getMessage());
        }
    }

    private static Loaded load(Path file, TextLines lines) throws IOException, TextLines.Refused {
        Map<String, String> machine = new LinkedHashMap<>();
        String line = lines.next();
        if (line != null && line.startsWith("\ufeff")) line = line.substring(1); // a byte-order mark says nothing
        for (; line != null && line.startsWith("#"); line = lines.next()) {
            String comment = line.substring(1).strip();
            int colon = comment.indexOf(':');
            String key = colon < 0 ? "" : comment.substring(0, colon).strip();
            if (ModelProvenance.Machine.KEYS.contains(key))
                machine.put(key, comment.substring(colon + 1).strip());
        }
        if (line == null || !(line.equals(HEADER) || line.equals("window_ns,mmu")))
            throw ToolException.input(file + ":" + (lines.number() + (line == null ? 1 : 0)) + ": the header is "
                    + HEADER + " (or window_ns,mmu), after any # lines");
        boolean exact = line.equals(HEADER);
        List<long[]> rows = new ArrayList<>();
        for (line = lines.next(); line != null; line = lines.next()) {
            int at = lines.number();
            line = line.trim();
            if (line.isEmpty()) continue;
            if (rows.size() == MAX_WINDOWS)
                throw ToolException.input(
                        file + ":" + at + ": more than " + MAX_WINDOWS + " windows, the most a curve may have");
            String[] cells = line.split(",", -1);
            if (cells.length != (exact ? 3 : 2))
                throw ToolException.input(
                        file + ":" + at + ": " + cells.length + " cells; the header has " + (exact ? 3 : 2));
            long window = whole(file, at, "window_ns", cells[0]);
            double mmu;
            try {
                mmu = Double.parseDouble(cells[1]);
            } catch (NumberFormatException e) {
                throw ToolException.input(file + ":" + at + ": field mmu: " + Quoted.of(cells[1]) + " is not a number");
            }
            if (!(mmu >= 0 && mmu <= 1))
                throw ToolException.input(
                        file + ":" + at + ": field mmu: " + Quoted.of(cells[1]) + " is not within 0..1");
            long mutator = exact ? whole(file, at, "mutator_ns", cells[2]) : (long) Math.floor(mmu * window);
            rows.add(new long[] {window, mutator});
        }
        if (rows.isEmpty()) throw ToolException.input(file + ": no windows below the header");
        long[] windows = new long[rows.size()];
        long[] mutator = new long[rows.size()];
        for (int i = 0; i < windows.length; i++) {
            windows[i] = rows.get(i)[0];
            mutator[i] = rows.get(i)[1];
        }
        try {
            return new Loaded(
                    new MmuCurve(windows, mutator),
                    new ModelProvenance(
                            file.toString(), machine.isEmpty() ? null : ModelProvenance.Machine.of(machine)));
        } catch (IllegalArgumentException e) {
            throw ToolException.input(file + ": " + e.getMessage());
        }
    }

    private static long whole(Path file, int line, String field, String cell) {
        try {
            return Long.parseLong(cell.trim());
        } catch (NumberFormatException e) {
            throw ToolException.input(file + ":" + line + ": field " + field + ": " + Quoted.of(cell)
                    + " is not a whole number of nanoseconds");
        }
    }
}
