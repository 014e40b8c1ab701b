package rtjbench.core.rtsj;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Every way the suite's code reaches into {@code javax.realtime}, declared once: which classes link against
 * it (loaded by name only after detection found {@link #requires()}), which members they reach by
 * reflection because their descriptors differ between versions, and whether the path may run on RTSJ 2.0
 * only. The VM probe resolves each path on the VM under test; the build's link check checks each class's
 * references against the RTSJ 1.0.2 and 2.0 signatures (2.0 only where {@link #rtsj20Only()}), and fails
 * for a class that references javax.realtime without being listed here. Classes are named, not linked: most
 * live in other modules. A nested class belongs to the path of its top-level class.
 */
public enum RtsjPath {
    THREADS(
            "type_of_threads=rt|nh",
            RtsjDetection.REALTIME_THREAD,
            false,
            names("rtjbench.core.rtsj.impl.RealtimeThreadFactory")),
    MEMORY_102(
            "memtype=LT|VT|immortal, RTSJ 1.0.2 classes",
            RtsjDetection.LT_102,
            false,
            names("rtjbench.core.rtsj.impl.Rtsj102Areas", "rtjbench.core.rtsj.impl.RtsjArea")),
    MEMORY_20(
            "memtype=LT, RTSJ 2.0 javax.realtime.memory",
            RtsjDetection.LT_20,
            true,
            names("rtjbench.core.rtsj.impl.Rtsj20Areas")),
    HANDLERS(
            "handler=rtsj-bound|rtsj-pooled",
            RtsjDetection.ASYNC_EVENT,
            false,
            names("rtjbench.events.rtsj.RtsjHandlerKind")),
    PERIODIC(
            "periodic with type_of_threads=rt|nh",
            RtsjDetection.REALTIME_THREAD,
            false,
            names("rtjbench.events.rtsj.RtsjPeriodicTime"),
            VersionedMember.SET_RELEASE_PARAMETERS,
            VersionedMember.SET_SCHEDULING_PARAMETERS),
    TASKSET(
            "taskset with type_of_threads=rt|nh",
            RtsjDetection.REALTIME_THREAD,
            false,
            names("rtjbench.events.rtsj.RtsjTaskRelease"),
            VersionedMember.SET_RELEASE_PARAMETERS,
            VersionedMember.SET_SCHEDULING_PARAMETERS),
    THREAD_START(
            "thread_start start_kind=realtime",
            RtsjDetection.REALTIME_THREAD,
            false,
            names("rtjbench.events.rtsj.RtsjThreads")),
    PRIO_INVERSION(
            "prio_inversion lock=rtsj-inherit|rtsj-ceiling",
            RtsjDetection.MONITOR_CONTROL,
            false,
            names("rtjbench.locking.inversion.rtsj.RtsjLockingImpl"));

    private final String serves;
    private final String requires;
    private final boolean rtsj20Only;
    private final List<String> classes;
    private final List<VersionedMember> versioned;

    RtsjPath(String serves, String requires, boolean rtsj20Only, List<String> classes, VersionedMember... versioned) {
        this.serves = serves;
        this.requires = requires;
        this.rtsj20Only = rtsj20Only;
        this.classes = classes;
        this.versioned = Collections.unmodifiableList(Arrays.asList(versioned));
    }

    private static List<String> names(String... classes) {
        return Collections.unmodifiableList(Arrays.asList(classes));
    }

    /** The arguments that take this path ("handler=rtsj-bound|rtsj-pooled"). */
    public String serves() {
        return serves;
    }

    /** The javax.realtime class whose presence makes the suite take this path. */
    public String requires() {
        return requires;
    }

    /** Taken only where javax.realtime.memory exists, so its classes need to link on RTSJ 2.0 only. */
    public boolean rtsj20Only() {
        return rtsj20Only;
    }

    /** Binary names of the top-level classes that link against javax.realtime. */
    public List<String> classes() {
        return classes;
    }

    public List<VersionedMember> versionedMembers() {
        return versioned;
    }

    /**
     * The paths a class belongs to, by its top-level class ("rtjbench/core/rtsj/impl/RtsjArea$Immortal": MEMORY_102).
     */
    public static List<RtsjPath> of(String internalClassName) {
        String binary = internalClassName.replace('/', '.');
        int nested = binary.indexOf('$');
        String topLevel = nested < 0 ? binary : binary.substring(0, nested);
        List<RtsjPath> paths = new java.util.ArrayList<RtsjPath>();
        for (RtsjPath p : values()) {
            if (p.classes.contains(topLevel)) {
                paths.add(p);
            }
        }
        return paths;
    }
}
