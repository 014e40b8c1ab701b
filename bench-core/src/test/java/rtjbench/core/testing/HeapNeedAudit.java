package rtjbench.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.clock.NanoTimeProvider;
import rtjbench.core.run.pipeline.DirectRun;
import rtjbench.core.run.plan.Benchmarks;
import rtjbench.core.run.plan.PointHeap;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;

/**
 * Holds what every testapp of a module declares it holds on the heap ({@link Benchmark#heapNeed}, with the
 * harness's own parts: {@link PointHeap#heldWhileMeasuring}) against the heap it really uses at large counts.
 * Each testapp runs through the harness's own thread collection ({@link DirectRun}); once every thread has
 * allocated what its loop needs and waits at the gate, the heap in use after a full collection is read
 * ({@link MemoryMXBean}), less what was in use before the workload was made, and the run is stopped before it
 * measures. Each testapp runs once at tiny counts first, so its classes and the harness's are loaded before the
 * heap is read. A testapp registered without a large config fails the audit: a new testapp must be audited too.
 * <p>
 * The audit runs in a VM of its own on the serial collector, whose heap in use after a full collection is the
 * sum of the objects alive: what a point holds, not how a collector lays it out (G1 gives each array larger than
 * half a region whole regions: the timer's 4 MB arrays took 5% more heap under G1 here; the doubling in every
 * point's heap leaves room for such rounding).
 * <pre>
 *   HeapNeedAudit.in("rtjbench.memory.").large("memalloc", "no_of_threads", "8", ...).check();
 * </pre>
 */
public final class HeapNeedAudit {
    /** What the JVM and the harness allocate beside the point (thread objects, reports, the class data of a run). */
    static final long SLACK_BYTES = 2L << 20;

    private final String packagePrefix;
    private final Map<String, String[]> large = new LinkedHashMap<>();

    private HeapNeedAudit(String packagePrefix) {
        this.packagePrefix = packagePrefix;
    }

    /** The testapps whose class is in {@code packagePrefix}. */
    public static HeapNeedAudit in(String packagePrefix) {
        return new HeapNeedAudit(packagePrefix);
    }

    /** The large config {@code testapp} is audited at: {@code name, value, ...} (many threads, many samples, its largest buffers). */
    public HeapNeedAudit large(String testapp, String... nameValues) {
        large.put(testapp, nameValues);
        return this;
    }

    /**
     * Audits every testapp of the module at its large config, in a VM of its own (the serial collector, 1 GB of
     * heap) and an environment of a saved machine whose CPUs share caches ({@link SysfsFixtures#XEON_E5405}),
     * without native thread control; fails with that VM's report where a testapp holds more than it declares.
     */
    public void check() throws Exception {
        List<String> args = new ArrayList<>();
        args.add(packagePrefix);
        for (Map.Entry<String, String[]> e : large.entrySet()) {
            args.add(e.getKey() + "=" + String.join(",", e.getValue()));
        }
        Process child = ChildJvm.start(
                Arrays.asList("-XX:+UseSerialGC", "-Xmx1g", "-Xms1g"), HeapNeedAudit.class.getName(), args);
        if (!child.waitFor(120, TimeUnit.SECONDS)) { // its output is a few lines: no pipe fills meanwhile
            child.destroyForcibly();
        }
        String output = ChildJvm.output(child);
        System.out.print(output);
        assertEquals(0, child.exitValue(), output);
    }

    /** The audit's VM: {@code PREFIX TESTAPP=name,value,... ...}; exit 0 where every testapp holds what it declares. */
    public static void main(String[] args) {
        HeapNeedAudit audit = in(args[0]);
        for (int i = 1; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            audit.large(args[i].substring(0, eq), args[i].substring(eq + 1).split(","));
        }
        try {
            audit.audit();
            System.exit(0);
        } catch (Throwable e) {
            System.out.println(e.getMessage());
            System.exit(1);
        }
    }

    private void audit() throws Exception {
        TreeSet<String> names = new TreeSet<>();
        for (Benchmark b : Benchmarks.onClasspath().all().values()) {
            if (b.getClass().getName().startsWith(packagePrefix)) names.add(b.name());
        }
        assertTrue(!names.isEmpty(), "no testapp registered under " + packagePrefix);
        assertEquals(names, new TreeSet<>(large.keySet()), "every registered testapp needs a large config here");
        RunEnvironment env = env();
        for (String name : names) {
            Benchmark b = Benchmarks.onClasspath().get(name, "audit");
            Config tiny = config(b, tiny(large.get(name)));
            Config big = config(b, large.get(name));
            try {
                b.check(big, env);
            } catch (UnsupportedHereException e) {
                System.out.printf(Locale.ROOT, "%-20s skipped: %s%n", name, e.getMessage());
                continue;
            }
            measure(b, tiny, env); // classes loaded and first-use caches filled before the heap is read
            HeapNeed declared = PointHeap.heldWhileMeasuring(b.heapNeed(big, env), big);
            long used = measure(b, big, env);
            System.out.printf(
                    Locale.ROOT,
                    "%-20s used %8.1f MB, declared %8.1f MB: %s%n",
                    name,
                    used / 1048576.0,
                    declared.bytes() / 1048576.0,
                    declared);
            assertTrue(
                    used <= declared.bytes() + SLACK_BYTES,
                    String.format(
                            Locale.ROOT,
                            "%s at %s holds %.1f MB on the heap, more than the %.1f MB it declares (%s) and %d MB of slack",
                            name,
                            big.asText(),
                            used / 1048576.0,
                            declared.bytes() / 1048576.0,
                            declared,
                            SLACK_BYTES >> 20));
        }
    }

    /** The heap {@code config}'s point holds once every thread is ready to measure, less what was in use before. */
    static long measure(Benchmark b, Config config, RunEnvironment env) throws Exception {
        final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int threadsBefore = threads.getThreadCount();
        final long before = settled(memory);
        final long[] ready = {-1};
        DirectRun run = DirectRun.run(b, config, env, new NanoTimeProvider().open(), new DirectRun.WhenReady() {
            @Override
            public void threadsReady(StopFlag stop) {
                ready[0] = usedAfterCollection(memory);
                stop.set("the heap was read: nothing to measure");
            }
        });
        List<Throwable> failures = run.failures();
        assertTrue(failures.isEmpty(), b.name() + " at " + config.asText() + ": a thread failed: " + failures);
        assertTrue(ready[0] >= 0, b.name() + ": the threads never got ready");
        // Helper threads (a handler, a polluter) end shortly after close(): what they hold must be gone before
        // the next measurement reads its baseline, or it would count as freed by the next point.
        for (long end = System.nanoTime() + 5_000_000_000L;
                threads.getThreadCount() > threadsBefore && System.nanoTime() < end; ) {
            Thread.sleep(10);
        }
        return Math.max(0, ready[0] - before);
    }

    /**
     * The heap in use once it stays put: what a run just ended held can take a few hundred milliseconds after
     * its threads ended to become collectable (seen with cpmd's buffers), so the baseline is read every 50 ms
     * until three readings in a row free nothing more (at most 3 s).
     */
    private static long settled(MemoryMXBean memory) throws InterruptedException {
        long used = usedAfterCollection(memory);
        int still = 0;
        for (long end = System.nanoTime() + 3_000_000_000L; still < 3 && System.nanoTime() < end; ) {
            Thread.sleep(50);
            long now = usedAfterCollection(memory);
            still = now > used - (256 << 10) ? still + 1 : 0;
            used = Math.min(used, now);
        }
        return used;
    }

    /**
     * The heap in use once collections free nothing more: what only a reference (a thread's, a cleaner's) held
     * may need the reference handler to run between two collections before it is gone.
     */
    private static long usedAfterCollection(MemoryMXBean memory) {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            memory.gc();
            long now = memory.getHeapMemoryUsage().getUsed();
            if (now > used - (256 << 10)) {
                return Math.min(now, used);
            }
            used = now;
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return used;
            }
        }
        return used;
    }

    /** The same config with few samples: {@code count} 20, every other argument as it is. */
    private static String[] tiny(String[] nameValues) {
        String[] t = nameValues.clone();
        for (int i = 0; i < t.length; i += 2) {
            if (t[i].equals(CommonArgs.COUNT.name())) t[i + 1] = "20";
        }
        return t;
    }

    /** The point as the planner gives it to the harness: settled by its benchmark ({@link Benchmark#settle}). */
    private static Config config(Benchmark b, String... nameValues) throws ConfigException {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(CommonArgs.MLOCKALL.name(), "false");
        m.put(CommonArgs.INSTR_LOAD.name(), "0");
        for (int i = 0; i < nameValues.length; i += 2) m.put(nameValues[i], nameValues[i + 1]);
        return b.settle(Config.of(b.name(), CommonArgs.with(b.arguments()), m));
    }

    /** A saved machine whose CPUs share L2 and L3 caches, without native thread control; the VM's own RTSJ, if any. */
    private static RunEnvironment env() {
        return TestEnvironment.on(SysfsFixtures.topology(SysfsFixtures.XEON_E5405))
                .build();
    }
}
