package rtjbench.tools.explain;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The steal-time growths the run's sampler saw ({@code steal.csv}: cpu, the two reads around the growth, the
 * growth in ns): /proc/stat counts steal in 10 ms steps, accounted when the vCPU runs again, so a stall shows
 * as a growth in the reads that follow it.
 */
public record StealGrowths(List<long[]> rows) {
    /** How long after a window a growth still counts for it: the accounting comes with the next tick. */
    static final long LAG_NANOS = 20_000_000L;

    public static StealGrowths read(Path file) throws IOException {
        List<long[]> rows = new ArrayList<>();
        if (file != null && Files.isRegularFile(file)) {
            List<String> lines = Files.readAllLines(file);
            for (String l : lines.subList(Math.min(1, lines.size()), lines.size())) {
                String[] c = l.split(",");
                if (c.length == 4) {
                    rows.add(new long[] {
                        Long.parseLong(c[0]), Long.parseLong(c[1]), Long.parseLong(c[2]), Long.parseLong(c[3])
                    });
                }
            }
        }
        return new StealGrowths(rows);
    }

    /** The steal (ns) CPU {@code cpu} gained in reads between {@code from} and {@code to} + {@link #LAG_NANOS}. */
    public long grownAround(int cpu, long from, long to) {
        long sum = 0;
        for (long[] r : rows) {
            if (r[0] == cpu && r[2] >= from && r[1] <= to + LAG_NANOS) {
                sum += r[3];
            }
        }
        return sum;
    }
}
