package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.catalog.TestCatalog;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.tools.Fixtures;

/**
 * The sched commands as a hostile user drives them: sizes past every bound, models that do not cover a task,
 * arithmetic at the 64-bit limit, invisible marks, directories given as files. Each case is refused (exit 2) with
 * one line naming the argument or the file, line and field, the value and what is allowed, or answered (`na`
 * with its reason) where the docs promise an answer; never a stack trace.
 */
class HostileSchedInputTest {
    private static final Path ROOT = Path.of(System.getProperty("rtjbench.root", ".."));
    private static final Path MODEL = ROOT.resolve("docs/overheads/measured-2026-11-26-xeon-kvm.json");
    private static final String LONG_MAX = Long.MAX_VALUE + "ns";

    @TempDir
    Path tmp;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(tmp.resolve(name), text);
    }

    /** A refusal: exit 2, nothing on standard output, one line of error (and the pointer to --help, if any). */
    private static void refused(Fixtures.Result r, String... expected) {
        assertEquals(2, r.exit(), r.err() + r.out());
        assertEquals("", r.out());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
        List<String> lines =
                r.err().lines().filter(l -> !l.startsWith("(rtjbench.jar")).toList();
        assertEquals(1, lines.size(), r.err());
        for (String e : expected) assertTrue(r.err().contains(e), "'" + e + "' in: " + r.err());
    }

    // ---- no stack trace for anything a user can cause

    @Test
    void aWorkingSetPastTheModelsLargestCpmdRowNamesTheTaskTheFieldAndTheModelsRange() throws Exception {
        Path f = file("wss.csv", "name,period,wcet,deadline,wss\nsmall,10ms,1ms,10ms,4K\nbig,10ms,1ms,10ms,32M\n");
        for (String command : List.of("analyse", "simulate")) {
            Fixtures.Result r =
                    Fixtures.cli("sched", command, f.toString(), "--cpus", "2", "--overheads", MODEL.toString());
            refused(
                    r,
                    f + ":3: field wss: task big's working set of 33554432 bytes",
                    MODEL.toString(),
                    "cpmd_preemption: 4096 to 16777216 bytes");
        }
    }

    @Test
    void checkRefusesARunTaskWhoseWorkingSetIsPastTheModelNamingItsMetadataField() throws Exception {
        long ms = 1_000_000L;
        List<rtjbench.tools.TasksetFixture.Job> jobs =
                List.of(new rtjbench.tools.TasksetFixture.Job(0, 1000, ms, ms, 0));
        Path run = new rtjbench.tools.TasksetFixture("partitioned-fp")
                .task(new rtjbench.tools.TasksetFixture.Task("t1", 10 * ms, 2 * ms, 10 * ms, 0, -1), jobs)
                .task(new rtjbench.tools.TasksetFixture.Task("t2", 20 * ms, 5 * ms, 20 * ms, 0, -1), jobs)
                .window(0, 20 * ms)
                .edit(m -> ((com.fasterxml.jackson.databind.node.ObjectNode)
                                m.path("workload").path("tasks").get(1))
                        .put("wss_bytes", 32L << 20))
                .write(tmp.resolve("run"));
        Fixtures.Result r =
                Fixtures.cli("sched", "check", run.toString(), "--overheads", MODEL.toString(), "--foreign-models");
        refused(
                r,
                "metadata.json: field workload.tasks[1].wss_bytes: task t2's working set of 33554432 bytes",
                "cpmd_preemption: 4096 to 16777216 bytes");
    }

    @Test
    void timesAtTheLongLimitChargedWithAModelAreNaWithTheReason() throws Exception {
        Path f = file(
                "max.csv",
                "name,period,wcet,deadline\na," + LONG_MAX + "," + LONG_MAX + "," + LONG_MAX + "\nb," + LONG_MAX + ","
                        + LONG_MAX + "," + LONG_MAX + "\n");
        Fixtures.Result r = Fixtures.cli(
                "sched", "analyse", f.toString(), "--cpus", "2", "--overheads", MODEL.toString(), "--format", "csv");
        assertEquals(0, r.exit(), r.err());
        List<String> rows = r.out().lines().skip(1).toList();
        assertEquals(TestCatalog.MULTIPROCESSOR.size(), rows.size(), r.out());
        for (String row : rows) {
            assertTrue(row.contains(",na,charging the overheads overflows 64 bits: a's WCET plus its overheads"), row);
        }
        Fixtures.Result sim =
                Fixtures.cli("sched", "simulate", f.toString(), "--cpus", "2", "--overheads", MODEL.toString());
        assertEquals(0, sim.exit(), sim.err());
        assertTrue(sim.out().contains("na: charging the overheads overflows 64 bits"), sim.out());
    }

    @Test
    void theExactSimulationOnPeriodsAtTheLongLimitSaysWhyInsteadOfABoundOfZero() throws Exception {
        Path f = file("max.csv", "name,period,wcet,deadline\na," + LONG_MAX + ",1ms," + LONG_MAX + "\n");
        Fixtures.Result r = Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "2", "--tests", "SIM-GEDF");
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("above 0ns"), r.out());
        assertTrue(r.out().contains("passes the 64-bit clock"), r.out());
    }

    // ---- a bound for every size a user can type: the largest accepted, the next refused before any work

    @Test
    void cpusUpTo4096AreAcceptedByEveryCommandAnd4097IsRefused() throws Exception {
        Path f = file("t.csv", "name,period,wcet,deadline\na,10ms,1ms,10ms\nb,20ms,2ms,20ms\nc,40ms,4ms,40ms\n");
        String max = Integer.toString(SchedArgs.MAX_CPUS);
        String past = Integer.toString(SchedArgs.MAX_CPUS + 1);
        long t0 = System.nanoTime();
        Fixtures.Result sim = Fixtures.cli("sched", "simulate", f.toString(), "--cpus", max);
        assertEquals(0, sim.exit(), sim.err());
        Fixtures.Result an = Fixtures.cli("sched", "analyse", f.toString(), "--cpus", max, "--tests", "GFB,PEDF-FFD");
        assertEquals(0, an.exit(), an.err());
        Fixtures.Result gen = Fixtures.cli(SchedFixtures.generate(max, "1"));
        assertEquals(0, gen.exit(), gen.err());
        assertTrue(System.nanoTime() - t0 < 20e9, "4096 CPUs for three tasks take seconds at most");
        refused(
                Fixtures.cli("sched", "simulate", f.toString(), "--cpus", past),
                "--cpus '" + past + "'",
                "1 to " + max);
        refused(Fixtures.cli("sched", "analyse", f.toString(), "--cpus", past), "--cpus '" + past + "'", max);
        refused(
                Fixtures.cli(SchedFixtures.generate(past, "1")),
                "--cpus '" + past + "' is out of range; allowed: an integer from 1 to " + max);
        refused(Fixtures.cli("sched", "simulate", f.toString(), "--cpus", "2147483647"), "1 to " + max);
    }

    @Test
    void clustersArePassedTheirCpusBeforeAnythingIsSizedByThem() throws Exception {
        Path f = file("t.csv", "name,period,wcet,deadline,cpu\na,10ms,1ms,10ms,0\nb,20ms,2ms,20ms,1\n");
        for (String clusters : List.of("0-2147483647", "2147483647", "99999999999999999999", "0-3/4-4096", "4097")) {
            long t0 = System.nanoTime();
            Fixtures.Result r = Fixtures.cli(
                    "sched", "simulate", f.toString(), "--cpus", "4", "--scheduler", "cedf", "--clusters", clusters);
            refused(r, "--clusters");
            assertTrue(System.nanoTime() - t0 < 2e9, clusters + " refused at once");
        }
        // the largest: every CPU of 4096 listed
        Fixtures.Result r = Fixtures.cli(
                "sched", "simulate", f.toString(), "--cpus", "4096", "--scheduler", "cedf", "--clusters", "0-1/2-4095");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void aNumberOfAMillionDigitsIsRefusedAtOnceWithoutBeingEchoed() throws Exception {
        String digits = "1".repeat(1_000_000);
        Path f = file("digits.csv", "name,period,wcet,deadline\na," + digits + "ms,1ms,10ms\n");
        long t0 = System.nanoTime();
        Fixtures.Result r = Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "2");
        assertTrue(System.nanoTime() - t0 < 2e9, "refused in well under a second, not parsed");
        refused(r, f + ":2: is longer than " + TaskSetFile.MAX_LINE + " characters");
        assertTrue(r.err().length() < 300, r.err());
        // within a line's bound, the field is quoted by its start and its length
        Path g = file("hundred.csv", "name,period,wcet,deadline\na," + "1".repeat(100) + "ms,1ms,10ms\n");
        refused(
                Fixtures.cli("sched", "analyse", g.toString(), "--cpus", "2"),
                g + ":2: field period: '1111111111111111…' (102 characters) is too long for a time");
        for (String option : List.of("--cpus", "--seed", "--cap", "--sets")) {
            String[] args = SchedFixtures.generate("2", "1");
            List<String> line = new java.util.ArrayList<>(List.of(args));
            int at = line.indexOf(option);
            if (at < 0) {
                line.add(option);
                line.add(digits);
            } else {
                line.set(at + 1, digits);
            }
            t0 = System.nanoTime();
            Fixtures.Result x = Fixtures.cli(line.toArray(new String[0]));
            assertTrue(System.nanoTime() - t0 < 2e9, option);
            refused(x, option + " '1111111111111111…' (1000000 characters)");
            assertTrue(x.err().length() < 300, x.err());
        }
    }

    /**
     * sched simulate's job budget, --max-jobs x --max-hyperperiods up to {@link SchedArgs#JOB_BUDGET}: at the bound
     * either way accepted; one hyperperiod more refused before any set is simulated, naming the argument, its value
     * and what the budget leaves; not given, --max-hyperperiods is what the budget leaves where that is below 8. The
     * hyperperiod bounds of their own (1,000 remembered states; a fixed window of one job a hyperperiod at least,
     * the budget) accepted and refused past.
     */
    @Test
    void simulateRefusesHyperperiodsPastTheJobBudgetBeforeAnySetIsSimulated() throws Exception {
        Path f = file("one.csv", "name,period,wcet,deadline\na,1s,1ms,1s\n");
        String budget = Long.toString(SchedArgs.JOB_BUDGET);
        String[] cpus = {"sched", "simulate", f.toString(), "--cpus", "1", "--format", "csv"};
        java.util.function.Function<String[], Fixtures.Result> simulate = more -> {
            List<String> line = new java.util.ArrayList<>(List.of(cpus));
            line.addAll(List.of(more));
            return Fixtures.cli(line.toArray(new String[0]));
        };
        Fixtures.Result r = simulate.apply(new String[] {"--max-jobs", budget});
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().endsWith("\n1,true,,,0,0,999000000.0\n"), r.out());
        refused(
                simulate.apply(new String[] {"--max-jobs", budget, "--max-hyperperiods", "2"}),
                "sched simulate: --max-hyperperiods 2 is past the job budget: with --max-jobs 100000000 it may be 1 at"
                        + " most (--max-jobs x --max-hyperperiods up to 100000000 jobs)");
        assertEquals(
                0,
                simulate.apply(new String[] {"--max-jobs", "100000", "--max-hyperperiods", "1000"})
                        .exit());
        refused(
                simulate.apply(new String[] {"--max-jobs", "100001", "--max-hyperperiods", "1000"}),
                "--max-hyperperiods 1000 is past the job budget: with --max-jobs 100001 it may be 999 at most");
        refused(
                simulate.apply(new String[] {"--max-jobs", "1", "--max-hyperperiods", "1001"}),
                "--max-hyperperiods '1001' is out of range; allowed: an integer from 1 to 1000");
        // a window of the budget's hyperperiods is accepted, and na where it holds more jobs than the limits allow
        r = simulate.apply(new String[] {"--hyperperiods", budget, "--format", "text"});
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("na: [0, 100000000s] holds more than 8000000 jobs"), r.out());
        refused(
                simulate.apply(new String[] {"--hyperperiods", Long.toString(SchedArgs.JOB_BUDGET + 1)}),
                "--hyperperiods '100000001' is out of range; allowed: an integer from 1 to 100000000");
    }

    @Test
    void aSetOf10000TasksIsReadAndOneMoreIsRefusedNamingTheLineAndTheBound() throws Exception {
        int max = TaskSetFile.MAX_TASKS_PER_SET;
        StringBuilder sb = new StringBuilder("name,period,wcet,deadline\n");
        for (int i = 0; i < max; i++) sb.append('t').append(i).append(",1s,1us,1s\n");
        Path f = file("max.csv", sb.toString());
        long t0 = System.nanoTime();
        Fixtures.Result r = Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "8", "--tests", "GFB,PEDF-FFD");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("set 1: " + max + " tasks"), r.out().substring(0, 200));
        assertTrue(System.nanoTime() - t0 < 30e9, "read and analysed by two tests in seconds");
        sb.append("one_more,1s,1us,1s\n");
        Path g = file("past.csv", sb.toString());
        refused(
                Fixtures.cli("sched", "analyse", g.toString(), "--cpus", "8"),
                g + ":" + (max + 2) + ": set has more than " + max + " tasks");
        refused(
                Fixtures.cli(
                        "sched",
                        "generate",
                        "--recipe",
                        "seed000-exponential",
                        "--cpus",
                        "8",
                        "--cap",
                        "1",
                        "--seed",
                        "1",
                        "--tasks",
                        Integer.toString(max + 1)),
                "--tasks '" + (max + 1) + "' is out of range; allowed: an integer from 1 to " + max);
    }

    @Test
    void generateRefusesMoreSetsThanItsBound() {
        long t0 = System.nanoTime();
        refused(
                Fixtures.cli(SchedFixtures.generate("2", "1", "--sets", Integer.toString(SchedArgs.MAX_SETS + 1))),
                "--sets '" + (SchedArgs.MAX_SETS + 1) + "' is out of range; allowed: an integer from 1 to "
                        + SchedArgs.MAX_SETS);
        assertTrue(System.nanoTime() - t0 < 2e9);
    }

    @Test
    void anExperimentOfMoreSetsThanItsBoundIsRefusedBeforeAnySetIsDrawn() throws Exception {
        // caps x sets at the bound is accepted (read, not run); one set more at each cap is refused
        long perCap = SchedArgs.MAX_EXPERIMENT_SETS / 10;
        Path ok = file("ok.xml", SchedFixtures.lightExperiment("x", 4096, "1:10:1", perCap));
        assertEquals(10 * perCap, (long) Experiment.read(ok, List.of("GFB")).sets() * 10);
        Path past = file("past.xml", SchedFixtures.lightExperiment("x", 4096, "1:10:1", perCap + 1));
        long t0 = System.nanoTime();
        refused(
                SchedFixtures.ratio(tmp, past),
                past + ":5: field sets: " + (perCap + 1) + " sets at each of 10 caps is " + (10 * (perCap + 1)),
                "more than the " + SchedArgs.MAX_EXPERIMENT_SETS);
        // 40951 caps of 10^7 sets: refused as it is read, where it once ran out of memory
        Path huge = file("huge.xml", SchedFixtures.lightExperiment("x", 4096, "1:4096:0.1", 10_000_000));
        refused(SchedFixtures.ratio(tmp, huge), "field sets");
        assertTrue(System.nanoTime() - t0 < 5e9);
        try (var s = Files.list(tmp)) {
            assertFalse(s.anyMatch(Files::isDirectory), "no results folder made");
        }
    }

    // ---- messages that say what is wrong

    @Test
    void aByteOrderMarkIsAcceptedInATaskSetAModelAndAnExperiment() throws Exception {
        byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
        Path set = tmp.resolve("bom.csv");
        Files.write(set, concat(bom, "name,period,wcet,deadline\na,10ms,1ms,10ms\n"));
        Fixtures.Result r = Fixtures.cli("sched", "analyse", set.toString(), "--cpus", "1");
        assertEquals(0, r.exit(), r.err());
        Path model = tmp.resolve("model.json");
        Files.write(model, concat(bom, Files.readString(MODEL)));
        r = Fixtures.cli("sched", "analyse", set.toString(), "--cpus", "1", "--overheads", model.toString());
        assertEquals(0, r.exit(), r.err());
        Path exp = tmp.resolve("exp.xml");
        Files.write(exp, concat(bom, SchedFixtures.lightExperiment("bom", 2, "1", 2)));
        assertEquals("bom", Experiment.read(exp, List.of("GFB")).name());
    }

    private static byte[] concat(byte[] a, String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void aDirectoryGivenAsAFileIsCalledADirectory() throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("folder"));
        Path set = file("t.csv", "name,period,wcet,deadline\na,10ms,1ms,10ms\n");
        refused(Fixtures.cli("sched", "analyse", dir.toString(), "--cpus", "1"), dir + ": is a directory, not a file");
        refused(Fixtures.cli("sched", "simulate", dir.toString(), "--cpus", "1"), dir + ": is a directory, not a file");
        refused(
                Fixtures.cli("sched", "analyse", set.toString(), "--cpus", "1", "--overheads", dir.toString()),
                dir + ": is a directory, not a file");
        refused(SchedFixtures.ratio(tmp, dir), dir + ": is a directory, not a file");
        refused(
                Fixtures.cli("sched", "analyse", tmp.resolve("none.csv").toString(), "--cpus", "1"),
                "none.csv: no such file");
    }

    @Test
    void taskNamesMayBeLettersOfAnyScript() throws Exception {
        Path f = file("greek.csv", "name,period,wcet,deadline\nζ,10ms,1ms,10ms\nGröße_2,20ms,1ms,20ms\n");
        Fixtures.Result r = Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("  ζ ") && r.out().contains("Größe_2"), r.out());
        refused(
                Fixtures.cli(
                        "sched",
                        "analyse",
                        file("bad.csv", "name,period,wcet,deadline\na b,10ms,1ms,10ms\n")
                                .toString(),
                        "--cpus",
                        "1"),
                "field name: 'a b' may hold only letters, digits and _ . -");
    }

    @Test
    void aCpuColumnOutsideThePlatformIsRefusedByAnalyseInSimulatesWords() throws Exception {
        Path f = file("cpu.csv", "name,period,wcet,deadline,cpu\na,10ms,1ms,10ms,0\nb,10ms,1ms,10ms,99\n");
        String expected = f + ":3: field cpu: is 99; the platform's CPUs are 0..1 (--cpus 2)";
        refused(Fixtures.cli("sched", "simulate", f.toString(), "--cpus", "2", "--scheduler", "pedf"), expected);
        refused(Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "2"), expected);
    }

    @Test
    void aSmallCapIsNamedAsGivenNotRoundedToZero() {
        refused(Fixtures.cli(SchedFixtures.generate("2", "0.0001")), "below the cap 0.0001 in", "uniform [0.001, 0.1]");
    }

    @Test
    void generateWritesTheSameFileSetBySetAsItDidWhole() throws Exception {
        Fixtures.Result r = Fixtures.cli(
                "sched",
                "generate",
                "--recipe",
                "seed000-uniform-0-0.7",
                "--cpus",
                "4",
                "--cap",
                "3",
                "--seed",
                "9",
                "--sets",
                "50",
                "--deadlines",
                "constrained");
        assertEquals(0, r.exit(), r.err());
        String body = r.out().lines().filter(l -> !l.startsWith("#")).collect(Collectors.joining("\n", "", "\n"));
        assertEquals(
                TaskSetFile.format(TaskSetFile.read(
                        new java.io.ByteArrayInputStream(r.out().getBytes(StandardCharsets.UTF_8)), "x")),
                body);
    }
}
