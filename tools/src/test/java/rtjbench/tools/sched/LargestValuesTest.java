package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.stats.ExitStatus;

/**
 * The largest value of a size bound runs within the memory and time docs/tools.md states for it, in a VM of its own
 * with a small heap and a wall limit, where running it whole would take CI too long: what is streamed is shown
 * streaming (its output passes its heap, at a cost a set that does not grow), and what is held is held whole at the
 * bound. The next value's refusal before any work is in {@link HostileSchedInputTest}.
 */
class LargestValuesTest {
    private static final String MAIN = "rtjbench.tools.Main";

    @TempDir
    Path tmp;

    /** A VM of this test's class path running {@code main} with {@code options} (its heap among them). */
    private static ProcessBuilder vm(List<String> options, String main, String... args) {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> cmd = new ArrayList<>(List.of(java, "-XX:+UseSerialGC"));
        cmd.addAll(options);
        cmd.addAll(List.of("-cp", cp, main));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd);
    }

    /** The tools in a VM of {@code heap}, compiled by C1 alone: these runs are short and mostly start-up. */
    private static ProcessBuilder tools(String heap, String... args) {
        return vm(List.of("-XX:TieredStopAtLevel=1", "-Xmx" + heap), MAIN, args);
    }

    /** What a VM said and how long it took, from its launch to its exit. */
    private record Ran(int exit, String out, String err, double seconds) {}

    /** Runs {@code vm} to its end, which must come within {@code limitSeconds} (else: {@code within} fails). */
    private Ran run(ProcessBuilder vm, int limitSeconds, String within) throws Exception {
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        long t0 = System.nanoTime();
        Process p = vm.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            assertTrue(p.waitFor(limitSeconds, TimeUnit.SECONDS), within);
        } finally {
            p.destroyForcibly();
        }
        return new Ran(p.exitValue(), Files.readString(out), Files.readString(err), (System.nanoTime() - t0) / 1e9);
    }

    /**
     * {@code sched generate --sets 10000000} (the bound) is accepted and streams in a 16 MB heap: 24 MB of it are read
     * (more than the heap holds), the time from the first 2.4 MB to the 24th is the cost of a set, and the same cost
     * at every set is what "constant memory" means; at that cost the whole bound is within the documented time (the
     * test allows 1 ms a set, 2.8 hours for 10^7, a hundred times the measured 70 µs: a loaded CI machine passes,
     * a generator that slowed with the sets written would not).
     */
    @Test
    void theLargestSetCountStreamsInASmallHeapAtAConstantCostASet() throws Exception {
        Path err = tmp.resolve("err.txt");
        Process p = tools("16m", SchedFixtures.generate("2", "2", "--sets", Integer.toString(SchedArgs.MAX_SETS)))
                .redirectError(err.toFile())
                .start();
        long first = 0; // the bytes read when the timing began
        long lines = 0;
        long linesAtFirst = 0;
        long t0 = 0;
        long t1;
        try (InputStream out = p.getInputStream()) {
            byte[] b = new byte[1 << 16];
            long read = 0;
            long wallLimit = System.nanoTime() + 120_000_000_000L;
            while (read < 24L << 20) {
                int n = out.read(b);
                assertTrue(n > 0, "still writing: " + Files.readString(err));
                for (int i = 0; i < n; i++) if (b[i] == '\n') lines++;
                read += n;
                if (first == 0 && read >= 24L << 17) {
                    first = read;
                    linesAtFirst = lines;
                    t0 = System.nanoTime();
                }
                assertTrue(System.nanoTime() < wallLimit, "24 MB within two minutes");
            }
            t1 = System.nanoTime();
        } finally {
            p.destroy();
            p.waitFor(20, TimeUnit.SECONDS);
            p.destroyForcibly();
        }
        long timed = lines - linesAtFirst;
        assertTrue(timed > 10_000, "lines read: " + timed);
        double nanosALine = (double) (t1 - t0) / timed;
        // seed004-uniform-light-short at cap 2 draws about 14 tasks a set; 1 ms a set is about 70 us a line
        assertTrue(nanosALine < 70_000, "a line in " + nanosALine + " ns: the bound's 10^7 sets past 2.8 hours");
    }

    /**
     * A task-set file of {@link TaskSetFile#MAX_TASKS} tasks (100 sets of {@link TaskSetFile#MAX_TASKS_PER_SET}), all
     * held in memory, is read and analysed (GFB, linear in the tasks) in a 128 MB heap, the documented memory, well
     * within a minute.
     */
    @Test
    void theLargestTaskSetFileIsReadWithinItsDocumentedHeap() throws Exception {
        Path file = tmp.resolve("million.csv");
        int perSet = TaskSetFile.MAX_TASKS_PER_SET;
        int setCount = TaskSetFile.MAX_TASKS / perSet;
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("set,name,period,wcet,deadline\n");
            for (int s = 1; s <= setCount; s++) {
                for (int t = 0; t < perSet; t++) {
                    w.write(s + ",t" + t + "," + (1000 + t) + "ms,1us," + (1000 + t) + "ms\n");
                }
            }
        }
        Ran r = run(
                tools("128m", "sched", "analyse", file.toString(), "--cpus", "2", "--tests", "GFB", "--format", "csv"),
                60,
                "within a minute");
        assertEquals(ExitStatus.OK, r.exit(), r.err());
        assertEquals(setCount + 1, r.out().lines().count(), "a line a set, after the header");
        System.out.printf("1,000,000 tasks read and analysed in %.1f s in a 128 MB heap%n", r.seconds());
    }

    /**
     * A set of {@link TaskSetFile#MAX_TASKS_PER_SET} tasks (the bound: seed 004's light recipe at load 6 on 8 CPUs,
     * drawn by {@code sched generate}) is analysed by every default test in a 64 MB heap within three minutes, ten
     * times what docs/tools.md states it takes (the partitioned fixed-priority tests were 150 s each before their
     * admission kept each CPU's response times): all sixteen verdicts, with the same partitions as ever ({@code
     * FixedPriorityPlacingTest}). One task more is refused in {@link HostileSchedInputTest}.
     */
    @Test
    void theLargestSetIsAnalysedByEveryDefaultTestWithinItsDocumentedTimeAndHeap() throws Exception {
        Path set = tmp.resolve("set.csv");
        Ran g = run(
                tools(
                        "64m",
                        SchedFixtures.generate(
                                "8",
                                "6",
                                "--tasks",
                                Integer.toString(TaskSetFile.MAX_TASKS_PER_SET),
                                "--out",
                                set.toString())),
                60,
                "drawn within a minute");
        assertEquals(ExitStatus.OK, g.exit(), g.err());
        // the whole JIT, as the tool runs: this is compute, where C1 alone is several times slower
        Ran r = run(
                vm(List.of("-Xmx64m"), MAIN, "sched", "analyse", set.toString(), "--cpus", "8", "--format", "csv"),
                180,
                "every default test within three minutes");
        assertEquals(ExitStatus.OK, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(17, lines.size(), "sixteen verdicts after the header: " + lines);
        assertTrue(lines.contains("1,PFP-FFD,true,") && lines.contains("1,PFP-BFD,true,"), lines.toString());
        System.out.printf(
                "a set of 10,000 tasks analysed by every default test in %.1f s in a 64 MB heap%n", r.seconds());
    }

    /**
     * sched simulate's job budget ({@link SchedArgs#JOB_BUDGET}, 10^8 jobs: 11.5 s and 370 MB measured at the bound,
     * docs/tools.md) is a cost a job that does not grow with the jobs: a tenth of it, 10^7 jobs of one task in a
     * window, runs in a 16 MB heap (the jobs are not kept: 10^7 of them would need hundreds of MB), and at its rate a
     * job the whole budget takes under ten minutes. The exact test at --max-hyperperiods 1,000 (with --max-jobs 1,
     * all the budget leaves it) on a set whose state never repeats, an overloaded task whose backlog grows, runs its
     * thousand hyperperiods in a 32 MB heap and says na.
     */
    @Test
    void theJobBudgetRunsAtAConstantCostAJobInASmallHeap() throws Exception {
        Path one = tmp.resolve("one.csv");
        Files.writeString(one, "name,period,wcet,deadline\na,1us,100ns,1us\n");
        long jobs = SchedArgs.JOB_BUDGET / 10;
        Ran r = run(
                tools(
                        "16m",
                        "sched",
                        "simulate",
                        one.toString(),
                        "--cpus",
                        "1",
                        "--max-jobs",
                        Long.toString(SchedArgs.JOB_BUDGET),
                        "--horizon",
                        (jobs / 1_000_000) + "s"),
                120,
                "a tenth of the budget within two minutes");
        assertEquals(ExitStatus.OK, r.exit(), r.err());
        assertTrue(r.out().contains("jobs: " + jobs + " released, " + jobs + " finished"));
        assertTrue(r.seconds() * 10 < 600, "the budget's 10^8 jobs at this rate: " + r.seconds() * 10 + " s");

        Path over = tmp.resolve("over.csv");
        Files.writeString(over, "name,period,wcet,deadline\no,1ms,2ms,1000s\n");
        r = run(
                tools(
                        "32m",
                        "sched",
                        "simulate",
                        over.toString(),
                        "--cpus",
                        "1",
                        "--max-jobs",
                        "1",
                        "--max-hyperperiods",
                        Integer.toString(SchedArgs.MAX_HYPERPERIODS)),
                60,
                "1,000 hyperperiods within a minute");
        assertEquals(ExitStatus.OK, r.exit(), r.err());
        assertTrue(r.out().contains("did not repeat within 1000 hyperperiods"), r.out());
    }

    /** The light experiment on 32 CPUs with one simulated scheduler (global EDF) beside GFB. */
    private static String simulatingExperiment(String caps, long sets) {
        return SchedFixtures.lightExperiment("x", 32, caps, sets)
                .replace("</experiment>", "  <simulate name=\"global\" scheduler=\"gedf\"/>\n</experiment>");
    }

    /**
     * {@link SchedArgs#MAX_SIMULATED_SETS} simulated sets (200 caps x 10,000 sets x one simulation x one model), every
     * one's metrics kept ({@link SimulatedSets}: 33 bytes a set, 66 MB) and the simulation table made from them, in a
     * VM of 128 MB heap within a minute; one more simulated set is refused as the experiment is read. What simulating
     * them costs is the sets' own: each at most the exact test's job budget.
     */
    @Test
    void theLargestSimulatedSetCountIsHeldInItsDocumentedHeapAndOneMoreIsRefused() throws Exception {
        Path at = tmp.resolve("at.xml");
        Files.writeString(at, simulatingExperiment("0.1:20:0.1", 10_000));
        Ran r = run(
                vm(List.of("-Xmx128m"), SimulatedSetsAtTheBound.class.getName(), at.toString()), 60, "within a minute");
        assertEquals(0, r.exit(), r.err());
        String said = r.out();
        assertTrue(
                said.startsWith("2000000 simulated sets, 200 lines, [global: 100000 sets na, counted not"
                        + " schedulable (first: set 19 of cap 0 past the bound)]"),
                said);
        System.out.print("at the simulated-sets bound: " + said);

        Path one = tmp.resolve("one.xml");
        Files.writeString(one, simulatingExperiment("1", SchedArgs.MAX_SIMULATED_SETS));
        assertEquals(
                SchedArgs.MAX_SIMULATED_SETS,
                Experiment.read(one, List.of("GFB")).sets());
        Files.writeString(one, simulatingExperiment("1", SchedArgs.MAX_SIMULATED_SETS + 1));
        ToolExceptionAssert.refused(
                () -> Experiment.read(one, List.of("GFB")),
                "1 caps x 2000001 sets x 1 simulations x 1 models is 2000001 simulated sets, more than the 2000000 an"
                        + " experiment may keep the metrics of");
    }

    /** 100,000 caps (the bound) are read, in a range or as a list; one more is refused as it is read. */
    @Test
    void theLargestCapCountIsReadAndOneMoreIsRefused() throws Exception {
        Path ok = tmp.resolve("ok.xml");
        Files.writeString(ok, SchedFixtures.lightExperiment("x", 4096, "0.01:1000:0.01", 1));
        assertEquals(
                ExperimentValues.MAX_CAPS,
                Experiment.read(ok, List.of("GFB")).capTexts().size());
        Path past = tmp.resolve("past.xml");
        Files.writeString(past, SchedFixtures.lightExperiment("x", 4096, "0.01:1000.01:0.01", 1));
        ToolExceptionAssert.refused(() -> Experiment.read(past, List.of("GFB")), "more than 100000 caps");
        Path list = tmp.resolve("list.xml");
        Files.writeString(
                list, SchedFixtures.lightExperiment("x", 4096, "1,".repeat(ExperimentValues.MAX_CAPS) + "1", 1));
        ToolExceptionAssert.refused(() -> Experiment.read(list, List.of("GFB")), "more than 100000 caps");
    }

    /**
     * An overhead model and an experiment file at their byte bounds (a valid file padded with white space) are read;
     * one byte more is refused unread, naming its size and the bound.
     */
    @Test
    void theLargestModelAndExperimentFilesAreReadAndOneByteMoreIsRefused() throws Exception {
        Path root = Path.of(System.getProperty("rtjbench.root", ".."));
        String model = Files.readString(root.resolve("docs/overheads/measured-2026-11-26-xeon-kvm.json"));
        Path m = tmp.resolve("model.json");
        Files.writeString(m, model + " ".repeat((int) OverheadModelFile.MAX_BYTES - model.length()));
        assertEquals(OverheadModelFile.MAX_BYTES, Files.size(m));
        OverheadModelFile.read(m);
        Files.writeString(m, " ", java.nio.file.StandardOpenOption.APPEND);
        ToolExceptionAssert.refused(
                () -> OverheadModelFile.read(m),
                m + ": is " + (OverheadModelFile.MAX_BYTES + 1) + " bytes, more than the "
                        + OverheadModelFile.MAX_BYTES);
        String experiment = SchedFixtures.lightExperiment("x", 4096, "1", 1);
        Path e = tmp.resolve("exp.xml");
        Files.writeString(e, experiment + " ".repeat((int) ExperimentReader.MAX_BYTES - experiment.length()));
        assertEquals(ExperimentReader.MAX_BYTES, Files.size(e));
        Experiment.read(e, List.of("GFB"));
        Files.writeString(e, " ", java.nio.file.StandardOpenOption.APPEND);
        ToolExceptionAssert.refused(
                () -> Experiment.read(e, List.of("GFB")),
                e + ": is " + (ExperimentReader.MAX_BYTES + 1) + " bytes, more than the " + ExperimentReader.MAX_BYTES);
    }

    /**
     * An MMU curve of {@link MmuCsv#MAX_WINDOWS} windows (the bound; {@code sched mmu} writes about 50) is read and
     * charged by every default test of {@code sched analyse}, in a VM of 32 MB heap within a minute (measured 0.37 s
     * and 84 MB resident by hand, docs/tools.md); one window more is refused as it is read, naming the line.
     */
    @Test
    void theLargestMmuCurveIsAnalysedInASmallHeapAndOneWindowMoreIsRefused() throws Exception {
        Path curve = tmp.resolve("curve.csv");
        try (BufferedWriter w = Files.newBufferedWriter(curve, StandardCharsets.UTF_8)) {
            w.write(MmuCsv.HEADER + "\n");
            for (int i = 1; i <= MmuCsv.MAX_WINDOWS; i++) {
                long window = 100_000L + 1_000L * i;
                w.write(window + ",0.9," + window * 9 / 10 + "\n");
            }
        }
        Path set = tmp.resolve("set.csv");
        Files.writeString(set, "name,period,wcet,deadline\na,10ms,1ms,10ms\nb,20ms,2ms,20ms\n");
        Ran r = run(
                tools(
                        "32m",
                        "sched",
                        "analyse",
                        set.toString(),
                        "--cpus",
                        "2",
                        "--collector",
                        curve.toString(),
                        "--format",
                        "csv"),
                60,
                "within a minute");
        assertEquals(ExitStatus.OK, r.exit(), r.err());
        assertTrue(r.out().contains("PFP-FFD,true"), r.out());
        Files.writeString(curve, "1000000000,0.9,900000000\n", java.nio.file.StandardOpenOption.APPEND);
        ToolExceptionAssert.refused(
                () -> MmuCsv.read(curve),
                curve + ":" + (MmuCsv.MAX_WINDOWS + 2) + ": more than " + MmuCsv.MAX_WINDOWS + " windows");
    }

    /** A refusal as bad input (exit 2) whose message holds a text. */
    private static final class ToolExceptionAssert {
        interface Read {
            void run() throws Exception;
        }

        static void refused(Read r, String part) {
            rtjbench.tools.cli.ToolException e =
                    org.junit.jupiter.api.Assertions.assertThrows(rtjbench.tools.cli.ToolException.class, r::run);
            assertEquals(ExitStatus.BAD_INPUT, e.exitCode(), e.getMessage());
            assertTrue(e.getMessage().contains(part), e.getMessage());
        }
    }
}
