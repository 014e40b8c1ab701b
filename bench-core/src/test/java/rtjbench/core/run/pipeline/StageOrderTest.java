package rtjbench.core.run.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.os.PmQosHolder;
import rtjbench.core.os.PmQosStatus;
import rtjbench.core.platform.PlatformReader;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.console.Progress;
import rtjbench.core.testing.TestOpBenchmark;

/**
 * The stages' order is checked where a pipeline is made: a stage placed before what it reads is refused, naming
 * both; and a part read before it is given, or given twice, fails with its name rather than a null.
 */
class StageOrderTest {
    @TempDir
    Path dir;

    private static RunSession session() {
        PrintStream out = new PrintStream(new ByteArrayOutputStream());
        return new RunSession(
                out,
                new Progress(out, new ConsoleMode(true, false, false), 1),
                new EnvironmentProbe().probe(),
                ClockSelector.standard());
    }

    @Test
    void theStandardStagesAndTheNativeOnesAreInAnOrderTheirPartsAllow() {
        RunSession session = session();
        PointPipeline.checkOrder(RunStages.standard(session), PointPipeline.TEST_THREADS);
        // around a C reference: the platform without a workload, which it reads only where a stage gives one
        PointPipeline.checkOrder(
                Arrays.<RunStage>asList(
                        new PlatformStages.PmQosRequest(session),
                        new PlatformStages.PlatformRecord(session, PlatformReader.system()),
                        LoadStages.systemLoad(session)),
                new PointPipeline.Measurement() {
                    @Override
                    public void measure(PointRun run) {}
                });
    }

    @Test
    void aStageBeforeWhatItReadsIsRefusedNamingBoth() {
        List<RunStage> stages = new ArrayList<>(RunStages.standard(session()));
        RunStage accounting = stages.get(indexOf(stages, RunStages.JvmAccounting.class));
        stages.remove(accounting);
        stages.add(indexOf(stages, RunStages.WorkloadPreparation.class), accounting);
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> new PointPipeline(session(), stages), "accounting first");
        assertEquals(
                "JvmAccounting reads the workload, which WorkloadPreparation gives only after it: place JvmAccounting"
                        + " after WorkloadPreparation",
                e.getMessage());
    }

    @Test
    void aStageOrMeasurementWithoutWhatItReadsIsRefused() {
        RunSession session = session();
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> new PointPipeline(session, Collections.<RunStage>singletonList(new ColdStart())));
        assertTrue(
                e.getMessage().startsWith("ColdStart reads the run's clock, which no stage before it gives"),
                e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class, () -> new PointPipeline(session, Collections.<RunStage>emptyList()));
        assertEquals(
                "the measurement reads the test threads, which no stage before it gives: add WorkloadPreparation"
                        + " before it",
                e.getMessage());
    }

    @Test
    void aPartReadWhereGivenMustComeFromAnEarlierStage() {
        RunSession session = session();
        List<RunStage> stages = new ArrayList<>(RunStages.standard(session));
        RunStage platform = stages.get(indexOf(stages, PlatformStages.PlatformRecord.class));
        stages.remove(platform);
        stages.add(indexOf(stages, RunStages.WorkloadPreparation.class), platform);
        assertThrows(IllegalArgumentException.class, () -> new PointPipeline(session, stages));
    }

    @Test
    void aPartReadBeforeItIsGivenOrGivenTwiceSaysWhich() {
        TestOpBenchmark b = new TestOpBenchmark();
        Config config = Config.of("testop", CommonArgs.with(b.arguments()), Collections.<String, String>emptyMap());
        PointRun run = new PointRun(b, config, dir, new LinkedHashMap<String, Object>());
        IllegalStateException e = assertThrows(IllegalStateException.class, run::testThreads);
        assertEquals(
                "the test threads of testop is read before WorkloadPreparation gave it: a stage that needs it runs"
                        + " before that stage (see RunStage.needs)",
                e.getMessage());
        assertThrows(IllegalStateException.class, run::clock);
        PmQosHolder holder = new PmQosHolder(dir.resolve("cpu_dma_latency"));
        PmQosStatus status = holder.request(config.get(CommonArgs.CPU_DMA_LATENCY));
        holder.close();
        run.pmQos(status);
        assertSame(status, run.pmQos());
        assertThrows(IllegalStateException.class, () -> run.pmQos(status), "set once");
    }

    private static int indexOf(List<RunStage> stages, Class<?> type) {
        for (int i = 0; i < stages.size(); i++) {
            if (type.isInstance(stages.get(i))) {
                return i;
            }
        }
        throw new AssertionError(type + " is not a standard stage");
    }
}
