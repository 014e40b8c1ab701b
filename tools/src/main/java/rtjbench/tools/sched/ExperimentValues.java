package rtjbench.tools.sched;

import static rtjbench.tools.sched.Experiment.error;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLStreamException;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.tools.sched.Experiment.Tasks;

/** The values of an experiment file, each read from its text or refused naming the file, the line and the field. */
final class ExperimentValues {
    /** The most caps of an experiment. */
    static final int MAX_CAPS = 100_000;

    private ExperimentValues() {}

    /**
     * The parser's words on what is wrong, on one line and without the position it repeats ({@code at [row,col
     * ...]}: the line is named already) or the parser's own prefix.
     */
    static String xmlProblem(XMLStreamException e) {
        String m = String.valueOf(e.getMessage()).replaceAll("(?s)^.*Message: ", "");
        m = m.replaceAll("(?s)\\s*at \\[row,col[^\\]]*\\].*$", "");
        m = Quoted.visible(m.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip());
        return m.length() > 300 ? m.substring(0, 300) + "…" : m;
    }

    /** {@code from:to:step} ranges and single values, comma-separated, kept as exact decimal text. */
    static List<String> caps(Path file, int line, String text, int cpus) {
        List<String> out = new ArrayList<>();
        for (String part : split(text)) {
            try {
                String[] r = part.split(":");
                if (r.length == 1) {
                    if (r[0].strip().length() > SchedArgs.MAX_NUMBER_TEXT) throw new NumberFormatException();
                    out.add(new BigDecimal(r[0]).stripTrailingZeros().toPlainString());
                    if (out.size() > MAX_CAPS) {
                        throw error(file, line, "caps", "more than " + MAX_CAPS + " caps");
                    }
                } else if (r.length == 3) {
                    BigDecimal from = new BigDecimal(r[0]);
                    BigDecimal to = new BigDecimal(r[1]);
                    BigDecimal step = new BigDecimal(r[2]);
                    if (step.signum() <= 0 || to.compareTo(from) < 0) {
                        throw error(
                                file, line, "caps", "'" + part + "': from:to:step wants from ≤ to and a step above 0");
                    }
                    int scale = Math.max(from.scale(), step.scale());
                    for (BigDecimal c = from; c.compareTo(to) <= 0; c = c.add(step)) {
                        out.add(c.setScale(scale).toPlainString());
                        if (out.size() > MAX_CAPS) { // the one past the bound, never a million more
                            throw error(file, line, "caps", "'" + part + "' gives more than " + MAX_CAPS + " caps");
                        }
                    }
                } else {
                    throw error(file, line, "caps", Quoted.of(part) + " is neither a number nor from:to:step");
                }
            } catch (NumberFormatException e) {
                throw error(
                        file,
                        line,
                        "caps",
                        Quoted.of(part) + " is not a number of at most " + SchedArgs.MAX_NUMBER_TEXT + " characters");
            }
        }
        for (String c : out) {
            double v = Double.parseDouble(c);
            if (!(v > 0) || v > cpus) {
                throw error(
                        file,
                        line,
                        "caps",
                        String.format(
                                Locale.ROOT,
                                "the cap %s is outside (0, %d]: the" + " total utilisation of a set on %d CPUs",
                                c,
                                cpus,
                                cpus));
            }
        }
        if (out.isEmpty()) throw error(file, line, "caps", "gives no cap");
        return out;
    }

    /** A model's {@code tasks}: N, or a range from:to (each 1 or more, from ≤ to). */
    static Tasks tasks(Path file, int line, String text) {
        String[] parts = text.strip().split(":", -1);
        int from = -1;
        int to = -1;
        try {
            if (parts.length <= 2) {
                from = Integer.parseInt(parts[0].strip());
                to = parts.length == 1 ? from : Integer.parseInt(parts[1].strip());
            }
        } catch (NumberFormatException e) {
            from = -1;
        }
        if (from < 1 || to < from || to > TaskSetFile.MAX_TASKS_PER_SET) {
            throw error(
                    file,
                    line,
                    "tasks",
                    Quoted.of(text) + " is not a number of tasks (1 to " + TaskSetFile.MAX_TASKS_PER_SET
                            + ") nor a range from:to (1 ≤ from ≤ to ≤ " + TaskSetFile.MAX_TASKS_PER_SET + ")");
        }
        return new Tasks(from, to);
    }

    /** Bytes, with an optional K, M or G (as the task-set file's wss column). */
    static long size(Path file, int line, String text) {
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("(\\d+)([KMG]?)").matcher(text.strip());
        if (!m.matches())
            throw error(file, line, "wss", Quoted.of(text) + " is not a size: bytes with an optional K, M or G");
        int shift = switch (m.group(2)) {
            case "K" -> 10;
            case "M" -> 20;
            case "G" -> 30;
            default -> 0;
        };
        if (m.group(1).length() > 19 || Long.parseLong(m.group(1)) > Long.MAX_VALUE >> shift) {
            throw error(file, line, "wss", Quoted.of(text) + " is too large: at most " + Long.MAX_VALUE + " bytes");
        }
        return Long.parseLong(m.group(1)) << shift;
    }

    static long whole(Path file, Map<String, Integer> lines, Map<String, String> args, String a, long min, long max) {
        try {
            if (args.get(a).length() > SchedArgs.MAX_NUMBER_TEXT) throw new NumberFormatException();
            long v = Long.parseLong(args.get(a));
            if (v < min || v > max) {
                throw error(file, lines.get(a), a, args.get(a) + " is out of range " + min + " to " + max);
            }
            return v;
        } catch (NumberFormatException e) {
            throw error(file, lines.get(a), a, Quoted.of(args.get(a)) + " is not a whole number");
        }
    }

    static List<String> split(String list) {
        List<String> out = new ArrayList<>();
        for (String s : list.split(",")) {
            if (!s.isBlank()) out.add(s.strip());
        }
        return out;
    }
}
