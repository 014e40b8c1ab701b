package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.catalog.TestCatalog;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.model.TaskSetFileException;
import rtjbench.sched.run.JobsCsvReader;
import rtjbench.sched.run.JobsCsvWriter;
import rtjbench.sched.run.MeasuredJob;
import rtjbench.sched.run.RunFormatException;
import rtjbench.sched.supply.Supply;
import rtjbench.tools.Fixtures;
import rtjbench.tools.cli.ToolException;

/**
 * The readers of what a user hands the sched commands (a task-set file, an overhead model, an experiment file,
 * a task-set run's jobs.csv, a collector's MMU curve), fed seeded random input: arbitrary bytes, and valid files
 * mutated (bytes flipped, inserted, deleted, lines cut or duplicated, numbers made huge). Every case ends as a
 * command would end it, read (exit 0) or refused as bad input or data (exit 2 or 1) with a message of one line,
 * within a bound of time; never another exception, a stack trace or a hang. Every tenth task-set, model and curve
 * case also goes through the command line ({@code sched analyse}, in this VM), so the exit status and the message are
 * the ones a user sees.
 *
 * <p>What a case costs: most cases are mutations of a valid file (they get past the first line, where the readers'
 * checks are); a quarter are arbitrary bytes. Each case's file is written new (the old one deleted first): rewriting
 * one file in place costs a few milliseconds on ext4, which flushes a file truncated and written again when it is
 * closed, and was most of this test's time.
 */
class ReaderFuzzTest {
    private static final long SEED = 20_261_202L;
    private static final int CASES = 800;
    /** The most one case may take: a reader that goes quadratic on a hostile line shows up here. */
    private static final long CASE_NANOS = 1_000_000_000L;

    private static final Path ROOT = Path.of(System.getProperty("rtjbench.root", ".."));

    @TempDir
    Path tmp;

    /** What reading one input gave: a command's exit status and its message (empty where it was read). */
    private record Outcome(int exit, String message) {}

    private interface Reader {
        Outcome read(Path file) throws Exception;
    }

    /** A reader's call on a file, which returns what it read or throws. */
    private interface Read {
        void read(Path file) throws Exception;
    }

    /**
     * A reader that reads with {@code read}: exit 0 where it reads, else the refusal's exit status (a
     * {@link ToolException}'s own; 2 for the sched module's refusals) and message. Any other exception is the
     * test's failure.
     */
    private static Reader refusingWith(Class<? extends Exception> refusal, Read read) {
        return file -> {
            try {
                read.read(file);
                return new Outcome(0, "");
            } catch (Exception e) {
                if (!refusal.isInstance(e)) throw e;
                return new Outcome(e instanceof ToolException t ? t.exitCode() : 2, e.getMessage());
            }
        };
    }

    private static final Reader TASK_SETS = refusingWith(TaskSetFileException.class, TaskSetFile::read);
    private static final Reader MODELS = refusingWith(ToolException.class, OverheadModelFile::read);
    private static final Reader EXPERIMENTS = refusingWith(
            ToolException.class,
            f -> Experiment.read(f, TestCatalog.of(Supply.FULL).names()));
    private static final Reader JOBS_FILES =
            refusingWith(RunFormatException.class, f -> JobsCsvReader.read(f, ReaderFuzzTest.JOBS));
    private static final Reader MMU_FILES = refusingWith(ToolException.class, MmuCsv::load);

    private static final String TASK_SET = "# two sets\nset,name,period,wcet,deadline,wss,cpu\n"
            + "1,ctrl,10ms,1.5ms,10ms,64K,0\n1,log,250ms,20ms,200ms,,\n1,ζ,25ms,2ms,25ms,,1\n"
            + "2,a,1s,1us,1s,4096,1\n2,b,20ms,2ms,20ms,,\n";

    private static final JobsCsvReader.Expected JOBS = new JobsCsvReader.Expected(
            Arrays.asList("t1", "t2"),
            Arrays.asList("thread-0", "thread-1"),
            new long[] {3, 2},
            Arrays.asList("workload.per_task[0].jobs", "workload.per_task[1].jobs"));

    private static String jobsCsv() throws Exception {
        StringWriter out = new StringWriter();
        JobsCsvWriter w = new JobsCsvWriter(out);
        long ms = 1_000_000L;
        for (int k = 0; k < 3; k++) {
            long r = k * 10 * ms;
            w.write(MeasuredJob.of("t1", "thread-0", k, r, r + 1000, r + 2 * ms, 2 * ms, 0, 0, k, 10 * ms, 2_200_000));
        }
        for (int k = 0; k < 2; k++) {
            long r = k * 20 * ms;
            w.write(MeasuredJob.of("t2", "thread-1", k, r, r + 5, r + 7 * ms, -1, -1, -1, -1, 20 * ms, 5_500_000));
        }
        w.flush();
        return out.toString();
    }

    private static final String MMU_CURVE = "# run: results/r1\n# collector: G1\n# kernel: 6.8\n" + MmuCsv.HEADER
            + "\n100000,0.000000,0\n1000000,0.600000,600000\n10000000,0.950000,9500000\n"
            + "100000000,0.990000,99000000\n";

    /**
     * The seed as another editor saves it, still valid: a byte-order mark before it, CRLF line ends, or no line end
     * after the last line.
     */
    private static byte[] valid(Random random, byte[] seed) {
        String text = new String(seed, StandardCharsets.UTF_8);
        return switch (random.nextInt(3)) {
            case 0 -> ("\ufeff" + text).getBytes(StandardCharsets.UTF_8);
            case 1 -> text.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
            default -> text.strip().getBytes(StandardCharsets.UTF_8);
        };
    }

    /** Arbitrary bytes a quarter of the time, else the seed mutated a few times over. */
    private static byte[] input(Random random, byte[] seed) {
        if (random.nextInt(4) == 0) {
            byte[] b = new byte[random.nextInt(2048)];
            random.nextBytes(b);
            if (random.nextBoolean()) { // printable, with line ends and commas, to get past the first line
                String alphabet = "abc,;:.-_0123456789 msu\n\r\t\"<>=/{}[]ζ\ufeff\u0000";
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < b.length; i++) sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
                return sb.toString().getBytes(StandardCharsets.UTF_8);
            }
            return b;
        }
        List<Byte> b = new ArrayList<>();
        for (byte x : seed) b.add(x);
        for (int m = 1 + random.nextInt(4); m > 0 && !b.isEmpty(); m--) {
            int at = random.nextInt(b.size());
            switch (random.nextInt(7)) {
                case 0 -> b.set(at, (byte) random.nextInt(256));
                case 1 -> b.add(at, (byte) random.nextInt(256));
                case 2 ->
                    b.subList(at, Math.min(b.size(), at + 1 + random.nextInt(40)))
                            .clear();
                case 3 -> b.subList(at, b.size()).clear(); // cut short, mid-line
                case 4 -> { // a run of digits: numbers past every bound
                    byte[] digits = "9"
                            .repeat(1 + random.nextInt(random.nextBoolean() ? 30 : 5000))
                            .getBytes(StandardCharsets.US_ASCII);
                    List<Byte> run = new ArrayList<>(digits.length);
                    for (byte d : digits) run.add(d);
                    b.addAll(at, run);
                }
                case 5 -> { // a line duplicated
                    int end = at;
                    while (end < b.size() && b.get(end) != '\n') end++;
                    int start = at;
                    while (start > 0 && b.get(start - 1) != '\n') start--;
                    List<Byte> line = new ArrayList<>(b.subList(start, Math.min(b.size(), end + 1)));
                    b.addAll(start, line);
                }
                default -> b.add(at, (byte) (random.nextBoolean() ? '\n' : ','));
            }
        }
        byte[] out = new byte[b.size()];
        for (int i = 0; i < out.length; i++) out[i] = b.get(i);
        return out;
    }

    private void fuzz(String what, byte[] seed, Reader reader, boolean viaCommandLine, String... cli) throws Exception {
        Random random = new Random(SEED ^ what.hashCode());
        int[] exits = new int[3];
        long slowest = 0;
        Path file = tmp.resolve(what);
        // The valid file first, untimed: the classes a reader loads once (a schema, a parser) are not a case's time.
        Files.write(file, seed);
        assertEquals(0, reader.read(file).exit(), what + ": the seed file is valid: " + reader.read(file));
        for (int c = 0; c < CASES; c++) {
            boolean valid = c % 40 == 0;
            byte[] bytes = valid ? valid(random, seed) : input(random, seed);
            Files.delete(file);
            Files.write(file, bytes);
            long t0 = System.nanoTime();
            Outcome o;
            try {
                o = reader.read(file);
            } catch (Throwable t) {
                fail(what + " case " + c + ": " + t + " on input " + preview(bytes), t);
                return;
            }
            long took = System.nanoTime() - t0;
            slowest = Math.max(slowest, took);
            assertTrue(took < CASE_NANOS, what + " case " + c + " took " + took / 1e6 + " ms: " + preview(bytes));
            assertTrue(o.exit() >= 0 && o.exit() <= 2, what + " case " + c + ": exit " + o.exit());
            assertFalse(o.message().contains("\n") || o.message().contains("\r"), what + " case " + c + ": " + o);
            assertTrue(
                    o.message().length() < 2000,
                    what + " case " + c + ": a message of " + o.message().length() + ": "
                            + o.message().substring(0, Math.min(300, o.message().length())));
            assertEquals(o.exit() == 0, o.message().isEmpty(), what + " case " + c + ": " + o);
            if (valid) assertEquals(0, o.exit(), what + " case " + c + " is valid: " + o + " on " + preview(bytes));
            exits[o.exit()]++;
            if (viaCommandLine && c % 10 == 0) {
                List<String> args = new ArrayList<>(Arrays.asList(cli));
                args.replaceAll(a -> a.equals("FILE") ? file.toString() : a);
                Fixtures.Result r = Fixtures.cli(args.toArray(new String[0]));
                assertTrue(r.exit() <= 2, what + " case " + c + ": exit " + r.exit() + ": " + r.err());
                List<String> said = r.err()
                        .lines()
                        .filter(l -> !l.startsWith("(rtjbench.jar") && !l.startsWith("note:"))
                        .toList();
                assertTrue(said.size() <= 1, what + " case " + c + ": " + r.err());
                assertFalse(r.err().contains("\tat "), r.err());
            }
        }
        // Both ends were reached: the mutations keep some inputs valid, and most are refused.
        assertTrue(exits[0] > 0 && exits[1] + exits[2] > CASES / 2, what + ": " + Arrays.toString(exits));
        assertTrue(slowest < CASE_NANOS, what + ": slowest " + slowest / 1e6 + " ms");
    }

    private static String preview(byte[] b) {
        String s = new String(b, 0, Math.min(b.length, 200), StandardCharsets.UTF_8);
        return "[" + b.length + " bytes] " + s.replace("\n", "\\n");
    }

    @Test
    void taskSetFiles() throws Exception {
        fuzz(
                "set.csv",
                TASK_SET.getBytes(StandardCharsets.UTF_8),
                TASK_SETS,
                true,
                "sched",
                "analyse",
                "FILE",
                "--cpus",
                "2",
                "--tests",
                "GFB,PEDF-FFD",
                "--format",
                "csv");
    }

    /**
     * Fuzzes a file {@code sched analyse} reads with {@code option} (as FILE), over a one-task set on one CPU, the
     * reader's verdict against the command's.
     */
    private void fuzzAnalyseWith(String name, byte[] seed, Reader reader, String option) throws Exception {
        Path set = Files.writeString(tmp.resolve("one.csv"), "name,period,wcet,deadline\na,10ms,1ms,10ms\n");
        fuzz(
                name,
                seed,
                reader,
                true,
                "sched",
                "analyse",
                set.toString(),
                "--cpus",
                "1",
                option,
                "FILE",
                "--format",
                "csv");
    }

    @Test
    void overheadModels() throws Exception {
        fuzzAnalyseWith(
                "model.json",
                Files.readAllBytes(ROOT.resolve("docs/overheads/measured-2026-11-26-xeon-kvm.json")),
                MODELS,
                "--overheads");
    }

    @Test
    void experimentFiles() throws Exception {
        fuzz("exp.xml", Files.readAllBytes(ROOT.resolve("args/sched/seed000-fig4.xml")), EXPERIMENTS, false);
    }

    @Test
    void jobsFiles() throws Exception {
        fuzz("jobs.csv", jobsCsv().getBytes(StandardCharsets.UTF_8), JOBS_FILES, false);
    }

    @Test
    void mmuCurves() throws Exception {
        fuzzAnalyseWith("mmu.csv", MMU_CURVE.getBytes(StandardCharsets.UTF_8), MMU_FILES, "--collector");
    }
}
