package rtjbench.core.os;

/**
 * The Linux calls through JNI, from the suite's own library ({@code src/main/c/rtjos.c}, {@code librtjos.so}): the
 * binding a cold start's fork uses. The VM binds a JNI method by name on its first call, with no method handle,
 * generated class or library of Java code of its own; so under {@code -Xcomp}, where FFM's downcall stubs and JNA's
 * loading are seconds of compiling before the first event, loading this library and binding every call costs a
 * few hundred milliseconds. The runner copies the library out of the jar once and names the file to its cold forks
 * ({@link ThreadControls#JNI_LIBRARY_PROPERTY}); every other VM binds through FFM or JNA.
 */
final class JniLinuxControl extends LinuxThreadControl {
    private JniLinuxControl() {}

    static native int setAffinityMask0(byte[] mask);

    static native int getAffinityMask0(byte[] mask);

    static native int setScheduler0(int policy, int priority);

    static native int getScheduler0();

    static native int getSchedPriority0();

    static native int lockAll0(int flags);

    static native int unlockAll0();

    static native int setAttr0(long number, byte[] attr);

    static native int currentCpu0();

    static native long threadCpuTimeNanos0();

    static native long involuntarySwitches0();

    /**
     * Loads the library at {@code path} and makes a first call; throws what loading or binding throws
     * ({@link UnsatisfiedLinkError} for a missing file or function), for the caller to report.
     */
    static JniLinuxControl load(String path) {
        System.load(path);
        JniLinuxControl control = new JniLinuxControl();
        // currentCpu() itself: a test thread calls it right after its start gate, which must find it bound.
        if (control.currentCpu() < 0) {
            throw new IllegalStateException("JNI: sched_getcpu failed");
        }
        return control;
    }

    @Override
    String binding() {
        return "JNI";
    }

    @Override
    int setAffinityMask(byte[] mask) {
        return setAffinityMask0(mask);
    }

    @Override
    int getAffinityMask(byte[] mask) {
        return getAffinityMask0(mask);
    }

    @Override
    int setScheduler(int policy, int priority) {
        return setScheduler0(policy, priority);
    }

    @Override
    int getScheduler() {
        return getScheduler0();
    }

    @Override
    int getSchedPriority() {
        return getSchedPriority0();
    }

    @Override
    int lockAll(int flags) {
        return lockAll0(flags);
    }

    @Override
    int unlockAll() {
        return unlockAll0();
    }

    @Override
    int setAttr(long number, byte[] attr) throws NativeCallException {
        if (attr.length > 128) {
            throw new NativeCallException(
                    "sched_setattr: " + attr.length + " bytes of attributes, JNI takes at most 128");
        }
        return setAttr0(number, attr);
    }

    @Override
    public int currentCpu() {
        return currentCpu0();
    }

    @Override
    public ThreadCounters countersForThisThread() {
        return COUNTERS;
    }

    /** The calling thread's counters: each read is one JNI call with no arguments, allocating nothing. */
    private static final ThreadCounters COUNTERS = new ThreadCounters() {
        @Override
        public int cpu() {
            return currentCpu0();
        }

        @Override
        public long cpuTimeNanos() {
            return threadCpuTimeNanos0();
        }

        @Override
        public long involuntarySwitches() {
            return involuntarySwitches0();
        }

        @Override
        public String describe() {
            return SOURCES + " (JNI)";
        }
    };
}
