package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.tools.Fixtures;
import rtjbench.tools.TasksetFixture;
import rtjbench.tools.TasksetFixture.Job;
import rtjbench.tools.TasksetFixture.Task;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.JsonFiles;
import rtjbench.tools.sched.ModelProvenance.Difference;
import rtjbench.tools.sched.ModelProvenance.Machine;

/**
 * Models from elsewhere are never silent: an overhead model's {@code measured_on} and an MMU curve's {@code #}
 * lines say where they were measured, and {@code sched check} refuses one that is not of the run's machine unless
 * asked with {@code --foreign-models}.
 */
class ModelProvenanceTest {
    private static final long MS = 1_000_000L;
    private static final Machine HERE =
            new Machine("AMD EPYC 7B13", "6.18.0", "amd64", true, "OpenJDK 64-Bit Server VM", "17.0.15", "G1");

    @TempDir
    Path tmp;

    @Test
    void aModelOfTheRunsMachineDiffersInNothing() {
        assertEquals(List.of(), ModelProvenance.compare(new ModelProvenance("m.json", HERE.withoutCollector()), HERE));
        assertNull(new ModelProvenance("m.json", HERE).mismatch("overhead model", HERE, "run"));
    }

    @Test
    void eachWayTheMachinesDifferIsNamed() {
        Machine xeon = new Machine(
                "Intel(R) Xeon(R) Processor", "6.12.1", "amd64", false, "OpenJDK 64-Bit Server VM", "21.0.2", null);
        List<Difference> d = ModelProvenance.compare(new ModelProvenance("m.json", xeon), HERE);
        assertEquals(
                List.of(
                        new Difference("CPU model", "Intel(R) Xeon(R) Processor", "AMD EPYC 7B13"),
                        new Difference("kernel", "6.12.1", "6.18.0"),
                        new Difference("virtualised", "false", "true"),
                        new Difference("Java VM version", "21.0.2", "17.0.15")),
                d);
        assertEquals(
                "m.json: the overhead model was measured on another machine than results/r: CPU model: the model's"
                        + " Intel(R) Xeon(R) Processor, the run's AMD EPYC 7B13; kernel: the model's 6.12.1, the run's"
                        + " 6.18.0; virtualised: the model's false, the run's true; Java VM version: the model's"
                        + " 21.0.2, the run's 17.0.15",
                new ModelProvenance("m.json", xeon).mismatch("overhead model", HERE, "results/r"));
    }

    @Test
    void whatAModelDoesNotRecordIsNotComparedButAModelRecordingNothingIsOfNoMachine() {
        Machine cpuOnly = new Machine("AMD EPYC 7B13", null, null, null, null, null, null);
        assertEquals(List.of(), ModelProvenance.compare(new ModelProvenance("m", cpuOnly), HERE));
        Machine zgc = new Machine(null, null, null, null, null, null, "Z");
        assertEquals(
                List.of(new Difference("collector", "Z", "G1")),
                ModelProvenance.compare(new ModelProvenance("mmu.csv", zgc), HERE));
        List<Difference> none = ModelProvenance.compare(new ModelProvenance("m", null), HERE);
        assertEquals(1, none.size());
        assertEquals("machine", none.get(0).field());
        assertTrue(new ModelProvenance("m", null)
                .mismatch("overhead model", HERE, "results/r")
                .startsWith("m: the overhead model does not say which machine it was measured on"));
    }

    @Test
    void aRunsMachineIsReadAsTheResultsDatabaseReadsIt() throws Exception {
        Path run = Fixtures.run(tmp.resolve("run"), List.of(new long[] {1, 2}));
        Machine m = Machine.of(JsonFiles.read(run.resolve("metadata.json")));
        assertEquals(new Machine("Test CPU", "6.1", "amd64", true, "Test VM", "17.0.1", "default"), m);
        Machine other = new Machine("Other CPU", "6.1", "amd64", true, "Test VM", "17.0.1", "default");
        Machine both = Machine.common(List.of(m, other));
        assertEquals("Test CPU | Other CPU", both.cpuModel(), "a model of two machines is of neither");
        assertEquals("6.1", both.kernel());
    }

    @Test
    void anOverheadModelReadsBackWithItsMachine() throws Exception {
        Path f = tmp.resolve("m.json");
        Files.writeString(
                f,
                OverheadModelFile.text(
                        OverheadModelFileTest.model(),
                        new OverheadModelFile.Made("test", "2026-11-26T00:00:00Z", List.of("a")),
                        HERE));
        assertFalse(JsonFiles.read(f).path("measured_on").has("collector"), "an overhead model has no collector");
        assertEquals(
                HERE.withoutCollector(), OverheadModelFile.load(f).provenance().machine());
        assertNull(
                OverheadModelFile.load(OverheadModelFileTest.root().resolve("docs/overheads/seed004-epos.json"))
                        .provenance()
                        .machine(),
                "figures from a paper name no machine");
        Files.writeString(
                f, Files.readString(f).replace("\"cpu_model\": \"AMD EPYC 7B13\"", "\"cpu\": \"AMD EPYC 7B13\""));
        ToolException e = assertThrows(ToolException.class, () -> OverheadModelFile.load(f));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("field measured_on.cpu: unknown"), e.getMessage());
    }

    @Test
    void schedOverheadsAndSchedMmuRecordTheMachineTheirRunsRanOn() throws Exception {
        Path cs = SchedFixtures.run(
                tmp.resolve("cs"), "context_switch", Map.of(), List.of(new long[] {1000, 2000}), m -> {});
        Fixtures.Result r = Fixtures.cli("sched", "overheads", cs.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("measured on: Test CPU, kernel 6.1, amd64, a virtual machine, Test VM 17.0.1"));
        assertEquals(
                new Machine("Test CPU", "6.1", "amd64", true, "Test VM", "17.0.1", null),
                OverheadModelFile.load(cs.resolve(OverheadsCommand.FILE))
                        .provenance()
                        .machine());

        Path gc = SchedFixtures.gcRun(tmp.resolve("gc"), "zgc", "ZGC", 1000, new double[][] {{500, 1}}, 0);
        assertEquals(0, Fixtures.cli("sched", "mmu", gc.toString()).exit());
        Path csv = gc.resolve(MmuCommand.FOLDER).resolve("gc.csv");
        String text = Files.readString(csv);
        assertTrue(text.startsWith("# run: ") && text.contains("\n# cpu_model: Test CPU\n"), text);
        MmuCsv.Loaded back = MmuCsv.load(csv);
        assertEquals(
                new Machine("Test CPU", "6.1", "amd64", true, "Test VM", "17.0.1", "default"),
                back.provenance().machine());
        MmuCurve c = back.curve();
        assertEquals(100_000, c.window(0), "the curve below the # lines reads as before");
    }

    /** A one-task partitioned-fp run on the fixture's machine (Test CPU, Linux 6.1, OpenJDK 64-Bit Server VM). */
    private Path tasksetRun() throws Exception {
        long t0 = 1_000 * MS;
        return new TasksetFixture("partitioned-fp")
                .task(
                        new Task("t1", 10 * MS, 2 * MS, 10 * MS, 0, -1),
                        List.of(new Job(t0, t0, t0 + 1900_000, 1900_000, 0)))
                .write(tmp.resolve("taskset"));
    }

    @Test
    void schedCheckRefusesAModelOfAnotherMachineNamingTheDifference() throws Exception {
        Path run = tasksetRun();
        Path docsModel = OverheadModelFileTest.root().resolve("docs/overheads/measured-2026-11-26-xeon-kvm.json");
        Fixtures.Result r = Fixtures.cli("sched", "check", run.toString(), "--overheads", docsModel.toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertEquals("", r.out(), "nothing printed before the refusal");
        assertTrue(
                r.err()
                        .contains("the overhead model was measured on another machine than " + run + ": CPU model: the"
                                + " model's Intel(R) Xeon(R) Processor, the run's Test CPU. A verdict about this machine needs"
                                + " models of it"),
                r.err());
        assertTrue(r.err().contains("pass --foreign-models"), r.err());

        Fixtures.Result asked =
                Fixtures.cli("sched", "check", run.toString(), "--overheads", docsModel.toString(), "--foreign-models");
        assertEquals(0, asked.exit(), asked.out() + asked.err());
        assertTrue(
                asked.out()
                        .contains("  models from another machine, used as --foreign-models asks: " + docsModel
                                + ": the overhead model was measured on another machine"),
                asked.out());
    }

    @Test
    void schedCheckUsesAModelOfTheRunsMachineWithoutAWord() throws Exception {
        Path run = tasksetRun();
        Path model = tmp.resolve("here.json");
        Files.writeString(
                model,
                OverheadModelFile.text(
                        OverheadModelFileTest.model(), null, Machine.of(JsonFiles.read(run.resolve("metadata.json")))));
        Fixtures.Result r = Fixtures.cli("sched", "check", run.toString(), "--overheads", model.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("overheads: Test VM on a test CPU"), r.out());
        assertFalse(r.out().contains("another machine"), r.out());
    }

    @Test
    void anMmuCurveThatNamesNoMachineIsRefusedAndTheRunFolderItselfIsOfItsMachine() throws Exception {
        Path run = tasksetRun();
        Path mmu = OverheadModelFileTest.root().resolve("docs/mmu/zgc-17-300mbs.csv");
        Fixtures.Result r = Fixtures.cli("sched", "check", run.toString(), "--collector", mmu.toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(
                r.err().contains(mmu + ": the collector model does not say which machine it was measured on"), r.err());
        Path xeon = OverheadModelFileTest.root().resolve("docs/overheads/measured-2026-11-26-xeon-kvm.json");
        Fixtures.Result both = Fixtures.cli(
                "sched", "check", run.toString(), "--collector", mmu.toString(), "--overheads", xeon.toString());
        assertEquals(2, both.exit());
        assertTrue(
                both.err().contains("the overhead model was measured on another machine")
                        && both.err().contains("the collector model does not say"),
                "each model from elsewhere is named: " + both.err());
        ModelProvenance own = CollectorModel.read(
                        SchedFixtures.gcRun(tmp.resolve("gc"), "zgc", "ZGC", 1000, new double[][] {{500, 1}}, 0))
                .provenance();
        assertEquals("Test CPU", own.machine().cpuModel());
    }
}
