package rtjbench.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Points run in several forks, written by hand in the format of docs/results-format.md: fork-1..N run
 * folders and forks.json with each fork's figures and their spread (numbers chosen for the tests, not
 * computed from the samples: tools read them, they do not recompute them).
 */
final class ForkFixtures {
    private ForkFixtures() {}

    /**
     * A forks folder of {@code means.length} forks; fork k's entry says mean {@code means[k]}, p50
     * {@code p50s[k]} (both rising with k); the spread gives the mean's interval {@code [ciLow, ciHigh]} and
     * p50's min..max.
     */
    static Path forks(
            Path dir,
            String testapp,
            Map<String, String> swept,
            double[] means,
            double[] p50s,
            double ciLow,
            double ciHigh,
            String vmName,
            long seed)
            throws IOException {
        Files.createDirectories(dir);
        Random rnd = new Random(seed);
        StringBuilder entries = new StringBuilder();
        double p50Min = Double.MAX_VALUE;
        double p50Max = 0;
        for (int k = 1; k <= means.length; k++) {
            Path fork = Fixtures.run(
                    dir.resolve("fork-" + k),
                    testapp,
                    swept,
                    List.of(Fixtures.latencies(rnd, 300, 200), Fixtures.latencies(rnd, 300, 200)),
                    vmName,
                    null);
            markFork(fork, k, means.length, ", \"vm\": \"" + k + "@test\"");
            entries.append(k == 1 ? "" : ",").append("""
                    {"dir": "fork-%d", "status": "complete", "reason": null, "samples": 600,
                     "mean_ns": %s, "p50_ns": %s, "p99_ns": 900.0, "max_ns": 5000.0}""".formatted(k, means[k - 1], p50s[k - 1]));
            p50Min = Math.min(p50Min, p50s[k - 1]);
            p50Max = Math.max(p50Max, p50s[k - 1]);
        }
        StringBuilder sw = new StringBuilder();
        swept.forEach((a, v) -> sw.append(sw.length() == 0 ? "" : ", ")
                .append('"')
                .append(a)
                .append("\": \"")
                .append(v)
                .append('"'));
        Files.writeString(dir.resolve("forks.json"), """
                {"format": "rtjbench-forks/1", "testapp": "%s", "testapp_name": "%s", "swept": {%s}, "forks": %d,
                 "statistics": "per fork: every thread's samples together",
                 "entries": [%s],
                 "spread": {"forks": %d,
                   "mean_ns": {"min": %s, "median": %s, "max": %s, "mean": %s, "ci99_low": %s, "ci99_high": %s},
                   "p50_ns": {"min": %s, "median": %s, "max": %s},
                   "p99_ns": {"min": 900.0, "median": 900.0, "max": 900.0},
                   "max_ns": {"min": 5000.0, "median": 5000.0, "max": 5000.0}}}
                """.formatted(
                        testapp,
                        testapp,
                        sw,
                        means.length,
                        entries,
                        means.length,
                        means[0],
                        means[means.length / 2],
                        means[means.length - 1],
                        (ciLow + ciHigh) / 2,
                        ciLow,
                        ciHigh,
                        p50Min,
                        p50Min,
                        p50Max));
        return dir;
    }

    /** A sweep over allocsize whose points each ran in three forks. */
    static Path forkedSweep(Path dir, String vmName, double meanOffset, double p50Offset) throws IOException {
        Files.createDirectories(dir);
        List<String> values = List.of("1K", "4K");
        for (int i = 0; i < values.size(); i++) {
            String v = values.get(i);
            double m = 100 * (i + 1) + meanOffset;
            double p = 50 * (i + 1) + p50Offset;
            forks(
                    dir.resolve("allocsize=" + v),
                    "memalloc",
                    Map.of("allocsize", v),
                    new double[] {m, m + 10, m + 20},
                    new double[] {p, p + 2, p + 4},
                    m - 30,
                    m + 50,
                    vmName,
                    i);
        }
        Fixtures.sweepIndex(dir, "memalloc", "allocsize", values, ", \"forks\": 3");
        return dir;
    }

    /**
     * Marks the run {@code fork} as fork {@code index} of {@code of} in its metadata, with {@code more} (JSON
     * members, each after a comma) in its {@code fork} object.
     */
    static void markFork(Path fork, int index, int of, String more) throws IOException {
        Path meta = fork.resolve("metadata.json");
        String mark = "\"unit\": \"ns\", \"fork\": {\"index\": " + index + ", \"of\": " + of + more + "},";
        Files.writeString(meta, Files.readString(meta).replaceFirst("\"unit\": \"ns\",", mark));
    }
}
