package rtjbench.tools.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.sun.management.GarbageCollectionNotificationInfo;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;
import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
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
 * The real periodic testapp, run in this VM with explain_above, while known causes are injected beside it
 * once the measured phase has begun: (where tracefs and SCHED_FIFO are at hand) a SCHED_FIFO thread that spins
 * for 3 ms on the measured CPU, then a System.gc(). Each injection must be named on the spike it made: the GC
 * with its cause, the spinning thread as a task with its own kernel id.
 */
class InjectedSpikesTest {
    private static final long SPIN_NANOS = 3_000_000L;
    /** Forces the source of the VM's events. */
    private static final String VM_SOURCE = "rtjbench.explain.vm";
    /** Releases in the first try of a run; enough on a quiet machine, and on one with two CPU hogs beside. */
    private static final int SHORTEST_COUNT = 600;
    /** How much longer each further try is. */
    private static final int LONGER = 4;

    private static final int ATTEMPTS = 3;
    /** How long after its measured phase began a run is injected: two of the longest period run here (1 ms). */
    private static final long AFTER_THE_FIRST_RELEASE_NANOS = 2_000_000L;

    @TempDir
    Path tmp;

    @AfterEach
    void clearProperties() {
        System.clearProperty("rtjbench.tracefs");
        System.clearProperty(VM_SOURCE);
    }

    @ParameterizedTest
    @CsvSource({"log, unified_logging", "notifications, gc_notifications"})
    void whereJfrIsNotUsedTheFallbackSourceStillNamesTheGc(String forced, String kind) throws Exception {
        System.setProperty(VM_SOURCE, forced);
        ThreadControl control = ThreadControls.detect();
        Injected r = runInjected(new Injections(control, lastCpu(control), false), "1ms", false, new StringBuilder());
        RunDir run = r.only();
        JsonNode source = run.metadata().path("explain").path("vm_source");
        assertEquals(kind, source.path("kind").asText(), source.toString());
        Explanation e = Explanation.of(run);
        System.out.println(forced + ": " + e.summary());
        assertEquals(1, r.injections.gcs.size(), "one System.gc() injected in the measured phase");
        long[] gc = r.injections.gcs.get(0);
        assertTrue(
                named(e, gc, "gc", "System.gc()"),
                "the injected System.gc() is not named from " + kind + ": " + e.summary() + spikesAround(e, gc));
    }

    @Test
    void aSystemGcAndAFifoHogOnTheMeasuredCpuAreEachNamed() throws Exception {
        ThreadControl control = ThreadControls.detect();
        int cpu = lastCpu(control);
        boolean fifo = control.isAvailable() && fifoAllowed(control);
        boolean hog = fifo && tracefsWritable();
        Injected r = runInjected(new Injections(control, cpu, hog), "1ms", fifo, new StringBuilder());
        RunDir run = r.only();
        JsonNode explain = run.metadata().path("explain");
        assertEquals("jfr", explain.path("vm_source").path("kind").asText(), explain.toString());
        Explanation e = Explanation.of(run);
        System.out.println("injected: " + e.summary() + "\n  " + e.sources());
        assertEquals(1, r.injections.gcs.size(), "one System.gc() injected in the measured phase");
        long[] gc = r.injections.gcs.get(0);
        assertTrue(
                named(e, gc, "gc", "System.gc()"),
                "the System.gc() from " + gc[0] + " to " + gc[1] + " is on no spike as gc:*System.gc()*: "
                        + spikesAround(e, gc));
        if (!hog) {
            assumeTrue(
                    false,
                    "the SCHED_FIFO hog needs tracefs and SCHED_FIFO (root or CAP_SYS_NICE); the GC part passed");
        }
        assertEquals(1, r.injections.hogs.size(), "one FIFO spin injected in the measured phase");
        long[] h = r.injections.hogs.get(0);
        String hogTask = "rtjbench-hog/" + h[2];
        assertTrue(
                named(e, h, "task", hogTask),
                "the FIFO spin from " + h[0] + " to " + h[1] + " is on no spike as task:" + hogTask + ": "
                        + spikesAround(e, h));
    }

    @Test
    void withoutTracefsTheRunSaysSoOnceAndStillNamesTheGc() throws Exception {
        Path empty = Files.createDirectory(tmp.resolve("no-tracefs"));
        System.setProperty("rtjbench.tracefs", empty.toString());
        ThreadControl control = ThreadControls.detect();
        StringBuilder console = new StringBuilder();
        Injected r = runInjected(new Injections(control, lastCpu(control), false), "500us,1ms", false, console);
        assertEquals(2, r.runs.size(), console.toString());
        int said = r.lastConsole.split("no trace of the measured CPUs", -1).length - 1;
        assertEquals(1, said, "the missing trace said once for the session:\n" + r.lastConsole);
        assertFalse(r.injections.gcs.isEmpty(), "no System.gc() injected in a measured phase");
        boolean named = false;
        for (RunDir run : r.runs) {
            JsonNode tracefs = run.metadata().path("explain").path("tracefs");
            assertFalse(tracefs.path("present").asBoolean(true), tracefs.toString());
            assertTrue(tracefs.path("reason").asText().contains(empty.toString()), tracefs.toString());
            Explanation e = Explanation.of(run);
            System.out.println("without tracefs: " + e.summary() + "\n  " + e.sources());
            assertTrue(e.sources().contains("trace none"), e.sources());
            for (long[] gc : r.injections.gcs) named |= named(e, gc, "gc", "System.gc()");
        }
        assertTrue(named, "no injected System.gc() named without a trace");
    }

    /** The runs of one args file and what was injected into them, with the console of the last try. */
    private record Injected(List<RunDir> runs, Injections injections, String lastConsole) {
        RunDir only() {
            assertEquals(1, runs.size(), lastConsole);
            return runs.get(0);
        }
    }

    /**
     * Runs periodic at {@code periods} with the injections, each point's injections inside its measured
     * releases. They start as soon as the measured phase has begun, but a loaded machine can stretch a
     * System.gc() past a short run's end (hundreds of ms seen beside a dozen builds), and, where the GC is placed
     * by when its notification arrived (the notifications source), delay that notification as long; and a spin
     * that delayed no measured release made no spike to name. Such a try proves nothing either way, so it is run
     * again, {@value #LONGER}x longer, before the test gives up.
     */
    private Injected runInjected(Injections injections, String periods, boolean fifo, StringBuilder console)
            throws Exception {
        StringBuilder unproven = new StringBuilder();
        int count = SHORTEST_COUNT;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++, count *= LONGER) {
            Injections inj = injections.fresh();
            StringBuilder tryConsole = new StringBuilder();
            Path datadir = tmp.resolve("results-" + attempt);
            List<RunDir> runs = ResultTree.load(
                            runTop(periodicArgs(inj.cpu, periods, count, fifo, datadir), datadir, inj, tryConsole))
                    .runs();
            console.append(tryConsole);
            for (RunDir run : runs) assertInTheResultsFormat(run);
            List<Releases> measured = new ArrayList<>();
            for (RunDir run : runs) measured.add(Releases.of(run));
            String why = whyNothingIsProven(measured, inj, "notifications".equals(System.getProperty(VM_SOURCE)));
            if (why.isEmpty()) return new Injected(runs, inj, tryConsole.toString());
            System.out.println("count " + count + " proves nothing, so longer:" + why);
            unproven.append("\n  count ").append(count).append(": ").append(why);
        }
        throw new AssertionError(
                "no try had every injection inside the measured releases, each spin delaying one:" + unproven);
    }

    /**
     * Why a try proves nothing, or empty: an injection outside every run's measured releases, or a spin on the
     * measured CPU that delayed no measured release (none was due while it spun, or the one due woke before the
     * spin ended: then the spin did not hold the measured CPU, and its CPUs are said).
     */
    private static String whyNothingIsProven(List<Releases> runs, Injections inj, boolean placedByDelivery) {
        StringBuilder why = new StringBuilder();
        List<long[]> all = new ArrayList<>();
        for (long[] gc : inj.gcs) {
            // Placed by when its notification arrived, a GC must have been reported inside the run too.
            all.add(placedByDelivery ? new long[] {gc[0], Math.max(gc[1], gc[2] < 0 ? Long.MAX_VALUE : gc[2])} : gc);
        }
        for (long[] hog : inj.hogs) all.add(new long[] {hog[0], hog[1]});
        for (long[] injected : all) {
            boolean inside = false;
            for (Releases run : runs) inside |= run.cover(injected[0], injected[1]);
            if (!inside) {
                why.append(' ')
                        .append(injected[0])
                        .append("..")
                        .append(injected[1])
                        .append(" outside");
            }
        }
        for (long[] hog : inj.hogs) {
            boolean delayedOne = false;
            StringBuilder seen = new StringBuilder();
            for (Releases run : runs) {
                String notDelayed = run.notDelayedBy(hog[0], hog[1]);
                delayedOne |= notDelayed.isEmpty();
                seen.append(notDelayed);
            }
            if (!delayedOne) {
                why.append(" the spin ").append(hog[0]).append("..").append(hog[1]);
                why.append(" (on CPU ")
                        .append(hog[3])
                        .append(" as it began, ")
                        .append(hog[4])
                        .append(" as it ended)");
                why.append(" delayed no release:").append(seen);
            }
        }
        if (why.length() > 0) {
            for (Releases run : runs)
                why.append("; measured ").append(run.due[0]).append("..").append(run.lastWake());
        }
        return why.toString();
    }

    /** The measured releases of a run's first thread: when each was due and when it woke (System.nanoTime). */
    private record Releases(long[] due, long[] woke) {
        static Releases of(RunDir run) throws IOException {
            JsonNode thread = run.metadata().path("explain").path("threads").get(0);
            List<String> ends = Files.readAllLines(run.dir()
                    .resolve("explain")
                    .resolve(thread.path("ends_file").asText()));
            String threadName = thread.path("thread").asText();
            Path samplesFile = run.threads().stream()
                    .filter(t -> t.name().equals(threadName))
                    .findFirst()
                    .orElseThrow()
                    .file();
            List<String> samples = Files.readAllLines(samplesFile);
            long[] due = new long[ends.size()];
            long[] woke = new long[ends.size()];
            for (int i = 0; i < due.length; i++) {
                woke[i] = Long.parseLong(ends.get(i).trim());
                due[i] = woke[i] - Long.parseLong(samples.get(i).trim());
            }
            return new Releases(due, woke);
        }

        long lastWake() {
            return woke[woke.length - 1];
        }

        boolean cover(long from, long to) {
            return due[0] <= from && to <= lastWake();
        }

        /**
         * Empty where a release due while [{@code from}, {@code to}) ran woke at its end or later (the spin
         * delayed it); otherwise the releases due then and when they woke, or that none was due.
         */
        String notDelayedBy(long from, long to) {
            StringBuilder seen = new StringBuilder();
            for (int i = 0; i < due.length && due[i] < to; i++) {
                if (due[i] < from) continue;
                if (woke[i] >= to) return "";
                seen.append(" release ")
                        .append(i)
                        .append(" due ")
                        .append(due[i])
                        .append(" woke ")
                        .append(woke[i]);
            }
            return seen.length() == 0 ? " none due while it spun" : seen.toString();
        }
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

    private static String periodicArgs(int cpu, String periods, int count, boolean fifo, Path datadir) {
        return "<testapp name=\"periodic\">"
                + "<arg name=\"period\" value=\"" + periods + "\"/>"
                + "<arg name=\"count\" value=\"" + count + "\"/>"
                + "<arg name=\"warmup\" value=\"100\"/>"
                + "<arg name=\"cpus\" value=\"" + cpu + "\"/>"
                + (fifo ? "<arg name=\"scheduling_policy\" value=\"fifo\"/><arg name=\"priority\" value=\"20\"/>" : "")
                + "<arg name=\"explain_above\" value=\"200us\"/>"
                + "<arg name=\"fork\" value=\"false\"/>"
                + "<arg name=\"mlockall\" value=\"false\"/>"
                + "<arg name=\"cpu_dma_latency\" value=\"off\"/>"
                + "<arg name=\"datadir\" value=\"" + datadir + "\"/>"
                + "</testapp>";
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

    /** Runs {@code args} with the injections; the one results folder made under {@code datadir}. */
    private Path runTop(String args, Path datadir, Injections inj, StringBuilder console) throws Exception {
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
        try (Stream<Path> dirs = Files.list(datadir)) {
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

    /**
     * The injector. It waits for evidence, not for time: the run's {@code rtjbench-explain} thread (the one
     * that switches tracing and steal sampling on when every test thread has ended its warm-up) ending says the
     * measured phase has begun and the trace covers it. Then, each measured phase, it injects what the test
     * can check it caused: a SCHED_FIFO spin of {@value #SPIN_NANOS} ns on the measured CPU by a thread made
     * and placed beforehand (named by its own kernel id), then a System.gc() (the only one in the VM), each
     * recorded with the System.nanoTime around it.
     */
    private static final class Injections {
        /** The helper thread of the run's explain stage; it ends once the measured phase has begun. */
        private static final String MEASURED_PHASE_STARTER = "rtjbench-explain";

        /** {from, to, when the VM's GC notification for it arrived (-1: none within 10 s)}. */
        final List<long[]> gcs = new ArrayList<>();
        /** {from, to, the spinning thread's kernel id, its CPU as the spin began, as it ended}. */
        final List<long[]> hogs = new ArrayList<>();

        private final ThreadControl control;
        private final int cpu;
        private final boolean hog;
        private final AtomicBoolean stop = new AtomicBoolean();
        private final Semaphore spin = new Semaphore(0);
        private final Semaphore spun = new Semaphore(0);
        private final CountDownLatch hogReady = new CountDownLatch(1);
        private volatile String hogProblem;
        private final Semaphore delivered = new Semaphore(0);
        private volatile long deliveredAt;
        private final NotificationListener gcReported = (notification, handback) -> {
            if (!notification.getType().equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
                return;
            }
            GarbageCollectionNotificationInfo info =
                    GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
            if (info.getGcCause().equals("System.gc()")) {
                deliveredAt = System.nanoTime();
                delivered.release();
            }
        };
        private Thread injector;
        private Thread hogThread;

        Injections(ThreadControl control, int cpu, boolean hog) {
            this.control = control;
            this.cpu = cpu;
            this.hog = hog;
        }

        /** The same injections, none made yet, for another run. */
        Injections fresh() {
            return new Injections(control, cpu, hog);
        }

        void start() throws InterruptedException {
            stop.set(false);
            if (hog) {
                hogThread = new Thread(this::hog, "rtjbench-hog");
                hogThread.setDaemon(true);
                hogThread.start();
                hogReady.await();
                assertEquals(null, hogProblem, "the hog could not be placed");
            }
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                ((NotificationEmitter) gc).addNotificationListener(gcReported, null, null);
            }
            injector = new Thread(this::inject, "rtjbench-injector");
            injector.setDaemon(true);
            injector.start();
        }

        /** Each time a measured phase begins: the FIFO spin (where asked), then a System.gc(). */
        private void inject() {
            Set<Thread> seen = new HashSet<>();
            while (!stop.get()) {
                Thread starter = measuredPhaseStarter(seen);
                if (starter == null) continue;
                try {
                    starter.join();
                    if (stop.get()) return;
                    // The phase begins at the warm-up's end; its first release falls due up to a period later. An
                    // injection made at once lay 66-108 us before it in each of three tries of one failed build.
                    TimeUnit.NANOSECONDS.sleep(AFTER_THE_FIRST_RELEASE_NANOS);
                    if (hog) {
                        spin.release();
                        spun.acquire();
                    }
                    delivered.drainPermits();
                    long a = System.nanoTime();
                    System.gc();
                    long b = System.nanoTime();
                    long reported = delivered.tryAcquire(10, TimeUnit.SECONDS) ? deliveredAt : -1;
                    synchronized (gcs) {
                        gcs.add(new long[] {a, b, reported});
                    }
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        /**
         * A run's explain starter not seen before, or null after a millisecond's look. The threads are listed
         * through their group: Thread.getAllStackTraces would stop the VM at a safepoint every look, a cause
         * of spikes of its own.
         */
        private static Thread measuredPhaseStarter(Set<Thread> seen) {
            ThreadGroup root = Thread.currentThread().getThreadGroup();
            while (root.getParent() != null) root = root.getParent();
            Thread[] threads = new Thread[root.activeCount() + 16];
            int n = root.enumerate(threads, true);
            for (int i = 0; i < n; i++) {
                if (threads[i].getName().equals(MEASURED_PHASE_STARTER) && seen.add(threads[i])) return threads[i];
            }
            LockSupport.parkNanos(1_000_000L);
            return null;
        }

        /** Placed on the measured CPU at SCHED_FIFO 50 (above the test thread) before the run; spins when told. */
        private void hog() {
            long tid;
            try {
                tid = Long.parseLong(Files.readSymbolicLink(Path.of("/proc/thread-self"))
                        .getFileName()
                        .toString());
                control.setAffinity(CpuList.of(cpu));
                control.setScheduler(SchedPolicy.FIFO, 50);
            } catch (IOException | NativeCallException | RuntimeException e) {
                hogProblem = e.toString();
                return;
            } finally {
                hogReady.countDown();
            }
            while (true) {
                try {
                    spin.acquire();
                } catch (InterruptedException e) {
                    return;
                }
                long cpuBefore = currentCpu();
                long a = System.nanoTime();
                while (System.nanoTime() - a < SPIN_NANOS) {
                    Thread.onSpinWait();
                }
                long b = System.nanoTime();
                long cpuAfter = currentCpu();
                synchronized (hogs) {
                    hogs.add(new long[] {a, b, tid, cpuBefore, cpuAfter});
                }
                spun.release();
            }
        }

        /** The CPU the calling thread is on (field 39 of /proc/thread-self/stat), or -1 where unreadable. */
        private static long currentCpu() {
            try {
                String stat = Files.readString(Path.of("/proc/thread-self/stat"));
                String[] afterName = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                return Long.parseLong(afterName[39 - 3]);
            } catch (IOException | RuntimeException e) {
                return -1;
            }
        }

        void stop() throws InterruptedException {
            stop.set(true);
            injector.interrupt();
            injector.join();
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                try {
                    ((NotificationEmitter) gc).removeNotificationListener(gcReported);
                } catch (ListenerNotFoundException e) {
                    // not added: start failed before
                }
            }
            if (hogThread != null) {
                hogThread.interrupt();
                hogThread.join();
            }
        }
    }
}
