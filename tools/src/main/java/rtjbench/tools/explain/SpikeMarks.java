package rtjbench.tools.explain;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
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
            if (lines.isEmpty()) return marks;
            List<String> header = Arrays.asList(lines.get(0).split(",", -1));
            int sample = header.indexOf("sample");
            int lateness = header.indexOf("lateness_ns");
            int main = header.indexOf("main");
            if (sample < 0 || lateness < 0 || main < 0) return Map.of();
            for (String line : lines.subList(1, Math.min(lines.size(), MAX_MARKS + 1))) {
                // the evidence, the last column, is quoted and may hold commas: the columns before it do not
                String[] c = line.split(",", -1);
                if (c.length < header.size()) continue;
                marks.computeIfAbsent(c[main], k -> new ArrayList<>())
                        .add(new long[] {Long.parseLong(c[sample]), Long.parseLong(c[lateness])});
            }
        } catch (IOException | NumberFormatException e) {
            return Map.of();
        }
        return marks;
    }
}
