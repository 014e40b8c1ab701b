package rtjbench.core.jvm;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JVM's running totals of JIT compilation, garbage collection and safepoints. The standard
 * management beans (Java 8+) give compilation time and each collector's count and time; HotSpot's performance
 * counters ({@link PerfDataFile}: {@code sun.rt.safepoints}, {@code sun.ci.totalCompiles}, the counters its
 * internal beans read) add safepoints and the number of compiles, with no module option. What is missing is
 * decided once, here, with the reason.
 */
public final class JvmProbe implements CompilationSource {
    private static final String SAFEPOINTS = "sun.rt.safepoints";
    private static final String SAFEPOINT_TICKS = "sun.rt.safepointTime";
    private static final String SAFEPOINT_SYNC_TICKS = "sun.rt.safepointSyncTime";
    private static final String COMPILES = "sun.ci.totalCompiles";
    private static final String TICKS_PER_SECOND = "sun.os.hrt.frequency";

    private final CompilationMXBean jit;
    private final String jitMissing;
    private final List<GarbageCollectorMXBean> collectors;
    private final String gcMissing;
    private final PerfDataFile counters;
    private final String countersMissing;
    private final double millisPerTick;

    private JvmProbe(
            CompilationMXBean jit,
            String jitMissing,
            List<GarbageCollectorMXBean> collectors,
            String gcMissing,
            PerfDataFile counters,
            String countersMissing) {
        this.jit = jit;
        this.jitMissing = jitMissing;
        this.collectors = collectors;
        this.gcMissing = gcMissing;
        this.counters = counters;
        this.countersMissing = countersMissing;
        this.millisPerTick = counters == null ? 0 : 1000.0 / counters.get(TICKS_PER_SECOND);
    }

    /**
     * HotSpot's performance counters alone (the compiles, the safepoints), read from this VM's perf-data file: no
     * management bean, so no JIT time and no collector counts ({@code why} says so). What a lean fork's warm-up
     * watches. Where the file or a counter is missing (an interpreter-only VM has no compile counter) the JIT is
     * unwatchable, as {@link #open} finds it without them, and says why.
     */
    public static JvmProbe countersOnly(String why) {
        String[] countersMissing = new String[1];
        PerfDataFile counters = counters(true, countersMissing);
        String jitMissing = counters == null ? why + "; " + countersMissing[0] : why;
        return new JvmProbe(
                null, jitMissing, Collections.<GarbageCollectorMXBean>emptyList(), why, counters, countersMissing[0]);
    }

    /**
     * Looks for every bean once; a VM without one (JamaicaVM, an AOT-compiled application) is described, not refused.
     */
    public static JvmProbe open() {
        CompilationMXBean jit = null;
        String jitMissing;
        try {
            jit = ManagementFactory.getCompilationMXBean();
            if (jit == null) {
                jitMissing = "the VM has no JIT compiler (no CompilationMXBean): nothing is compiled at run time";
            } else if (!jit.isCompilationTimeMonitoringSupported()) {
                jitMissing = "the VM's compiler (" + jit.getName() + ") does not monitor compilation time";
                jit = null;
            } else {
                jitMissing = null;
            }
        } catch (RuntimeException | LinkageError e) {
            jitMissing = "no compilation bean: " + e;
        }
        List<GarbageCollectorMXBean> collectors = Collections.emptyList();
        String gcMissing = null;
        try {
            collectors = ManagementFactory.getGarbageCollectorMXBeans();
            if (collectors.isEmpty()) {
                gcMissing = "the VM names no garbage collector beans";
            }
        } catch (RuntimeException | LinkageError e) {
            gcMissing = "no garbage collector beans: " + e;
        }
        String[] countersMissing = new String[1];
        PerfDataFile counters = counters(false, countersMissing);
        return new JvmProbe(jit, jitMissing, collectors, gcMissing, counters, countersMissing[0]);
    }

    /**
     * This VM's perf-data file, mapped or read through ({@code unmapped}), where it has every counter the probe
     * reads; else null, and why in {@code missing[0]}.
     */
    private static PerfDataFile counters(boolean unmapped, String[] missing) {
        try {
            PerfDataFile counters = unmapped ? PerfDataFile.ofThisVmUnmapped() : PerfDataFile.ofThisVm();
            for (String name :
                    new String[] {SAFEPOINTS, SAFEPOINT_TICKS, SAFEPOINT_SYNC_TICKS, COMPILES, TICKS_PER_SECOND}) {
                if (!counters.has(name)) {
                    missing[0] = counters + " has no counter " + name;
                    return null;
                }
            }
            return counters;
        } catch (IOException | RuntimeException e) {
            missing[0] = "HotSpot's performance counters are not readable: " + e.getMessage();
            return null;
        }
    }

    /** The totals now; cold path (the beans allocate). */
    public JvmCounters read() {
        long gcCount = gcMissing == null ? 0 : JvmCounters.UNAVAILABLE;
        long gcMillis = gcCount;
        Map<String, long[]> byCollector = new LinkedHashMap<>();
        for (GarbageCollectorMXBean gc : collectors) {
            long count = gc.getCollectionCount();
            long millis = gc.getCollectionTime();
            byCollector.put(gc.getName(), new long[] {count, millis});
            gcCount = count < 0 || gcCount < 0 ? JvmCounters.UNAVAILABLE : gcCount + count;
            gcMillis = millis < 0 || gcMillis < 0 ? JvmCounters.UNAVAILABLE : gcMillis + millis;
        }
        return new JvmCounters(
                System.nanoTime(),
                jit == null ? JvmCounters.UNAVAILABLE : jit.getTotalCompilationTime(),
                counter(COMPILES),
                gcCount,
                gcMillis,
                counter(SAFEPOINTS),
                ticksToMillis(counter(SAFEPOINT_TICKS)),
                ticksToMillis(counter(SAFEPOINT_SYNC_TICKS)),
                byCollector);
    }

    /** Where each total comes from, or why it is missing: the {@code sources} of metadata's jvm_activity. */
    public Map<String, Object> sources() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jit", jit != null ? "CompilationMXBean (" + jit.getName() + ")" : "unavailable: " + jitMissing);
        m.put("jit_compiles", describeCounter(COMPILES));
        List<String> names = new ArrayList<>();
        for (GarbageCollectorMXBean gc : collectors) {
            names.add(gc.getName());
        }
        m.put("gc", gcMissing == null ? names : "unavailable: " + gcMissing);
        m.put("safepoints", describeCounter(SAFEPOINTS + ", " + SAFEPOINT_TICKS + ", " + SAFEPOINT_SYNC_TICKS));
        return m;
    }

    @Override
    public String unwatchable() {
        return jit == null && counters == null ? jitMissing : null;
    }

    /** The number of compiles where HotSpot tells it (every compile counts), else the ms spent compiling. */
    @Override
    public long activity() {
        if (counters != null) {
            return counters.get(COMPILES);
        }
        return jit == null ? 0 : jit.getTotalCompilationTime();
    }

    private long counter(String name) {
        return counters == null ? JvmCounters.UNAVAILABLE : counters.get(name);
    }

    /** As HotSpot's beans give them: whole milliseconds. */
    private long ticksToMillis(long ticks) {
        return ticks == JvmCounters.UNAVAILABLE ? ticks : (long) (ticks * millisPerTick);
    }

    private String describeCounter(String names) {
        return counters != null
                ? "HotSpot performance counters " + names + " (" + counters + ")"
                : "unavailable: " + countersMissing;
    }
}
