package rtjbench.core.rtsj;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the VM offers of RTSJ, found once at start by class name only ({@code Class.forName} without
 * initialising), so nothing of ours links against a class the VM lacks. The classes that do use
 * {@code javax.realtime} live in {@code rtjbench.core.rtsj.impl} and are loaded reflectively only after
 * this said yes.
 * <p>
 * Two memory layouts exist: RTSJ 1.0.2 ({@code javax.realtime.LTMemory}, {@code VTMemory},
 * {@code ScopedMemory}) and RTSJ 2.0 as in JamaicaVM 8.x ({@code javax.realtime.memory.LTMemory}; the 1.0.2
 * classes remain, deprecated). Where both exist the 2.0 classes are used for LT, because they are the ones
 * the VM maintains; VT exists only as the 1.0.2 class.
 */
public final class RtsjDetection {
    static final String REALTIME_THREAD = "javax.realtime.RealtimeThread";
    static final String NO_HEAP_THREAD = "javax.realtime.NoHeapRealtimeThread";
    static final String LT_102 = "javax.realtime.LTMemory";
    static final String VT_102 = "javax.realtime.VTMemory";
    static final String LT_20 = "javax.realtime.memory.LTMemory";
    static final String IMMORTAL = "javax.realtime.ImmortalMemory";
    static final String ASYNC_EVENT = "javax.realtime.AsyncEvent";
    static final String MONITOR_CONTROL = "javax.realtime.MonitorControl";
    static final String[] AFFINITY = {"javax.realtime.Affinity", "javax.realtime.AffinitySet"};
    static final String STAND_IN = "javax.realtime.StandIn";

    private final Map<String, Boolean> present = new LinkedHashMap<>();
    private final String affinityClass;
    private final String vm;

    private RtsjDetection(ClassLoader loader, String vm) {
        this.vm = vm;
        for (String name : new String[] {
            REALTIME_THREAD, NO_HEAP_THREAD, LT_102, VT_102, LT_20, IMMORTAL, ASYNC_EVENT, MONITOR_CONTROL, STAND_IN
        }) {
            present.put(name, exists(name, loader));
        }
        String affinity = null;
        for (String name : AFFINITY) {
            if (exists(name, loader)) {
                affinity = name;
                break;
            }
        }
        this.affinityClass = affinity;
    }

    /** Detects with the class loader that loaded the harness (the VM under test's class path). */
    public static RtsjDetection detect() {
        return detect(RtsjDetection.class.getClassLoader());
    }

    public static RtsjDetection detect(ClassLoader loader) {
        return new RtsjDetection(
                loader, System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
    }

    private static boolean exists(String name, ClassLoader loader) {
        try {
            Class.forName(name, false, loader);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private boolean has(String name) {
        return Boolean.TRUE.equals(present.get(name));
    }

    public boolean hasRealtimeThread() {
        return has(REALTIME_THREAD);
    }

    public boolean hasNoHeapRealtimeThread() {
        return has(NO_HEAP_THREAD);
    }

    /** RTSJ 1.0.2 scoped memory classes in {@code javax.realtime}. */
    public boolean hasLayout102() {
        return has(LT_102);
    }

    /** RTSJ 2.0 scoped memory classes in {@code javax.realtime.memory}. */
    public boolean hasLayout20() {
        return has(LT_20);
    }

    public boolean hasMemory(MemoryKind kind) {
        switch (kind) {
            case HEAP:
                return true;
            case LT:
                return hasLayout20() || hasLayout102();
            case VT:
                return has(VT_102);
            case IMMORTAL:
                return has(IMMORTAL);
            default:
                throw new IllegalArgumentException(kind.toString());
        }
    }

    /** The class that gives {@code kind}, or null; what the metadata and messages name. */
    public String memoryClass(MemoryKind kind) {
        switch (kind) {
            case LT:
                return hasLayout20() ? LT_20 : hasLayout102() ? LT_102 : null;
            case VT:
                return has(VT_102) ? VT_102 : null;
            case IMMORTAL:
                return has(IMMORTAL) ? IMMORTAL : null;
            default:
                return null;
        }
    }

    /** The processor affinity class found (RTSJ 1.1/2.0 {@code Affinity}, SCJ-style {@code AffinitySet}) or null. */
    public String affinityClass() {
        return affinityClass;
    }

    /** True when the javax.realtime found is rtjbench's test-only stand-in, not a VM's. */
    public boolean isStandIn() {
        return has(STAND_IN);
    }

    /** "this VM lacks RTSJ: OpenJDK 64-Bit Server VM 17..." — or what exactly it lacks. */
    public String lacks(String what) {
        if (!hasRealtimeThread()) {
            return "this VM lacks RTSJ: " + vm + " has no " + REALTIME_THREAD;
        }
        return "this VM (" + vm + ") has RTSJ but no " + what;
    }

    /** The "rtsj" entry of every run's metadata. */
    public Map<String, Object> facts() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("available", hasRealtimeThread());
        List<String> layouts = new ArrayList<>();
        if (hasLayout102()) layouts.add("1.0.2 (javax.realtime.LTMemory/VTMemory)");
        if (hasLayout20()) layouts.add("2.0 (javax.realtime.memory.LTMemory)");
        m.put("memory_layouts", layouts);
        Map<String, Object> classes = new LinkedHashMap<>();
        for (Map.Entry<String, Boolean> e : present.entrySet()) {
            if (!e.getKey().equals(STAND_IN)) classes.put(e.getKey(), e.getValue());
        }
        m.put("classes", classes);
        m.put("affinity_class", affinityClass);
        for (MemoryKind k : MemoryKind.values()) {
            if (k != MemoryKind.HEAP) m.put("memtype_" + k.argName(), memoryClass(k));
        }
        if (isStandIn()) {
            m.put(
                    "stand_in",
                    "javax.realtime is rtjbench's test-only stand-in: no real-time behaviour, numbers mean nothing");
        }
        return m;
    }
}
