package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.gen.Recipe;
import rtjbench.sched.gen.Recipes;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.partition.Partitioner;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.Clusters;
import rtjbench.sched.sim.ExactSimulation;
import rtjbench.sched.sim.JobPriority;
import rtjbench.sched.sim.Placement;
import rtjbench.tools.Fixtures;

/** {@code sched ratio} with {@code <simulate>} entries: the file's refusals, and the CSVs against the simulator. */
class RatioSimulationTest {
    @TempDir
    Path tmp;

    /** Lines 3 to 12 of the file (line 1 is the XML declaration, line 2 the experiment element). */
    private static final String BODY =
            Fixtures.argLines("recipe", "seed000-exponential", "cpus", "4", "caps", "2.0,3.0", "sets", "6", "seed", "5")
                    + """
              <model name="n=4..6" tasks="4:6"/>
              <simulate name="global" scheduler="gedf"/>
              <simulate name="partitioned" scheduler="pedf" partitioning="nfd"/>
              <simulate name="clustered" scheduler="cedf" clusters="2" partitioning="nfd"/>
              <simulate name="loose" scheduler="loose-cedf" clusters="0-1/2-3" partitioning="nfd"/>
            """;

    private Path experiment(String body) throws Exception {
        return SchedFixtures.experiment(tmp, "sim", body);
    }

    private Fixtures.Result ratio(String body) throws Exception {
        return SchedFixtures.ratio(tmp.resolve("results"), experiment(body));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "<simulate name='x' scheduler='edf'/>|13: field scheduler: 'edf' is not a scheduler",
                "<simulate name='x' scheduler='cedf' partitioning='nfd'/>|13: field clusters: is missing",
                "<simulate name='x' scheduler='gedf' clusters='2'/>|13: field clusters: is for clustered-edf and loose-clustered-edf",
                "<simulate name='x' scheduler='pedf'/>|13: field partitioning: is missing",
                "<simulate name='x' scheduler='gedf' partitioning='nfd'/>|13: field partitioning: is for the partitioned and clustered schedulers, not global-edf",
                "<simulate name='x' scheduler='pedf' partitioning='next'/>|13: field partitioning: 'next' is not a heuristic; allowed: ffd, nfd",
                "<simulate name='x' scheduler='cedf' clusters='3' partitioning='nfd'/>|13: field clusters: 3 clusters"
                        + " cannot split 4 CPUs equally",
                "<simulate name='x' scheduler='cedf' clusters='0/1-3' partitioning='nfd'/>|13: field clusters: a"
                        + " partitioning heuristic fills clusters of one size",
                "<simulate name='x' scheduler='gedf' priority='dm'/>|13: field priority: is for global-fp and partitioned-fp",
                "<simulate name='x' scheduler='pfp' partitioning='ffd' priority='edf'/>|13: field priority: 'edf' is not a priority order",
                "<simulate name='GFB' scheduler='gedf'/>|13: field name: 'GFB' is already a test's",
                "<simulate name='global' scheduler='gfp'/>|13: field name: 'global' is already",
                "<simulate name='x' scheduler='gedf' horizon='1s'/>|13: field horizon: is not an attribute of"
                        + " <simulate>",
                "<simulate scheduler='gedf'/>|13: field simulate: needs a name",
                "<union name='u' tests='global,nope'/>|13: field tests: union u names nope, which the experiment"
                        + " does not run",
                "<frobnicate/>|13: field frobnicate: is not an element of an experiment"
            })
    void refusesABadSimulationNamingLineAndField(String extra, String message) throws Exception {
        Fixtures.Result r = ratio(BODY + "  " + extra + "\n");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("exp.xml:" + message), r.err());
        assertFalse(Files.exists(tmp.resolve("results")), "nothing written");
    }

    @Test
    void refusesABadModelOrPlatform() throws Exception {
        String[][] cases = {
            {"tasks=\"4:6\"", "tasks=\"6:4\"", "8: field tasks: '6:4' is not a number of tasks"},
            {"tasks=\"4:6\"", "tasks=\"2:6\"", "5: field caps: the cap 3 is above model n=4..6's 2 tasks"},
            {"value=\"4\"", "value=\"5\"", "11: field clusters: 2 clusters cannot split 5 CPUs equally"}
        };
        for (String[] c : cases) {
            Fixtures.Result r = ratio(BODY.replace(c[0], c[1]));
            assertEquals(2, r.exit(), r.err());
            assertTrue(r.err().contains("exp.xml:" + c[2]), r.err());
        }
        assertFalse(Files.exists(tmp.resolve("results")), "nothing written");
    }

    /**
     * The tiny experiment's simulation.csv and ratio.csv against the same sets simulated here directly: drawn as
     * {@code sched generate --tasks N} draws them (set i has 4 + i mod 3 tasks), placed by next fit, each
     * simulated by the exact test.
     */
    @Test
    void theCsvsAgreeWithTheSimulatorRunDirectly() throws Exception {
        Fixtures.Result r = ratio(BODY);
        assertEquals(0, r.exit(), r.err());
        String last = r.out().lines().reduce((x, y) -> y).orElse("");
        Path dir = Path.of(last.substring("results: ".length()));
        for (String f : List.of("simulation.csv", "migrations.png", "migrations.svg", "slack.png", "slack.svg")) {
            assertTrue(Files.isRegularFile(dir.resolve(f)), f);
        }
        List<String> sim = Files.readAllLines(dir.resolve("simulation.csv"));
        List<String> ratio = Files.readAllLines(dir.resolve("ratio.csv"));
        assertEquals(SimulationTable.HEADER, sim.get(0));
        assertEquals(1 + 4 * 2, sim.size());

        Recipe recipe = Recipes.get("seed000-exponential");
        Clusters two = Clusters.equal(4, 2);
        List<String> names = List.of("global", "partitioned", "clustered", "loose");
        List<Function<TaskSet, ExactSimulation.Answer>> direct = List.of(
                s -> exact(s, Placement.global(4, s.size())),
                s -> {
                    Partition p = Partitioner.edf(Heuristic.NEXT_FIT).partition(s, 4);
                    return p.complete() ? exact(s, Placement.partitioned(4, p.cpuOfTask())) : null;
                },
                s -> {
                    Partition p = Placement.partition(Scheduler.CLUSTERED_EDF, s, two, Heuristic.NEXT_FIT);
                    return p.complete() ? exact(s, Placement.clustered(two, p.cpuOfTask())) : null;
                },
                s -> exact(
                        s,
                        Placement.byCluster(
                                Scheduler.LOOSE_CLUSTERED_EDF,
                                s,
                                two,
                                Placement.partition(Scheduler.LOOSE_CLUSTERED_EDF, s, two, Heuristic.NEXT_FIT)
                                        .cpuOfTask())));
        int checked = 0;
        for (String cap : List.of("2", "3")) {
            List<List<ExactSimulation.Answer>> answers = new ArrayList<>();
            for (Function<TaskSet, ExactSimulation.Answer> d : direct) {
                List<ExactSimulation.Answer> perSet = new ArrayList<>();
                for (int i = 0; i < 6; i++) {
                    TaskSet s = recipe.draw(5, Double.parseDouble(cap), 4 + i % 3, i, Integer.toString(i + 1), false);
                    assertEquals(4 + i % 3, s.size());
                    perSet.add(d.apply(s));
                }
                answers.add(perSet);
            }
            for (int k = 0; k < names.size(); k++) {
                int ok = 0;
                long migrations = 0;
                double perJob = 0;
                double slack = 0;
                int common = 0;
                double commonSlack = 0;
                for (int i = 0; i < 6; i++) {
                    ExactSimulation.Answer a = answers.get(k).get(i);
                    if (a == null || a.outcome() != Outcome.SCHEDULABLE) continue;
                    ok++;
                    migrations += a.simulation().migrations();
                    perJob += (double) a.simulation().migrations()
                            / a.simulation().jobsFinished();
                    slack += a.simulation().averageSlack();
                    final int set = i;
                    if (answers.stream()
                            .allMatch(l -> l.get(set) != null && l.get(set).outcome() == Outcome.SCHEDULABLE)) {
                        common++;
                        commonSlack += a.simulation().averageSlack();
                    }
                }
                String prefix = "n=4..6," + names.get(k) + "," + cap + ",6,";
                String[] row = sim.stream()
                        .filter(l -> l.startsWith(prefix))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError(prefix + " in " + sim))
                        .split(",", -1);
                assertEquals(ok, Integer.parseInt(row[4]), prefix);
                assertEquals("0", row[5], prefix);
                assertTrue(
                        ratio.contains(String.format(Locale.ROOT, "%s%d,%.4f", prefix, ok, ok / 6.0)),
                        prefix + " in " + ratio);
                assertEquals(common, Integer.parseInt(row[11]), prefix);
                if (ok == 0) {
                    assertEquals("", row[7], prefix);
                    assertEquals("", row[10], prefix);
                    continue;
                }
                checked++;
                assertEquals((double) migrations / ok, Double.parseDouble(row[7]), 0.005, prefix);
                assertEquals(perJob / ok, Double.parseDouble(row[8]), 0.000006, prefix);
                assertEquals(slack / ok, Double.parseDouble(row[10]), 0.5, prefix);
                if (common > 0) assertEquals(commonSlack / common, Double.parseDouble(row[13]), 0.5, prefix);
                if (names.get(k).equals("partitioned")) assertEquals(0.0, Double.parseDouble(row[8]));
            }
        }
        assertTrue(checked >= 4, "schedulable sets to average over: " + checked);
        assertTrue(r.out().contains("clustered   clustered-edf, clusters 0-1/2-3, NFD"), r.out());
    }

    private static ExactSimulation.Answer exact(TaskSet s, Placement placement) {
        return ExactSimulation.run(s, placement, JobPriority.edf(), ExactSimulation.Limits.DEFAULT, null);
    }
}
