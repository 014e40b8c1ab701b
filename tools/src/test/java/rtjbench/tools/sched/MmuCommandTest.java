package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.tools.Fixtures;

class MmuCommandTest {
    @TempDir
    Path tmp;

    @Test
    void aCurveARunAndOneChart() throws IOException {
        // 1 s measured; a 20 ms pause at 100 ms and a 20 ms pause at 130 ms
        Path a = SchedFixtures.gcRun(
                tmp.resolve("sweep/jvms=parallel"),
                "parallel",
                "Parallel",
                1000,
                new double[][] {{100, 20}, {130, 20}},
                0);
        Path b = SchedFixtures.gcRun(
                tmp.resolve("sweep/jvms=zgc"), "zgc", "ZGC", 1000, new double[][] {{500, 0.02}}, 30);
        SchedFixtures.sweep(tmp.resolve("sweep"), "periodic", List.of("parallel", "zgc"), "jvms");
        Fixtures.Result r = Fixtures.cli("sched", "mmu", tmp.resolve("sweep").toString());
        assertEquals(0, r.exit(), r.err());
        Path out = tmp.resolve("sweep").resolve(MmuCommand.FOLDER);
        MmuCurve parallel = MmuCsv.read(out.resolve("jvms=parallel.csv"));
        assertEquals(100_000, parallel.window(0));
        assertEquals(1_000_000_000L, parallel.window(parallel.size() - 1), "the curve ends at the phase's length");
        for (int i = 0; i < parallel.size(); i++) {
            long w = parallel.window(i);
            // the worst window: both pauses (40 ms within 50 ms) where it holds them, else all pause
            long paused = w <= 20_000_000 ? w : w <= 30_000_000 ? 20_000_000 : Math.min(w - 10_000_000, 40_000_000);
            assertEquals(w - paused, parallel.available(i), "window " + w);
        }
        assertTrue(Files.isRegularFile(out.resolve("mmu.svg")));
        assertTrue(Files.isRegularFile(out.resolve("mmu.png")));
        assertTrue(r.out().contains("parallel (Parallel) gc_load 300MB/s"), r.out());
        assertTrue(r.out().contains("concurrent collector work not counted: 30.0 ms"), r.out());
        assertTrue(Files.isRegularFile(b.resolve("metadata.json")) && Files.isRegularFile(a.resolve("metadata.json")));
    }

    @Test
    void aFolderWithoutRecordedPausesIsBadData() throws IOException {
        Path run = Fixtures.run(tmp.resolve("plain"), List.of(new long[] {1, 2}));
        Fixtures.Result r = Fixtures.cli("sched", "mmu", run.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("recorded its GC pauses"), r.err());
    }

    @Test
    void existingCurvesAreKept() throws IOException {
        Path run = SchedFixtures.gcRun(tmp.resolve("run"), "g1", "G1", 50, new double[][] {{10, 1}}, 0);
        assertEquals(0, Fixtures.cli("sched", "mmu", "--quiet", run.toString()).exit());
        assertEquals(4, Fixtures.cli("sched", "mmu", "--quiet", run.toString()).exit());
        assertEquals(
                0,
                Fixtures.cli("sched", "mmu", "--quiet", "--force", run.toString())
                        .exit());
        MmuCurve c = MmuCsv.read(run.resolve("mmu").resolve("run.csv"));
        assertEquals(50_000_000L, c.window(c.size() - 1));
        assertEquals(49_000_000L, c.available(c.size() - 1));
    }

    @Test
    void aCurveFileThatIsNotOneIsRefusedNamingLineAndField() throws IOException {
        Path f = tmp.resolve("c.csv");
        for (Map.Entry<String, String> bad : Map.of(
                        "window_ns,mmu,mutator_ns\n100,0.5,x\n", ":2: field mutator_ns",
                        "window_ns,mmu,mutator_ns\n100,1.5,50\n", ":2: field mmu",
                        "window,mmu\n", ":1: the header",
                        "window_ns,mmu,mutator_ns\n100,0.5\n", ":2: 2 cells",
                        "window_ns,mmu,mutator_ns\n200,0.5,100\n100,0.5,50\n", "windows ascend",
                        "window_ns,mmu,mutator_ns\n", "no windows")
                .entrySet()) {
            Files.writeString(f, bad.getKey());
            rtjbench.tools.cli.ToolException e = org.junit.jupiter.api.Assertions.assertThrows(
                    rtjbench.tools.cli.ToolException.class, () -> MmuCsv.read(f));
            assertEquals(2, e.exitCode(), bad.getKey());
            assertTrue(
                    e.getMessage().contains(f.toString()) && e.getMessage().contains(bad.getValue()), e.getMessage());
        }
        Files.writeString(f, "window_ns,mmu\n100,0.5\n200,0.75\n");
        MmuCurve c = MmuCsv.read(f);
        assertEquals(150, c.available(1), "two columns: mmu times the window, rounded down");
    }

    @Test
    void aCollectorModelIsACurveFileOrARunFolder() throws IOException {
        Path run = SchedFixtures.gcRun(tmp.resolve("one"), "g1", "G1", 50, new double[][] {{10, 1}}, 0);
        CollectorModel fromRun = CollectorModel.read(run);
        assertEquals("g1 (G1) gc_load 300MB/s", fromRun.name());
        assertEquals(49_000_000L, fromRun.supply().least(50_000_000L));
        assertEquals(0, Fixtures.cli("sched", "mmu", "--quiet", run.toString()).exit());
        CollectorModel fromCsv = CollectorModel.read(run.resolve("mmu").resolve("one.csv"));
        assertEquals(fromRun.supply().least(3_000_000L), fromCsv.supply().least(3_000_000L));
        SchedFixtures.gcRun(tmp.resolve("two/jvms=a"), "a", "G1", 50, new double[][] {}, 0);
        SchedFixtures.gcRun(tmp.resolve("two/jvms=b"), "b", "G1", 50, new double[][] {}, 0);
        SchedFixtures.sweep(tmp.resolve("two"), "periodic", List.of("a", "b"), "jvms");
        rtjbench.tools.cli.ToolException two = org.junit.jupiter.api.Assertions.assertThrows(
                rtjbench.tools.cli.ToolException.class, () -> CollectorModel.read(tmp.resolve("two")));
        assertEquals(2, two.exitCode());
        assertTrue(two.getMessage().contains("2 runs here recorded GC pauses; name one"), two.getMessage());
        assertEquals(
                2,
                org.junit.jupiter.api.Assertions.assertThrows(
                                rtjbench.tools.cli.ToolException.class,
                                () -> CollectorModel.read(tmp.resolve("nothing")))
                        .exitCode());
    }

    @Test
    void theReportOfARunUnderAnAllocationLoadShowsItsCurve() throws IOException {
        Path loaded = SchedFixtures.gcRun(tmp.resolve("loaded"), "g1", "G1", 50, new double[][] {{10, 1}}, 0);
        assertEquals(0, Fixtures.cli("report", loaded.toString()).exit());
        assertTrue(Files.readString(loaded.resolve("report.html")).contains("Collector: minimum mutator utilisation"));
        Path plain = Fixtures.run(tmp.resolve("plain"), List.of(new long[] {1, 2}));
        assertEquals(0, Fixtures.cli("report", plain.toString()).exit());
        assertTrue(!Files.readString(plain.resolve("report.html")).contains("minimum mutator"));
    }
}
