package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.FigureTable;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.tools.Fixtures;

/** The model made from hand-written runs of every testapp it reads: which run gives which figure, and what is passed over. */
class OverheadsCommandTest {
    @TempDir
    Path tmp;

    private Path cs;
    private Path rel;
    private Path pre;
    private Path mig;
    private Path disp;
    private Path gc;

    private static long[] oneTo(int n) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = i + 1;
        return a;
    }

    @BeforeEach
    void runs() throws IOException {
        cs = tmp.resolve("cs");
        SchedFixtures.run(
                cs.resolve("extra_threads=0"),
                "context_switch",
                Map.of("extra_threads", "0"),
                List.of(new long[] {100, 300, 200}, new long[] {250}),
                m -> {});
        SchedFixtures.run(
                cs.resolve("extra_threads=2"),
                "context_switch",
                Map.of("extra_threads", "2"),
                List.of(oneTo(200)),
                m -> {});
        SchedFixtures.sweep(cs, "context_switch", List.of("0", "2"), "extra_threads");

        rel = tmp.resolve("rel");
        SchedFixtures.run(
                rel.resolve("no_of_threads=1"),
                "periodic",
                Map.of("no_of_threads", "1"),
                List.of(new long[] {5000, 7000}),
                m -> SchedFixtures.args(m).put("phase", "common"));
        SchedFixtures.run(
                rel.resolve("no_of_threads=4"),
                "periodic",
                Map.of("no_of_threads", "4"),
                List.of(new long[] {5000}, new long[] {6000}, new long[] {9000}, new long[] {8000}),
                m -> {
                    SchedFixtures.args(m).put("phase", "common");
                    SchedFixtures.allOnCpu(m, 1);
                });
        SchedFixtures.sweep(rel, "periodic", List.of("1", "4"), "no_of_threads");

        pre = tmp.resolve("pre");
        SchedFixtures.cpmd(
                pre.resolve("wss=4096"), "preempt", 4096, new long[] {100, 100, 100}, new long[] {150, 400, 90});
        SchedFixtures.cpmd(pre.resolve("wss=65536"), "preempt", 65536, new long[] {1000, 1000}, new long[] {900, 950});
        SchedFixtures.sweep(pre, "cpmd", List.of("4096", "65536"), "wss");
        mig = SchedFixtures.cpmd(tmp.resolve("mig"), "migrate_shared", 4096, new long[] {100}, new long[] {170});

        disp = SchedFixtures.run(
                tmp.resolve("disp"),
                "dispatch",
                Map.of(),
                List.of(new long[] {30_000, 40_000}),
                m -> SchedFixtures.args(m).put("handler_cpu", "other"));
        gc = SchedFixtures.gcRun(tmp.resolve("gc"), "zgc", "ZGC", 100, new double[][] {{10, 0.5}}, 0);
    }

    private OverheadModel made(String... extra) {
        Path out = tmp.resolve("model-" + extra.length + ".json");
        List<String> args =
                new java.util.ArrayList<>(List.of("sched", "overheads", "--quiet", "--out", out.toString()));
        args.addAll(List.of(extra));
        for (Path p : List.of(cs, rel, pre, mig, disp, gc)) args.add(p.toString());
        Fixtures.Result r = Fixtures.cli(args.toArray(new String[0]));
        assertEquals(0, r.exit(), r.err());
        return OverheadModelFile.read(out);
    }

    private static long ns(OverheadModel m, Figure f, long key) {
        for (FigureTable.Row r : m.table(f).rows()) if (r.key() == key) return r.ns();
        throw new AssertionError(f.field() + " has no row at " + key);
    }

    @Test
    void eachTestappGivesItsFigureAtItsKeyAsTheObservedMaximum() {
        OverheadModel m = made();
        assertEquals("max", m.statistic());
        assertEquals(300, ns(m, Figure.CONTEXT_SWITCH, 2), "all threads of the point: 2 + 0 extra threads");
        assertEquals(200, ns(m, Figure.CONTEXT_SWITCH, 4));
        assertEquals(7000, ns(m, Figure.RELEASE_LATENCY, 1));
        assertEquals(9000, ns(m, Figure.RELEASE_LATENCY, 4), "the last of 4 released at once");
        assertEquals(300, ns(m, Figure.CPMD_PREEMPTION, 4096), "pass after less hot pass, job by job");
        assertEquals(0, ns(m, Figure.CPMD_PREEMPTION, 65536), "a delay below 0 is noise: 0 charged");
        assertEquals(70, ns(m, Figure.CPMD_MIGRATION, 4096));
        assertEquals(40_000, ns(m, Figure.CROSS_CPU_WAKEUP, 1));
        FigureTable.Row row = m.table(Figure.CONTEXT_SWITCH).rows().get(0);
        assertEquals("context_switch", row.source().testapp());
        assertEquals("extra_threads=0", row.source().point());
        assertEquals("Test VM 17.0.1", row.source().vm());
        assertEquals("max", row.source().statistic());
        assertEquals(4, row.source().samples());
        assertTrue(row.source().run().endsWith("extra_threads=0"), row.source().run());
    }

    @Test
    void whatTheRunsDoNotMeasureIsNamedMissingAndWhatDoesNotCountIsPassedOver() {
        OverheadModel m = made();
        assertNull(m.table(Figure.RELEASE));
        assertEquals(MeasuredOverheads.RELEASE_MISSING, m.missingReason(Figure.RELEASE));
        assertEquals(MeasuredOverheads.SCHEDULE_MISSING, m.missingReason(Figure.SCHEDULE));
        String notes = String.join("\n", m.notes());
        assertTrue(notes.contains("gc") && notes.contains("allocation or a system load"), notes);
        assertTrue(notes.contains("cpmd_preemption at 65536 bytes"), notes);
    }

    @Test
    void aFigureNoRunGivesIsMissingNotMadeUp() throws IOException {
        Path out = tmp.resolve("cs-only.json");
        Fixtures.Result r = Fixtures.cli("sched", "overheads", "--out", out.toString(), cs.toString());
        assertEquals(0, r.exit(), r.err());
        OverheadModel m = OverheadModelFile.read(out);
        assertTrue(m.missingReason(Figure.CPMD_MIGRATION).contains("no run among those given"));
        assertTrue(r.out().contains("missing: cross_cpu_wakeup"), r.out());
        assertTrue(r.out().contains("context_switch"), r.out());
    }

    @Test
    void anotherStatisticIsTakenOverTheSameSamples() {
        OverheadModel m = made("--stat", "p99");
        assertEquals("p99", m.statistic());
        assertEquals(198, ns(m, Figure.CONTEXT_SWITCH, 4), "nearest rank 198 of 1..200");
    }

    @Test
    void aBadStatisticIsRefusedAndAnExistingModelKept() throws IOException {
        Fixtures.Result bad = Fixtures.cli("sched", "overheads", "--stat", "mean", cs.toString());
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("--stat 'mean'"), bad.err());
        Path out = tmp.resolve("kept.json");
        Files.writeString(out, "{}");
        Fixtures.Result exists = Fixtures.cli("sched", "overheads", "--out", out.toString(), cs.toString());
        assertEquals(4, exists.exit());
        assertEquals("{}", Files.readString(out));
    }

    @Test
    void theDefaultModelGoesIntoTheFirstFolder() {
        Fixtures.Result r = Fixtures.cli("sched", "overheads", "--quiet", cs.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.isRegularFile(cs.resolve(OverheadsCommand.FILE)));
    }
}
