package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.scheduler.Scheduler;
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
        return Files.writeString(tmp.resolve(name), text);
    }

    @Test
    void csvHasOneLinePerSet() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Fixtures.Result r = simulate(f.toString(), "--cpus", "2", "--format", "csv");
        assertEquals(0, r.exit(), r.err());
        assertEquals(
                SimulateFormat.CSV_HEADER + "\n"
                        + "dhall,false,H,11000000,0,0,8000000.0\n"
                        + "np,true,,,1,1,714285.7\n",
                r.out());
        r = simulate(f.toString(), "--cpus", "2", "--format", "csv", "--scheduler", "pedf");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\ndhall,true,,,0,0,"), r.out());
        assertTrue(r.out().contains("\nnp,false,C,3000000,0,0,"), r.out());
    }

    @Test
    void textSaysTheVerdictTheWindowAndTheMetrics() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Fixtures.Result r = simulate(f.toString(), "--cpus", "2");
        assertEquals(0, r.exit(), r.err());
        assertTrue(
                r.out()
                        .contains("set dhall: 3 tasks on 2 CPUs, global-edf, exact test\n"
                                + "  not schedulable: H misses its deadline at 11ms (simulated [0, 11.0 ms])\n"),
                r.out());
        assertTrue(
                r.out()
                        .contains("set np: 3 tasks on 2 CPUs, global-edf, exact test\n"
                                + "  schedulable (the schedule repeats every 6.00 ms from the start; simulated [0, 6.00 ms])\n"
                                + "  jobs: 7 released, 7 finished; migrations 1, preemptions 1, average slack 714 µs\n"
                                + "  longest response: A 1.00 ms, B 2.00 ms, C 3.00 ms\n"),
                r.out());
    }

    @Test
    void jobsFileHoldsEveryJobAndIsNeverOverwrittenWithoutForce() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Path jobs = tmp.resolve("jobs.csv");
        Fixtures.Result r = simulate(f.toString(), "--cpus", "2", "--hyperperiods", "1", "--jobs", jobs.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(jobs);
        assertEquals(SimulateFormat.JOBS_HEADER, lines.get(0));
        // dhall stops at its miss at 11 ms: 2 + 2 + 1 jobs released; np: 3 + 2 + 2 over one hyperperiod.
        assertEquals(1 + 5 + 7, lines.size(), String.join("\n", lines));
        assertTrue(lines.contains("np,C,1,3000000,6000000,3000000,6000000,3000000,1,1,1;0"), String.join("\n", lines));
        assertTrue(lines.contains("dhall,H,0,0,11000000,2000000,,,0,0,0"), String.join("\n", lines));
        r = simulate(f.toString(), "--cpus", "2", "--jobs", jobs.toString());
        assertEquals(4, r.exit());
        assertTrue(r.err().contains("refusing to overwrite"), r.err());
        r = simulate(f.toString(), "--cpus", "2", "--jobs", jobs.toString(), "--force");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void badInputExitsTwoNamingFileLineAndFieldAndWritesNothing() throws Exception {
        Path jobs = tmp.resolve("jobs.csv");
        Path noUnit = file("nounit.csv", "name,period,wcet,deadline\nA,2ms,1,2ms\n");
        Fixtures.Result r = simulate(noUnit.toString(), "--cpus", "2", "--jobs", jobs.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nounit.csv:2: field wcet: '1' has no unit"), r.err());

        Path sets = file("sets.csv", TWO_SETS);
        r = simulate(sets.toString(), "--cpus", "1", "--scheduler", "pfp", "--jobs", jobs.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("sets.csv:2: field cpu: is 1; the platform's CPUs are 0..0"), r.err());

        Path noCpu = file("nocpu.csv", "name,period,wcet,deadline\nA,2ms,1ms,2ms\n");
        r = simulate(noCpu.toString(), "--cpus", "2", "--scheduler", "cedf", "--clusters", "2");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nocpu.csv:2: field cpu: is empty; clustered-edf needs each task's CPU"), r.err());

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
                new String[] {sets.toString(), "--cpus", "2", "--priority", "edf"},
                new String[] {sets.toString(), "--cpus", "2", "--scheduler", "pedf", "--partitioning", "ff"},
                new String[] {
                    sets.toString(),
                    "--cpus",
                    "4",
                    "--scheduler",
                    "cedf",
                    "--clusters",
                    "0/1-3",
                    "--partitioning",
                    "ffd"
                })) {
            List<String> withJobs = new ArrayList<>(List.of("--jobs", jobs.toString()));
            withJobs.addAll(List.of(args));
            r = simulate(withJobs.toArray(new String[0]));
            assertEquals(2, r.exit(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().startsWith("error: sched simulate: "), r.err());
        }
        assertFalse(Files.exists(jobs), "nothing is written on bad input");
    }

    @Test
    void aWindowPastTheJobBoundIsNotApplicable() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Fixtures.Result r = simulate(
                f.toString(),
                "--cpus",
                "2",
                "--horizon",
                "1s",
                "--max-jobs",
                "100",
                "--max-hyperperiods",
                "2",
                "--format",
                "csv");
        assertEquals(0, r.exit(), r.err());
        // dhall: 100 + 100 + 91 jobs in a second; np: 500 + 334 + 334.
        assertEquals(SimulateFormat.CSV_HEADER + "\ndhall,na,,,,,\nnp,na,,,,,\n", r.out());
        // 100 × the default 8 hyperperiods: dhall's 291 jobs are simulated, np's 1168 are not.
        r = simulate(f.toString(), "--cpus", "2", "--horizon", "1s", "--max-jobs", "100");
        assertTrue(r.out().contains("set dhall: 3 tasks on 2 CPUs, global-edf\n  not schedulable"), r.out());
        assertTrue(
                r.out().contains("set np: 3 tasks on 2 CPUs, global-edf\n  na: [0, 1s] holds more than 800 jobs"),
                r.out());
    }

    @Test
    void aHeuristicPlacesTheTasksAndASetItCannotPlaceIsNotSchedulable() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Fixtures.Result r = simulate(
                f.toString(), "--cpus", "2", "--scheduler", "pedf", "--partitioning", "ffd", "--format", "csv");
        assertEquals(0, r.exit(), r.err());
        // FFD puts H (0.91) on CPU 0 and both light tasks on CPU 1, as the file does; no pair of np's tasks fits
        // one CPU, so its third task fits nowhere and nothing is simulated.
        assertEquals(SimulateFormat.CSV_HEADER + "\ndhall,true,,,0,0,5125000.0\nnp,false,,,,,\n", r.out());
        r = simulate(f.toString(), "--cpus", "2", "--scheduler", "pfp", "--partitioning", "nfd");
        assertTrue(
                r.out()
                        .contains(
                                "set np: 3 tasks on 2 CPUs, partitioned-fp (priorities dm), partitioned NFD, exact test\n"
                                        + "  not schedulable: A fits in no CPU by NFD (nothing simulated)\n"),
                r.out());
        // Two clusters of two CPUs hold np's tasks (utilisations 1/2, 2/3, 2/3) two and one.
        r = simulate(
                f.toString(),
                "--cpus",
                "4",
                "--scheduler",
                "loose-cedf",
                "--clusters",
                "2",
                "--partitioning",
                "nfd",
                "--format",
                "csv");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\nnp,true,"), r.out());
        r = simulate(f.toString(), "--cpus", "2", "--partitioning", "ffd");
        assertEquals(2, r.exit());
        assertTrue(
                r.err().contains("--partitioning is for the partitioned and clustered schedulers, not global-edf"),
                r.err());
    }

    @Test
    void overheadsAreChargedToEveryWcetBeforeTheSimulation() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        StringBuilder model = new StringBuilder(
                "{\"format\": \"rtjbench-overheads/1\", \"name\": \"slow switches\", \"statistic\": \"max\",\n"
                        + " \"figures\": {\n"
                        + "  \"context_switch\": {\"rows\": [{\"tasks\": 1, \"ns\": 500000, \"source\": {\"note\": \"a test\"}}]}");
        for (String missing : List.of(
                "release", "schedule", "cpmd_preemption", "cpmd_migration", "cross_cpu_wakeup", "release_latency")) {
            model.append(",\n  \"").append(missing).append("\": {\"missing\": \"not in this test\"}");
        }
        model.append("}}\n");
        Path m = file("model.json", model.toString());
        // Two context switches of 0.5 ms a job: np's tasks become (2 ms, 2 ms), (3 ms, 3 ms), (3 ms, 3 ms), a
        // utilisation of 3 on 2 CPUs. A and B run first; C, due at 3 ms, has not started by then.
        Fixtures.Result r = simulate(f.toString(), "--cpus", "2", "--overheads", m.toString(), "--format", "csv");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\nnp,false,C,3000000,"), r.out());
        r = simulate(f.toString(), "--cpus", "2", "--overheads", m.toString());
        assertTrue(
                r.out()
                        .startsWith("overheads: \"slow switches\", charged to every WCET as global scheduling\n"
                                + "  release not charged (0): not in this test\n"),
                r.out());
        assertTrue(
                r.out()
                        .contains(
                                "  CPMD not charged to 3 of 3 tasks: they have no working-set size (give one in the task-set file's wss"
                                        + " column)\n"),
                r.out());
        r = simulate(
                f.toString(),
                "--cpus",
                "2",
                "--overheads",
                tmp.resolve("none.json").toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("none.json: no such overhead model file"), r.err());
    }

    @Test
    void analyseRunsTheExactSimulationAsSimGedf() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        Fixtures.Result r = Fixtures.cli(
                "sched", "analyse", f.toString(), "--cpus", "2", "--tests", "GFB,PEDF-FFD,SIM-GEDF", "--format", "csv");
        assertEquals(0, r.exit(), r.err());
        // np: no sufficient test and no partition, but the exact simulation schedules it.
        assertEquals(
                "set,test,schedulable,reason\n"
                        + "dhall,GFB,false,\ndhall,PEDF-FFD,true,\ndhall,SIM-GEDF,false,\n"
                        + "np,GFB,false,\nnp,PEDF-FFD,false,\nnp,SIM-GEDF,true,\n",
                r.out());
    }

    /** A scheduler's name and its alias, in any case, are the same scheduler: the same output, byte for byte. */
    @Test
    void eachSchedulerGivesTheSameResultByItsNameAndItsAlias() throws Exception {
        Path f = file("sets.csv", TWO_SETS);
        for (Scheduler s : Scheduler.all()) {
            List<String> common = new ArrayList<>(List.of(f.toString(), "--cpus", "2", "--horizon", "66ms"));
            if (s.clustered()) common.addAll(List.of("--clusters", "2"));
            List<String> byName = new ArrayList<>(common);
            byName.addAll(List.of("--scheduler", s.name()));
            List<String> byAlias = new ArrayList<>(common);
            byAlias.addAll(List.of("--scheduler", s.alias().toUpperCase(Locale.ROOT)));
            Fixtures.Result named = simulate(byName.toArray(new String[0]));
            Fixtures.Result aliased = simulate(byAlias.toArray(new String[0]));
            assertEquals(0, named.exit(), named.err());
            assertTrue(named.out().contains("tasks on 2 CPUs, " + s.name()), named.out());
            assertEquals(named.out(), aliased.out(), s.name());
        }
    }

    /** Fixed priorities are deadline monotonic unless --priority gives another order. */
    @Test
    void fixedPrioritiesAreDeadlineMonotonicByDefault() throws Exception {
        // On one CPU: a (T 10, D 10, C 3) and b (T 12, D 4, C 2). DM runs b first and meets both deadlines; RM runs
        // a first, and b, due at 4, finishes at 5.
        Path f = file("dm.csv", "name,period,wcet,deadline\na,10ms,3ms,10ms\nb,12ms,2ms,4ms\n");
        Fixtures.Result byDefault = simulate(f.toString(), "--cpus", "1", "--scheduler", "gfp");
        assertEquals(0, byDefault.exit(), byDefault.err());
        assertTrue(byDefault.out().contains("global-fp (priorities dm), exact test\n  schedulable"), byDefault.out());
        assertEquals(
                byDefault.out(),
                simulate(f.toString(), "--cpus", "1", "--scheduler", "gfp", "--priority", "dm")
                        .out());
        Fixtures.Result rm = simulate(f.toString(), "--cpus", "1", "--scheduler", "gfp", "--priority", "RM");
        assertTrue(
                rm.out().contains("(priorities rm), exact test\n  not schedulable: b misses its deadline"), rm.out());
    }

    /** {@code sched simulate} with {@code args}. */
    private static Fixtures.Result simulate(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "sched";
        all[1] = "simulate";
        System.arraycopy(args, 0, all, 2, args.length);
        return Fixtures.cli(all);
    }

    @Test
    void hasHelp() {
        Fixtures.Result r = simulate("--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("Usage: rtjbench.jar sched simulate TASKSET --cpus M"), r.out());
        assertTrue(r.out().contains("--scheduler S"), r.out());
        assertTrue(
                r.out().contains("global-edf (gedf), global-fp (gfp), partitioned-edf (pedf), partitioned-fp (pfp),"),
                r.out());
    }
}
