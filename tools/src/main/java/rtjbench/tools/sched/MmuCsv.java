package rtjbench.tools.sched;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.tools.cli.ToolException;

/**
 * An MMU curve as {@code sched mmu} writes it, one row a window: {@code window_ns,mmu,mutator_ns}, the last the
 * least mutator time in any window of that size, exact; {@code mmu} is it over the window, for reading and
 * plotting. {@link #read} gives the curve back (from {@code mutator_ns}, or where a file has only the first two
 * columns from {@code mmu}, rounded down so the supply stays safe), for the commands that take a collector model.
 */
public final class MmuCsv {
    public static final String HEADER = "window_ns,mmu,mutator_ns";

    private MmuCsv() {}

    public static String text(MmuCurve c) {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
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
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (NoSuchFileException e) {
            throw ToolException.input(file + ": no such MMU curve file");
        } catch (IOException e) {
            throw ToolException.input(file + ": cannot read: " + e.getMessage());
        }
        if (lines.isEmpty() || !(lines.get(0).equals(HEADER) || lines.get(0).equals("window_ns,mmu")))
            throw ToolException.input(file + ":1: the header is " + HEADER + " (or window_ns,mmu)");
        boolean exact = lines.get(0).equals(HEADER);
        List<long[]> rows = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty()) continue;
            String[] cells = line.split(",", -1);
            if (cells.length != (exact ? 3 : 2))
                throw ToolException.input(
                        file + ":" + (i + 1) + ": " + cells.length + " cells; the header has " + (exact ? 3 : 2));
            long window = whole(file, i + 1, "window_ns", cells[0]);
            double mmu;
            try {
                mmu = Double.parseDouble(cells[1]);
            } catch (NumberFormatException e) {
                throw ToolException.input(file + ":" + (i + 1) + ": field mmu: '" + cells[1] + "' is not a number");
            }
            if (!(mmu >= 0 && mmu <= 1))
                throw ToolException.input(file + ":" + (i + 1) + ": field mmu: " + cells[1] + " is not within 0..1");
            long mutator = exact ? whole(file, i + 1, "mutator_ns", cells[2]) : (long) Math.floor(mmu * window);
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
            return new MmuCurve(windows, mutator);
        } catch (IllegalArgumentException e) {
            throw ToolException.input(file + ": " + e.getMessage());
        }
    }

    private static long whole(Path file, int line, String field, String cell) {
        try {
            return Long.parseLong(cell.trim());
        } catch (NumberFormatException e) {
            throw ToolException.input(
                    file + ":" + line + ": field " + field + ": '" + cell + "' is not a whole number of nanoseconds");
        }
    }
}
