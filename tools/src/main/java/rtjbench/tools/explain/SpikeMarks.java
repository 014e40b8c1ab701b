package rtjbench.tools.explain;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A run's spikes.csv read back for the trace plot: {sample, lateness_ns} by main cause kind. */
public final class SpikeMarks {
    /** At most this many marks a plot: beyond that they would hide the trace. */
    static final int MAX_MARKS = 2_000;

    private SpikeMarks() {}

    /** The marks of the run in {@code dir}; empty where it has no spikes.csv or one that cannot be read. */
    public static Map<String, List<long[]>> read(Path dir) {
        Map<String, List<long[]>> marks = new LinkedHashMap<>();
        Path file = dir.resolve(Explanation.FILE);
        if (!Files.isRegularFile(file)) return marks;
        try {
            List<String> lines = Files.readAllLines(file);
            for (String line : lines.subList(Math.min(1, lines.size()), Math.min(lines.size(), MAX_MARKS + 1))) {
                String[] c = line.split(",", -1);
                if (c.length < 7) continue;
                marks.computeIfAbsent(c[6], k -> new ArrayList<>())
                        .add(new long[] {Long.parseLong(c[1]), Long.parseLong(c[3])});
            }
        } catch (IOException | NumberFormatException e) {
            return Map.of();
        }
        return marks;
    }
}
