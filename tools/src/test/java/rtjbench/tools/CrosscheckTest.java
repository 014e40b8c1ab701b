package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.cli.ToolException;

/** crosscheck on hand-made fixtures: a run folder and a JMH JSON whose figures are known. */
class CrosscheckTest {
    @TempDir
    Path tmp;

    /** A run folder of {@code testapp} with one thread file per {@code samples} array. */
    private Path run(
            String name, String testapp, String args, String workload, String workloadThreads, long[]... samples)
            throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(name));
        StringBuilder threads = new StringBuilder();
        for (int i = 0; i < samples.length; i++) {
            Fixtures.writeSamples(dir.resolve("thread-" + i + ".txt"), samples[i]);
            threads.append(i == 0 ? "" : ",")
                    .append("{\"index\": %d, \"name\": \"thread-%d\", \"file\": \"thread-%d.txt\", \"samples\": %d}"
                            .formatted(i, i, i, samples[i].length));
        }
        Files.writeString(
                dir.resolve("metadata.json"), """
                {"format": "rtjbench-run/1", "testapp": "%s", "swept": {}, "args": {%s}, "complete": true, "unit": "ns",
                 "clock": {"name": "tsc", "ns_per_tick": 0.4, "resolution_ns": 9.8, "noise_floor": {"samples": 20000, "min_ns": 10, "median_ns": 10, "p99_ns": 20, "max_ns": 90}},
                 "workload": {%s, "threads": [%s]},
                 "threads": [%s]}
                """.formatted(testapp, args, workload, workloadThreads, threads));
        return dir;
    }

    /** 90 samples of 100 ns and 10 of 200 ns: mean 110, p50 100, p90 100, p99 200. */
    private static long[] ninetyTen() {
        long[] s = new long[100];
        for (int i = 0; i < s.length; i++) s[i] = i < 90 ? 100 : 200;
        return s;
    }

    private Path jmh(String text) throws IOException {
        return Files.writeString(tmp.resolve("jmh-" + System.nanoTime() + ".json"), text);
    }

    private static final String MEMALLOC_JMH = """
            [
             {"benchmark": "rtjbench.memory.MemoryTwins.memalloc", "mode": "avgt", "params": {"allocsize": "1024"},
              "primaryMetric": {"score": 0.1, "scoreUnit": "us/op", "scorePercentiles": {"50.0": 0.1}}, "secondaryMetrics": {}},
             {"benchmark": "rtjbench.memory.MemoryTwins.memalloc", "mode": "sample", "params": {"allocsize": "1024"},
              "primaryMetric": {"score": 104, "scoreUnit": "ns/op", "scorePercentiles": {"50.0": 100, "90.0": 120, "99.0": 250}}, "secondaryMetrics": {}},
             {"benchmark": "rtjbench.memory.MemoryTwins.memalloc", "mode": "avgt", "params": {"allocsize": "2048"},
              "primaryMetric": {"score": 999, "scoreUnit": "ns/op", "scorePercentiles": {}}, "secondaryMetrics": {}}
            ]
            """;

    @Test
    void linesUpMeanAndPercentilesWithRatios() throws IOException {
        Path run = run(
                "memalloc",
                "memalloc",
                "\"memtype\": \"heap\", \"allocsize\": \"1K\"",
                "\"allocsize_bytes\": 1024",
                "",
                ninetyTen());
        Fixtures.Result r =
                Fixtures.cli("crosscheck", run.toString(), jmh(MEMALLOC_JMH).toString());
        assertEquals(0, r.exit(), r.err());
        String line = lineWith(r.out(), "allocsize=1024");
        // samples, mean, p50, p90, p99 | avgt (0.1 us -> 100 ns), JMH p50, p90, p99 | mean ratio, p50 ratio
        assertTrue(
                line.matches(
                        "\\s*memalloc\\s+allocsize=1024\\s+100\\s+110\\s+100\\s+100\\s+200\\s+100\\s+100\\s+120\\s+250\\s+1\\.10\\s+1\\.00\\s*"),
                line);
        assertTrue(!r.out().contains("mean-ovh"), "no subtraction unless asked");
    }

    @Test
    void subtractsTheRecordedOverheadOnlyWhenAskedAndSaysSo() throws IOException {
        Path run = run("memalloc", "memalloc", "\"memtype\": \"heap\"", "\"allocsize_bytes\": 1024", "", ninetyTen());
        Fixtures.Result r = Fixtures.cli(
                "crosscheck",
                "--subtract-overhead",
                run.toString(),
                jmh(MEMALLOC_JMH).toString());
        assertEquals(0, r.exit(), r.err());
        String line = lineWith(r.out(), "allocsize=1024");
        // ..., p99 200, ovh 10, mean-ovh 100, ..., ratio-ovh (110 - 10) / 100 = 1.00
        assertTrue(
                line.matches(".*\\s200\\s+10\\.0\\s+100\\s+100\\s+100\\s+120\\s+250\\s+1\\.10\\s+1\\.00\\s+1\\.00\\s*"),
                line);
        assertTrue(r.out().contains("clock.noise_floor.median_ns"), r.out());
    }

    @Test
    void spinlockPairsByThreadsALockAndDispatchGivesOneWayAndRoundTrip() throws IOException {
        String halves =
                "{\"half\": \"aware\"}, {\"half\": \"aware\"}, {\"half\": \"other (idle)\"}, {\"half\": \"other (idle)\"}";
        Path lock = run(
                "spin",
                "spinlock",
                "\"lock\": \"mcs\", \"padding\": \"padded\", \"cs_lines\": \"1\"",
                "\"cache_level\": 3",
                halves,
                new long[] {100, 100},
                new long[] {300, 300},
                new long[0],
                new long[0]);
        Path twins = jmh("""
                [{"benchmark": "rtjbench.locking.LockTwins.uncontended", "mode": "avgt", "params": {"lock": "mcs", "padding": "padded", "cs_lines": "1"},
                  "primaryMetric": {"score": 5, "scoreUnit": "ns/op"}},
                 {"benchmark": "rtjbench.locking.LockTwins.contended", "mode": "avgt", "params": {"lock": "mcs", "padding": "padded", "cs_lines": "1"},
                  "primaryMetric": {"score": 400, "scoreUnit": "ns/op"}},
                 {"benchmark": "rtjbench.events.BoundHandlerTwin.fireToRun", "mode": "avgt", "params": {"handler_cpu": "same"},
                  "primaryMetric": {"score": 8000, "scoreUnit": "ns/op"},
                  "secondaryMetrics": {"oneWayNanos": {"score": 4.0E7}, "fires": {"score": 10000}}}]
                """);
        Fixtures.Result r = Fixtures.cli("crosscheck", lock.toString(), twins.toString());
        assertEquals(0, r.exit(), r.err());
        // Two threads of one half used one lock: the contended twin (400 ns), mean 200 -> 0.50. Without timed=section
        // the harness timed the acquire only, and the row says so.
        assertTrue(
                r.out()
                        .lines()
                        .anyMatch(
                                l -> l.contains("spinlock contended")
                                        && l.matches(
                                                ".*\\s400\\s+-\\s+-\\s+-\\s+0\\.50\\s+-\\s+harness timed=acquire: the acquire only.*")),
                r.out());

        Path dispatch = run(
                "dispatch",
                "dispatch",
                "\"handler\": \"bound\", \"no_of_threads\": \"1\", \"handler_cpu\": \"same\"",
                "\"kind\": \"bound\"",
                "",
                new long[] {4000, 4000, 4000, 4400});
        r = Fixtures.cli("crosscheck", dispatch.toString(), twins.toString());
        assertEquals(0, r.exit(), r.err());
        // one way: harness mean 4100 vs 4e7 / 1e4 = 4000 -> 1.025, printed 1.03; round trip 8000 -> 0.51
        assertTrue(
                r.out()
                        .lines()
                        .anyMatch(l -> l.contains("dispatch bound one way")
                                && l.matches(".*\\s4000\\s+-\\s+-\\s+-\\s+1\\.03\\s+-\\s*")),
                r.out());
        assertTrue(
                r.out()
                        .lines()
                        .anyMatch(l -> l.contains("dispatch bound round trip")
                                && l.matches(".*\\s8000\\s+-\\s+-\\s+-\\s+0\\.51\\s+-\\s+harness: one way.*")),
                r.out());
    }

    /**
     * The clock's measured resolution can read a fraction of its real step (0.39 ns on a guest whose TSC moves in
     * 10 ns steps): the step the point's samples show is what a gap of a few steps is read against.
     */
    @Test
    void aFewStepsAreReadAgainstTheStepTheSamplesShow() throws IOException {
        String lockArgs = "\"lock\": \"ttas\", \"padding\": \"padded\", \"cs_lines\": \"1\", \"timed\": \"section\"";
        long[] onSteps = new long[60]; // 10, 10, 20, 10, 20, 30, ...: mean 16.7, on the multiples of 10
        long[] pattern = {10, 10, 20, 10, 20, 30};
        for (int i = 0; i < onSteps.length; i++) onSteps[i] = pattern[i % pattern.length];
        Path lock = run(
                "ttas-fine",
                "spinlock",
                lockArgs,
                "\"cache_level\": 3",
                "{\"half\": \"aware\"}, {\"half\": \"other (idle)\"}",
                onSteps,
                new long[0]);
        Path metadata = lock.resolve("metadata.json");
        Files.writeString(
                metadata, Files.readString(metadata).replace("\"resolution_ns\": 9.8", "\"resolution_ns\": 0.39"));
        Path twins = jmh("""
                [{"benchmark": "rtjbench.locking.LockTwins.uncontended", "mode": "avgt", "params": {"lock": "ttas", "padding": "padded", "cs_lines": "1"},
                  "primaryMetric": {"score": 6.9, "scoreUnit": "ns/op"}}]
                """);
        Fixtures.Result r = Fixtures.cli("crosscheck", lock.toString(), twins.toString());
        assertEquals(0, r.exit(), r.err());
        String row = lineWith(r.out(), "spinlock uncontended");
        assertTrue(row.contains("under 10 clock steps (10.0 ns each)"), row);
    }

    /** The same call on both sides (timed=section): no note, and a gap of a few clock steps is explained by the reads. */
    @Test
    void gapsOfOneOperationGetTheReasonTheFiguresShow() throws IOException {
        String oneHalf = "{\"half\": \"aware\"}, {\"half\": \"other (idle)\"}";
        String lockArgs = "\"lock\": \"ttas\", \"padding\": \"padded\", \"cs_lines\": \"1\", \"timed\": \"section\"";
        // 18 ns a section against JMH's 5: 3.6x, but 18 - 10 (overhead) = 8 is within one 9.8 ns step of 5.
        Path lock = run(
                "ttas", "spinlock", lockArgs, "\"cache_level\": 3", oneHalf, new long[] {18, 18, 18, 18}, new long[0]);
        Path twins = jmh("""
                [{"benchmark": "rtjbench.locking.LockTwins.uncontended", "mode": "avgt", "params": {"lock": "ttas", "padding": "padded", "cs_lines": "1"},
                  "primaryMetric": {"score": 5, "scoreUnit": "ns/op"}},
                 {"benchmark": "rtjbench.memory.MemoryTwins.memalloc", "mode": "avgt", "params": {"allocsize": "4096"},
                  "primaryMetric": {"score": 300, "scoreUnit": "ns/op"}}]
                """);
        Fixtures.Result r = Fixtures.cli("crosscheck", lock.toString(), twins.toString());
        assertEquals(0, r.exit(), r.err());
        String row = lineWith(r.out(), "spinlock uncontended");
        assertTrue(
                row.contains("under 10 clock steps (9.8 ns each): the two reads add 10 ns")
                        && row.contains("mean-ovh 8.0"),
                row);
        assertTrue(!row.contains("acquire only"), row);

        // 999 samples of 300 ns and one of 3 ms: mean 3300, 11x JMH's 300; without the stall 300 (1.00).
        long[] stalled = new long[1000];
        java.util.Arrays.fill(stalled, 300);
        stalled[500] = 3_000_300;
        Path memalloc = run("alloc", "memalloc", "\"memtype\": \"heap\"", "\"allocsize_bytes\": 4096", "", stalled);
        r = Fixtures.cli("crosscheck", memalloc.toString(), twins.toString());
        row = lineWith(r.out(), "allocsize=4096");
        assertTrue(
                row.contains(
                        "one harness sample of 3000300 ns (a stall: GC pause or preemption) carries the mean; without it 300 (ratio 1.00)"),
                row);

        // 450 ns against 300 with no stall and no clock limit: not explained.
        long[] slow = new long[1000];
        java.util.Arrays.fill(slow, 450);
        Path slowRun = run("slow", "memalloc", "\"memtype\": \"heap\"", "\"allocsize_bytes\": 4096", "", slow);
        r = Fixtures.cli("crosscheck", slowRun.toString(), twins.toString());
        row = lineWith(r.out(), "allocsize=4096");
        assertTrue(row.contains("gap over 15%, not explained"), row);
    }

    /** A point run in forks (forks.json and fork-k folders), fork k's samples all {@code means[k-1]} ns. */
    private Path forkedPoint(String name, long... means) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(name));
        StringBuilder entries = new StringBuilder();
        for (int k = 1; k <= means.length; k++) {
            long[] samples = new long[100];
            java.util.Arrays.fill(samples, means[k - 1]);
            Path fork = run(
                    name + "/fork-" + k, "memalloc", "\"memtype\": \"heap\"", "\"allocsize_bytes\": 4096", "", samples);
            ForkFixtures.markFork(fork, k, means.length, "");
            entries.append(k == 1 ? "" : ",")
                    .append("{\"dir\": \"fork-%d\", \"status\": \"complete\", \"reason\": null}".formatted(k));
        }
        Files.writeString(dir.resolve("forks.json"), """
                {"format": "rtjbench-forks/1", "testapp": "memalloc", "testapp_name": "memalloc", "swept": {}, "forks": %d,
                 "entries": [%s], "spread": {}}
                """.formatted(means.length, entries));
        return dir;
    }

    /** JMH's memalloc 4096 record with two forks of two iterations each. */
    private static final String FORKED_JMH = """
            [{"benchmark": "rtjbench.memory.MemoryTwins.memalloc", "mode": "avgt", "params": {"allocsize": "4096"},
              "primaryMetric": {"score": 200, "scoreUnit": "ns/op", "rawData": [[140, 160], [240, 260]]}}]
            """;

    @Test
    void forksOfAPointArePooledAndTheirSpreadExplainsAGap() throws IOException {
        // Three forks of 100, 200 and 300 ns pool to one row of 300 samples, mean 200: ratio 1.00 against JMH's 200,
        // whose forks' means are 150 and 250.
        Path point = forkedPoint("even", 100, 200, 300);
        Fixtures.Result r =
                Fixtures.cli("crosscheck", point.toString(), jmh(FORKED_JMH).toString());
        assertEquals(0, r.exit(), r.err());
        List<String> rows =
                r.out().lines().filter(l -> l.contains("allocsize=4096")).toList();
        assertEquals(1, rows.size(), r.out());
        assertTrue(
                rows.get(0)
                        .matches(
                                "\\s*memalloc\\s+allocsize=4096\\s+300\\s+200\\s.*\\s1\\.00\\s+-\\s+3/2\\s+100\\.\\.300\\s+150\\.\\.250\\s+-\\s*"),
                rows.get(0));
        assertTrue(r.out().lines().findFirst().orElseThrow().length() > 0);
        assertTrue(r.out().contains("fork means"), r.out());

        // Forks of 240, 260 and 280 ns: mean 260, 1.30x JMH, but 240..280 overlaps JMH's 150..250.
        r = Fixtures.cli(
                "crosscheck",
                forkedPoint("high", 240, 260, 280).toString(),
                jmh(FORKED_JMH).toString());
        String row = lineWith(r.out(), "allocsize=4096");
        assertTrue(
                row.contains("1.30")
                        && row.contains("within the spread between VMs: the harness's fork means 240..280 (3 forks), "
                                + "JMH's 150..250 (2 forks) overlap"),
                row);
        // Forks of 300..340: apart from JMH's, unexplained; and a fork is a VM of its own, so no shared-JVM reason.
        r = Fixtures.cli(
                "crosscheck",
                forkedPoint("apart", 300, 320, 340).toString(),
                jmh(FORKED_JMH).toString());
        row = lineWith(r.out(), "allocsize=4096");
        assertTrue(row.contains("gap over 15%, not explained"), row);
    }

    @Test
    void roundsOfBothSidesArePooledPointByPoint() throws IOException {
        // Two rounds (bin/jmh-twins interleaves them): the harness's memalloc 4096 at 100 then 300 ns (one VM each),
        // JMH's at 150 then 250 ns in two files; one bound handler twin a round, whose one-way counters add up.
        Path round1 = run(
                "r1/alloc", "memalloc", "\"memtype\": \"heap\"", "\"allocsize_bytes\": 4096", "", constant(100, 100));
        Path round2 = run(
                "r2/alloc", "memalloc", "\"memtype\": \"heap\"", "\"allocsize_bytes\": 4096", "", constant(100, 300));
        String twin = """
                [{"benchmark": "rtjbench.memory.MemoryTwins.memalloc", "mode": "avgt", "params": {"allocsize": "4096"},
                  "primaryMetric": {"score": %d, "scoreUnit": "ns/op", "rawData": [[%d, %d]]}},
                 {"benchmark": "rtjbench.events.BoundHandlerTwin.fireToRun", "mode": "avgt", "params": {"handler_cpu": "same"},
                  "primaryMetric": {"score": 8000, "scoreUnit": "ns/op", "rawData": [[8000]]},
                  "secondaryMetrics": {"oneWayNanos": {"score": %d, "rawData": [[%d]]}, "fires": {"score": 1000, "rawData": [[1000]]}}}]
                """;
        Path jmh1 = jmh(twin.formatted(150, 140, 160, 3_000_000, 3_000_000));
        Path jmh2 = jmh(twin.formatted(250, 240, 260, 5_000_000, 5_000_000));
        Fixtures.Result r =
                Fixtures.cli("crosscheck", round1.toString(), round2.toString(), jmh1.toString(), jmh2.toString());
        assertEquals(0, r.exit(), r.err());
        String row = lineWith(r.out(), "allocsize=4096");
        // 200 samples, mean 200 against (140 + 160 + 240 + 260) / 4 = 200: 1.00; two rounds a side, each side's range.
        assertTrue(
                row.matches(
                        "\\s*memalloc\\s+allocsize=4096\\s+200\\s+200\\s.*\\s200\\s.*\\s1\\.00\\s+-\\s+2/2\\s+100\\.\\.300\\s+150\\.\\.250\\s+-\\s*"),
                row);

        Path d1 = run(
                "d1/dispatch",
                "dispatch",
                "\"handler\": \"bound\", \"no_of_threads\": \"1\", \"handler_cpu\": \"same\"",
                "\"kind\": \"bound\"",
                "",
                constant(10, 3000));
        Path d2 = run(
                "d2/dispatch",
                "dispatch",
                "\"handler\": \"bound\", \"no_of_threads\": \"1\", \"handler_cpu\": \"same\"",
                "\"kind\": \"bound\"",
                "",
                constant(10, 5000));
        r = Fixtures.cli("crosscheck", d1.toString(), d2.toString(), jmh1.toString(), jmh2.toString());
        // one way: (3e6 + 5e6) / (1000 + 1000) = 4000 against the harness's 4000; the forks' one ways 3000 and 5000.
        row = lineWith(r.out(), "dispatch bound one way");
        assertTrue(
                row.matches(
                        ".*\\s4000\\s+-\\s+-\\s+-\\s+1\\.00\\s+-\\s+2/2\\s+3000\\.\\.5000\\s+3000\\.\\.5000\\s+-\\s*"),
                row);
        // A folder and no JSON, or the reverse, is a usage error.
        assertEquals(
                2,
                Fixtures.cli("crosscheck", round1.toString(), round2.toString()).exit());
    }

    private static long[] constant(int n, long value) {
        long[] s = new long[n];
        java.util.Arrays.fill(s, value);
        return s;
    }

    @Test
    void runsWithoutATwinAreNamed() throws IOException {
        Path run = run("lt", "memalloc", "\"memtype\": \"LT\"", "\"allocsize_bytes\": 1024", "", ninetyTen());
        Fixtures.Result r =
                Fixtures.cli("crosscheck", run.toString(), jmh(MEMALLOC_JMH).toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("no twin: memalloc (memtype=LT has no twin (heap only))"), r.out());
    }

    @Test
    void badInputsExitNonZeroNamingTheProblem() throws IOException {
        Path run = run("memalloc", "memalloc", "\"memtype\": \"heap\"", "\"allocsize_bytes\": 1024", "", ninetyTen());
        assertEquals(2, Fixtures.cli("crosscheck", run.toString()).exit());
        Path notJmh = jmh("{\"benchmark\": 1}");
        Fixtures.Result r = Fixtures.cli("crosscheck", run.toString(), notJmh.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains(notJmh + ": not a JMH JSON result"), r.err());
        Path throughput = jmh(
                "[{\"benchmark\": \"a.B.c\", \"mode\": \"thrpt\", \"primaryMetric\": {\"score\": 1, \"scoreUnit\": \"ops/s\"}}]");
        r = Fixtures.cli("crosscheck", run.toString(), throughput.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("score unit 'ops/s' is not a time per operation"), r.err());
        Path csv = Files.writeString(tmp.resolve("existing.csv"), "x");
        assertEquals(
                ToolException.EXISTS,
                Fixtures.cli(
                                "crosscheck",
                                "--csv",
                                csv.toString(),
                                run.toString(),
                                jmh(MEMALLOC_JMH).toString())
                        .exit());
        assertEquals("x", Files.readString(csv));
    }

    @Test
    void hasHelp() {
        Fixtures.Result r = Fixtures.cli("crosscheck", "--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("Usage: rtjbench.jar crosscheck"), r.out());
        assertTrue(r.out().contains("--subtract-overhead"), r.out());
    }

    /** The first line of {@code out} holding {@code text}; fails where none does. */
    private static String lineWith(String out, String text) {
        return out.lines()
                .filter(l -> l.contains(text))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line with " + text + " in:\n" + out));
    }
}
