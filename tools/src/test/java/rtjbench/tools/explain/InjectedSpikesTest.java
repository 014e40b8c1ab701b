package rtjbench.tools.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;

/**
 * The real periodic testapp, run in this VM with explain_above, while known causes are injected beside it:
 * a System.gc() every 250 ms, and (where tracefs and SCHED_FIFO are at hand) a SCHED_FIFO thread that spins
 * for 3 ms on the measured CPU between them. Each injection that falls in the measured phase must be named
 * on the spike it made: the GC with its cause, the spinning thread as a task.
 */
class InjectedSpikesTest {
    private static final long SPIN_NANOS = 3_000_000L;

    @TempDir
    Path tmp;

    @AfterEach
    void clearProperties() {
        System.clearProperty("rtjbench.tracefs");
        System.clearProperty("rtjbench.explain.vm");
    }

    @ParameterizedTest
    @CsvSource({"log, unified_logging", "notifications, gc_notifications"})
    void whereJfrIsNotUsedTheFallbackSourceStillNamesTheGc(String forced, String kind) throws Exception {
        System.setProperty("rtjbench.explain.vm", forced);
        ThreadControl control = ThreadControls.detect();
        Injections inj = new Injections(control, lastCpu(control), false);
        RunDir run = run(periodicArgs(lastCpu(control), "1ms", false), inj, new StringBuilder());
        JsonNode source = run.metadata().path("explain").path("vm_source");
        assertEquals(kind, source.path("kind").asText(), source.toString());
        Explanation e = Explanation.of(run);
        System.out.println(forced + ": " + e.summary());
        boolean named = false;
        for (long[] gc : inj.gcs) named |= named(e, gc, "gc", "System.gc()");
        assertTrue(named, "no injected System.gc() named from " + kind + ": " + e.summary());
    }

    @Test
    void aSystemGcAndAFifoHogOnTheMeasuredCpuAreEachNamed() throws Exception {
        ThreadControl control = ThreadControls.detect();
        int cpu = lastCpu(control);
        boolean hog = control.isAvailable() && fifoAllowed(control) && tracefsWritable();
        Injections inj = new Injections(control, cpu, hog);
        RunDir run =
                run(periodicArgs(cpu, "1ms", control.isAvailable() && fifoAllowed(control)), inj, new StringBuilder());
        JsonNode explain = run.metadata().path("explain");
        assertEquals("jfr", explain.path("vm_source").path("kind").asText(), explain.toString());
        Explanation e = Explanation.of(run);
        System.out.println("injected: " + e.summary() + "\n  " + e.sources());
        long from = explain.path("measured_from_ns").asLong();
        long to = explain.path("measured_to_ns").asLong();
        int gcs = 0;
        for (long[] gc : inj.gcs) {
            if (gc[0] < from + 5_000_000 || gc[1] > to - 5_000_000) continue;
            gcs++;
            assertTrue(
                    named(e, gc, "gc", "System.gc()"),
                    "the System.gc() from " + gc[0] + " to " + gc[1] + " is on no spike as gc:*System.gc()*: "
                            + spikesAround(e, gc));
        }
        assertTrue(gcs > 0, "no System.gc() fell in the measured phase " + from + ".." + to);
        if (!hog) {
            assumeTrue(
                    false,
                    "the SCHED_FIFO hog needs tracefs and SCHED_FIFO (root or CAP_SYS_NICE); the GC part passed");
        }
        int hogs = 0;
        for (long[] h : inj.hogs) {
            if (h[0] < from + 5_000_000 || h[1] > to - 5_000_000) continue;
            hogs++;
            assertTrue(
                    named(e, h, "task", "rtjbench-hog"),
                    "the FIFO hog from " + h[0] + " to " + h[1] + " is on no spike as task:rtjbench-hog*: "
                            + spikesAround(e, h));
        }
        assertTrue(hogs > 0, "no hog burst fell in the measured phase");
    }

    @Test
    void withoutTracefsTheRunSaysSoOnceAndStillNamesTheGc() throws Exception {
        Path empty = Files.createDirectory(tmp.resolve("no-tracefs"));
        System.setProperty("rtjbench.tracefs", empty.toString());
        ThreadControl control = ThreadControls.detect();
        int cpu = lastCpu(control);
        Injections inj = new Injections(control, cpu, false);
        StringBuilder console = new StringBuilder();
        Path top = runTop(periodicArgs(cpu, "500us,1ms", false), inj, console);
        List<RunDir> runs = ResultTree.load(top).runs();
        assertEquals(2, runs.size(), console.toString());
        for (RunDir r : runs) assertInTheResultsFormat(r);
        int said = console.toString().split("no trace of the measured CPUs", -1).length - 1;
        assertEquals(1, said, "the missing trace said once for the session:\n" + console);
        boolean named = false;
        for (RunDir run : runs) {
            JsonNode tracefs = run.metadata().path("explain").path("tracefs");
            assertFalse(tracefs.path("present").asBoolean(true), tracefs.toString());
            assertTrue(tracefs.path("reason").asText().contains(empty.toString()), tracefs.toString());
            Explanation e = Explanation.of(run);
            System.out.println("without tracefs: " + e.summary() + "\n  " + e.sources());
            assertTrue(e.sources().contains("trace none"), e.sources());
            for (long[] gc : inj.gcs) named |= named(e, gc, "gc", "System.gc()");
        }
        assertTrue(named, "no injected System.gc() named without a trace");
    }

    /** Whether a spike whose window overlaps {@code what} lists a cause of {@code kind} whose detail holds {@code detail}. */
    private static boolean named(Explanation e, long[] what, String kind, String detail) {
        for (Spike s : e.spikes()) {
            if (s.end() < what[0] || s.start() > what[1]) continue;
            for (Cause c : s.causes()) {
                if (c.kind().equals(kind) && c.detail().contains(detail)) return true;
            }
        }
        return false;
    }

    private static String spikesAround(Explanation e, long[] what) {
        StringBuilder sb = new StringBuilder();
        for (Spike s : e.spikes()) {
            if (s.end() < what[0] - 5_000_000 || s.start() > what[1] + 5_000_000) continue;
            sb.append("\n  ").append(s);
        }
        return sb.length() == 0 ? "(no spike within 5 ms)" : sb.toString();
    }

    private String periodicArgs(int cpu, String periods, boolean fifo) {
        return "<testapp name=\"periodic\">"
                + "<arg name=\"period\" value=\"" + periods + "\"/>"
                + "<arg name=\"count\" value=\"600\"/>"
                + "<arg name=\"warmup\" value=\"100\"/>"
                + "<arg name=\"cpus\" value=\"" + cpu + "\"/>"
                + (fifo ? "<arg name=\"scheduling_policy\" value=\"fifo\"/><arg name=\"priority\" value=\"20\"/>" : "")
                + "<arg name=\"explain_above\" value=\"200us\"/>"
                + "<arg name=\"fork\" value=\"false\"/>"
                + "<arg name=\"mlockall\" value=\"false\"/>"
                + "<arg name=\"cpu_dma_latency\" value=\"off\"/>"
                + "<arg name=\"datadir\" value=\"" + tmp.resolve("results") + "\"/>"
                + "</testapp>";
    }

    private RunDir run(String args, Injections inj, StringBuilder console) throws Exception {
        List<RunDir> runs = ResultTree.load(runTop(args, inj, console)).runs();
        assertEquals(1, runs.size());
        assertInTheResultsFormat(runs.get(0));
        return runs.get(0);
    }

    /** The run's metadata, explain block included, against docs/schema. */
    private static void assertInTheResultsFormat(RunDir run) throws Exception {
        Path schemaDir = null;
        for (Path p = Path.of("").toAbsolutePath(); p != null && schemaDir == null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("docs/schema"))) schemaDir = p.resolve("docs/schema");
        }
        assertTrue(schemaDir != null, "docs/schema not found");
        Schema schema;
        try (InputStream in = Files.newInputStream(schemaDir.resolve("rtjbench-run-1.schema.json"))) {
            schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(in);
        }
        List<String> problems = schema.validate(run.metadata()).stream()
                .map(e -> e.getInstanceLocation() + ": " + e.getMessage())
                .toList();
        assertEquals(List.of(), problems, run.dir() + "/metadata.json");
    }

    private Path runTop(String args, Injections inj, StringBuilder console) throws Exception {
        Path file = tmp.resolve("explain.xml");
        Files.writeString(file, args);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        inj.start();
        int status;
        try {
            status = rtjbench.core.run.Main.run(
                    new String[] {"--quiet", file.toString()},
                    new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
        } finally {
            inj.stop();
        }
        console.append(out.toString(StandardCharsets.UTF_8)).append(err.toString(StandardCharsets.UTF_8));
        assertEquals(0, status, console.toString());
        try (Stream<Path> dirs = Files.list(tmp.resolve("results"))) {
            return dirs.filter(Files::isDirectory).findFirst().orElseThrow();
        }
    }

    private static int lastCpu(ThreadControl control) throws NativeCallException {
        if (!control.isAvailable()) return 0;
        List<Integer> cpus = control.getAffinity().cpus();
        return cpus.get(cpus.size() - 1);
    }

    private static boolean fifoAllowed(ThreadControl control) {
        boolean[] ok = new boolean[1];
        Thread t = new Thread(() -> {
            try {
                control.setScheduler(SchedPolicy.FIFO, 1);
                ok[0] = true;
            } catch (NativeCallException e) {
                ok[0] = false;
            }
        });
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return ok[0];
    }

    private static boolean tracefsWritable() {
        Path instances = Path.of("/sys/kernel/tracing/instances");
        return Files.isDirectory(instances) && Files.isWritable(instances);
    }

    /** The injector: every 250 ms a System.gc(), and 125 ms later a SCHED_FIFO spin on the measured CPU. */
    private static final class Injections {
        final List<long[]> gcs = new ArrayList<>();
        final List<long[]> hogs = new ArrayList<>();
        private final ThreadControl control;
        private final int cpu;
        private final boolean hog;
        private final AtomicBoolean stop = new AtomicBoolean();
        private Thread gcThread;
        private Thread hogThread;

        Injections(ThreadControl control, int cpu, boolean hog) {
            this.control = control;
            this.cpu = cpu;
            this.hog = hog;
        }

        void start() {
            stop.set(false);
            gcThread = new Thread(
                    () -> {
                        while (!stop.get()) {
                            sleep(250);
                            long a = System.nanoTime();
                            System.gc();
                            long b = System.nanoTime();
                            synchronized (gcs) {
                                gcs.add(new long[] {a, b});
                            }
                        }
                    },
                    "rtjbench-gc");
            gcThread.setDaemon(true);
            gcThread.start();
            if (!hog) return;
            hogThread = new Thread(
                    () -> {
                        try {
                            control.setAffinity(CpuList.of(cpu));
                            sleep(125);
                            control.setScheduler(SchedPolicy.FIFO, 50);
                        } catch (NativeCallException e) {
                            return;
                        }
                        while (!stop.get()) {
                            long a = System.nanoTime();
                            while (System.nanoTime() - a < SPIN_NANOS) {
                                Thread.onSpinWait();
                            }
                            long b = System.nanoTime();
                            synchronized (hogs) {
                                hogs.add(new long[] {a, b});
                            }
                            sleep(250);
                        }
                    },
                    "rtjbench-hog");
            hogThread.setDaemon(true);
            hogThread.start();
        }

        void stop() throws InterruptedException {
            stop.set(true);
            gcThread.join();
            if (hogThread != null) hogThread.join();
        }

        private static void sleep(long ms) {
            try {
                Thread.sleep(ms);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
