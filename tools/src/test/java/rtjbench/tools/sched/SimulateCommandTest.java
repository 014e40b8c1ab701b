package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.Fixtures;

class SimulateCommandTest {
    /** Dhall's set (global EDF misses, partitioned as given it does not) and a set no partition holds. */
    private static final String TWO_SETS = """
            set,name,period,wcet,deadline,cpu
            dhall,L1,10ms,2ms,10ms,1
            dhall,L2,10ms,2ms,10ms,1
            dhall,H,11ms,10ms,11ms,0
            np,A,2ms,1ms,2ms,0
            np,B,3ms,2ms,3ms,1
            np,C,3ms,2ms,3ms,1
            """;

    @TempDir
    Path tmp;

    private Path file(String name, String text) throws Exception {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void csvHasOneLinePerSet() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Fixtures.Result r = Fixtures.cli("sched", "simulate", f.toString(), "--cpus", "2", "--format", "csv");
        assertEquals(0, r.exit(), r.err());
        assertEquals(
                SimulateCommand.CSV_HEADER + "\n"
                        + "dhall,false,H,11000000,0,0,8000000.0\n"
                        + "np,true,,,1,1,714285.7\n",
                r.out());
        r = Fixtures.cli("sched", "simulate", f.toString(), "--cpus", "2", "--format", "csv", "--scheduler", "pedf");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\ndhall,true,,,0,0,"), r.out());
        assertTrue(r.out().contains("\nnp,false,C,3000000,0,0,"), r.out());
    }

    @Test
    void textSaysTheVerdictTheWindowAndTheMetrics() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Fixtures.Result r = Fixtures.cli("sched", "simulate", f.toString(), "--cpus", "2");
        assertEquals(0, r.exit(), r.err());
        assertTrue(
                r.out()
                        .contains("set dhall: 3 tasks on 2 CPUs, gedf, exact test\n"
                                + "  not schedulable: H misses its deadline at 11ms (simulated [0, 11.0 ms])\n"),
                r.out());
        assertTrue(
                r.out()
                        .contains("set np: 3 tasks on 2 CPUs, gedf, exact test\n"
                                + "  schedulable (the schedule repeats every 6.00 ms from the start; simulated [0, 6.00 ms])\n"
                                + "  jobs: 7 released, 7 finished; migrations 1, preemptions 1, average slack 714 µs\n"
                                + "  longest response: A 1.00 ms, B 2.00 ms, C 3.00 ms\n"),
                r.out());
    }

    @Test
    void jobsFileHoldsEveryJobAndIsNeverOverwrittenWithoutForce() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Path jobs = tmp.resolve("jobs.csv");
        Fixtures.Result r = Fixtures.cli(
                "sched", "simulate", f.toString(), "--cpus", "2", "--hyperperiods", "1", "--jobs", jobs.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(jobs);
        assertEquals(SimulateCommand.JOBS_HEADER, lines.get(0));
        // dhall stops at its miss at 11 ms: 2 + 2 + 1 jobs released; np: 3 + 2 + 2 over one hyperperiod.
        assertEquals(1 + 5 + 7, lines.size(), String.join("\n", lines));
        assertTrue(lines.contains("np,C,1,3000000,6000000,3000000,6000000,3000000,1;0"), String.join("\n", lines));
        assertTrue(lines.contains("dhall,H,0,0,11000000,2000000,,,0"), String.join("\n", lines));
        r = Fixtures.cli("sched", "simulate", f.toString(), "--cpus", "2", "--jobs", jobs.toString());
        assertEquals(4, r.exit());
        assertTrue(r.err().contains("refusing to overwrite"), r.err());
        r = Fixtures.cli("sched", "simulate", f.toString(), "--cpus", "2", "--jobs", jobs.toString(), "--force");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void badInputExitsTwoNamingFileLineAndFieldAndWritesNothing() throws Exception {
        Path jobs = tmp.resolve("jobs.csv");
        Path noUnit = file("nounit.csv", "name,period,wcet,deadline\nA,2ms,1,2ms\n");
        Fixtures.Result r =
                Fixtures.cli("sched", "simulate", noUnit.toString(), "--cpus", "2", "--jobs", jobs.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nounit.csv:2: field wcet: '1' has no unit"), r.err());

        Path sets = file("sets.csv", TWO_SETS);
        r = Fixtures.cli(
                "sched", "simulate", sets.toString(), "--cpus", "1", "--scheduler", "pfp", "--jobs", jobs.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("sets.csv:2: field cpu: is 1; the platform's CPUs are 0..0"), r.err());

        Path noCpu = file("nocpu.csv", "name,period,wcet,deadline\nA,2ms,1ms,2ms\n");
        r = Fixtures.cli(
                "sched", "simulate", noCpu.toString(), "--cpus", "2", "--scheduler", "cedf", "--clusters", "2");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nocpu.csv:2: field cpu: is empty; cedf needs each task's CPU"), r.err());

        for (String[] args : List.of(
                new String[] {sets.toString()},
                new String[] {sets.toString(), "--cpus", "two"},
                new String[] {sets.toString(), "--cpus", "2", "--scheduler", "edf"},
                new String[] {sets.toString(), "--cpus", "2", "--scheduler", "cedf"},
                new String[] {sets.toString(), "--cpus", "4", "--scheduler", "cedf", "--clusters", "0-1/1-3"},
                new String[] {sets.toString(), "--cpus", "2", "--clusters", "2"},
                new String[] {sets.toString(), "--cpus", "2", "--horizon", "5"},
                new String[] {sets.toString(), "--cpus", "2", "--horizon", "5ms", "--hyperperiods", "2"},
                new String[] {sets.toString(), "--cpus", "2", "--after-miss", "continue"},
                new String[] {sets.toString(), "--cpus", "2", "--format", "json"},
                new String[] {sets.toString(), "--cpus", "2", "--priority", "edf"})) {
            String[] full = new String[args.length + 4];
            full[0] = "sched";
            full[1] = "simulate";
            full[2] = "--jobs";
            full[3] = jobs.toString();
            System.arraycopy(args, 0, full, 4, args.length);
            r = Fixtures.cli(full);
            assertEquals(2, r.exit(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().startsWith("error: sched simulate: "), r.err());
        }
        assertFalse(Files.exists(jobs), "nothing is written on bad input");
    }

    @Test
    void hasHelp() {
        Fixtures.Result r = Fixtures.cli("sched", "simulate", "--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("Usage: rtjbench.jar sched simulate TASKSET --cpus M"), r.out());
        assertTrue(r.out().contains("--scheduler S"), r.out());
        assertTrue(r.out().contains("gedf|gfp|pedf|pfp|cedf|loose-cedf"), r.out());
    }
}
