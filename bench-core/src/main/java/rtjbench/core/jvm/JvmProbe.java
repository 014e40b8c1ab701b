package rtjbench.core.jvm;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JVM's running totals of JIT compilation, garbage collection and safepoints. The standard
 * management beans (Java 8+) give compilation time and each collector's count and time; HotSpot's internal
 * beans ({@code sun.management.HotspotRuntimeMBean}, {@code HotspotCompilationMBean}) add safepoints and the
 * number of compiles. Those are found by name and called by reflection only, so this class links on any VM;
 * on Java 9+ they need {@code --add-exports java.management/sun.management=ALL-UNNAMED} (bin/rtjbench-run
 * passes it where the VM accepts it). What is missing is decided once, here, with the reason.
 */
public final class JvmProbe implements CompilationSource {
    private static final String HOTSPOT_HELPER = "sun.management.ManagementFactoryHelper";

    private final CompilationMXBean jit;
    private final String jitMissing;
    private final List<GarbageCollectorMXBean> collectors;
    private final String gcMissing;
    private final Internal safepoints;
    private final Internal compiles;

    private JvmProbe(
            CompilationMXBean jit,
            String jitMissing,
            List<GarbageCollectorMXBean> collectors,
            String gcMissing,
            Internal safepoints,
            Internal compiles) {
        this.jit = jit;
        this.jitMissing = jitMissing;
        this.collectors = collectors;
        this.gcMissing = gcMissing;
        this.safepoints = safepoints;
        this.compiles = compiles;
    }

    /** Looks for every bean once; a VM without one (JamaicaVM, an AOT-compiled application) is described, not refused. */
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
        return new JvmProbe(
                jit,
                jitMissing,
                collectors,
                gcMissing,
                Internal.find(
                        "getHotspotRuntimeMBean",
                        "sun.management.HotspotRuntimeMBean",
                        "getSafepointCount",
                        "getTotalSafepointTime",
                        "getSafepointSyncTime"),
                Internal.find(
                        "getHotspotCompilationMBean",
                        "sun.management.HotspotCompilationMBean",
                        "getTotalCompileCount"));
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
                compiles.get(0),
                gcCount,
                gcMillis,
                safepoints.get(0),
                safepoints.get(1),
                safepoints.get(2),
                byCollector);
    }

    /** Where each total comes from, or why it is missing: the {@code sources} of metadata's jvm_activity. */
    public Map<String, Object> sources() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jit", jit != null ? "CompilationMXBean (" + jit.getName() + ")" : "unavailable: " + jitMissing);
        m.put("jit_compiles", compiles.describe());
        List<String> names = new ArrayList<>();
        for (GarbageCollectorMXBean gc : collectors) {
            names.add(gc.getName());
        }
        m.put("gc", gcMissing == null ? names : "unavailable: " + gcMissing);
        m.put("safepoints", safepoints.describe());
        return m;
    }

    @Override
    public String unwatchable() {
        return jit == null && !compiles.available() ? jitMissing : null;
    }

    /** The number of compiles where HotSpot tells it (every compile counts), else the ms spent compiling. */
    @Override
    public long activity() {
        if (compiles.available()) {
            return compiles.get(0);
        }
        return jit == null ? 0 : jit.getTotalCompilationTime();
    }

    /** A HotSpot-internal bean reached by reflection, with the getters wanted, or the reason it is not there. */
    private static final class Internal {
        private final Object bean;
        private final Method[] getters;
        private final String source;
        private final String missing;

        private Internal(Object bean, Method[] getters, String source, String missing) {
            this.bean = bean;
            this.getters = getters;
            this.source = source;
            this.missing = missing;
        }

        static Internal find(String factory, String type, String... names) {
            try {
                Object bean = Class.forName(HOTSPOT_HELPER).getMethod(factory).invoke(null);
                Class<?> api = Class.forName(type);
                Method[] getters = new Method[names.length];
                for (int i = 0; i < names.length; i++) {
                    getters[i] = api.getMethod(names[i]);
                    getters[i].invoke(bean); // fails here, once, where the package is not exported to us
                    try {
                        getters[i].setAccessible(true); // spares every read the access check, and its compilation
                    } catch (RuntimeException e) {
                        // checked on each read then: slower, the same values
                    }
                }
                return new Internal(bean, getters, type + " (HotSpot-internal, by reflection)", null);
            } catch (ClassNotFoundException e) {
                return missing("this VM has no " + e.getMessage() + " (not HotSpot)");
            } catch (IllegalAccessException e) {
                return missing("HotSpot's " + type + " is not exported to the runner; run it with "
                        + "--add-exports java.management/sun.management=ALL-UNNAMED (bin/rtjbench-run does)");
            } catch (InvocationTargetException e) {
                return missing(type + " failed: " + e.getCause());
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                return missing(type + " not usable: " + e);
            }
        }

        private static Internal missing(String why) {
            return new Internal(null, new Method[0], null, why);
        }

        boolean available() {
            return bean != null;
        }

        long get(int i) {
            if (bean == null) {
                return JvmCounters.UNAVAILABLE;
            }
            try {
                return ((Number) getters[i].invoke(bean)).longValue();
            } catch (ReflectiveOperationException | RuntimeException e) {
                return JvmCounters.UNAVAILABLE;
            }
        }

        String describe() {
            return bean != null ? source : "unavailable: " + missing;
        }
    }
}
