package rtjbench.core.os;

import com.sun.jna.LastErrorException;
import com.sun.jna.Library;
import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;

/**
 * The Linux calls through JNA's direct mapping, for VMs before Java 22 (Java 8, JamaicaVM, Java 17): each libc
 * function a static native method bound once; errno comes back as a {@link LastErrorException}.
 */
final class JnaLinuxControl extends LinuxThreadControl {
    /** The libc functions, bound once. */
    static final class LibC {
        static native int sched_setaffinity(int pid, NativeLong size, byte[] mask) throws LastErrorException;

        static native int sched_getaffinity(int pid, NativeLong size, byte[] mask) throws LastErrorException;

        static native int sched_setscheduler(int pid, int policy, int[] param) throws LastErrorException;

        static native int sched_getscheduler(int pid) throws LastErrorException;

        static native int sched_getparam(int pid, int[] param) throws LastErrorException;

        static native int sched_getcpu();

        static native int mlockall(int flags) throws LastErrorException;

        static native int munlockall() throws LastErrorException;

        /** Fills {@code timespec} (tv_sec, tv_nsec); no LastErrorException: called in timed parts, -1 is enough. */
        static native int clock_gettime(int clock, long[] timespec);

        /** Fills {@code rusage} (struct rusage as longs on a 64-bit ABI); -1 on failure. */
        static native int getrusage(int who, long[] rusage);

        static {
            Native.register("c");
        }

        private LibC() {}
    }

    /**
     * libc's {@code syscall}, interface-mapped for its variadic arguments (JNA passes them right there, direct
     * mapping does not); bound on first use, so a machine where it cannot load loses SCHED_DEADLINE, nothing else.
     */
    interface Syscalls extends Library {
        long syscall(long number, Object... args) throws LastErrorException;
    }

    private static final class SyscallHolder {
        static final Syscalls LIBC = Native.load("c", Syscalls.class);
    }

    /** Loads libc through JNA; throws whatever the loading throws, for the caller to report. */
    static JnaLinuxControl load() {
        JnaLinuxControl control = new JnaLinuxControl();
        control.currentCpu(); // binds libc; and, as for FFM, a test thread's first call after its start gate is warm
        return control;
    }

    @Override
    String binding() {
        return "JNA " + Native.VERSION;
    }

    @Override
    int setAffinityMask(byte[] mask) {
        try {
            return LibC.sched_setaffinity(0, new NativeLong(MASK_BYTES), mask);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    int getAffinityMask(byte[] mask) {
        try {
            return Math.min(0, LibC.sched_getaffinity(0, new NativeLong(MASK_BYTES), mask));
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    int setScheduler(int policy, int priority) {
        try {
            return LibC.sched_setscheduler(0, policy, new int[] {priority});
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    int getScheduler() {
        try {
            return LibC.sched_getscheduler(0);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    int getSchedPriority() {
        int[] param = new int[1];
        try {
            LibC.sched_getparam(0, param);
            return param[0];
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    int lockAll(int flags) {
        try {
            return LibC.mlockall(flags);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    int unlockAll() {
        try {
            return LibC.munlockall();
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    int setAttr(long number, byte[] attr) throws NativeCallException {
        Memory struct = new Memory(attr.length);
        struct.write(0, attr, 0, attr.length);
        try {
            SyscallHolder.LIBC.syscall(number, 0L, struct, 0L); // pid 0: this thread; flags 0
            return 0;
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        } catch (LinkageError e) {
            throw new NativeCallException("sched_setattr: libc's syscall could not be bound through JNA: " + e);
        }
    }

    @Override
    public int currentCpu() {
        return LibC.sched_getcpu();
    }

    @Override
    public ThreadCounters countersForThisThread() {
        return Native.LONG_SIZE == 8 ? new Counters() : ThreadCounters.NONE;
    }

    /**
     * The calling thread's counters through the direct-mapped libc: each read is one call filling an array made
     * here, so a read allocates nothing (the layouts: {@link LinuxThreadControl#RUSAGE_LONGS} and its neighbours).
     */
    private static final class Counters implements ThreadCounters {
        private final long[] timespec = new long[2];
        private final long[] rusage = new long[RUSAGE_LONGS];

        @Override
        public int cpu() {
            return LibC.sched_getcpu();
        }

        @Override
        public long cpuTimeNanos() {
            return LibC.clock_gettime(CLOCK_THREAD_CPUTIME_ID, timespec) == 0
                    ? timespec[0] * 1_000_000_000L + timespec[1]
                    : -1;
        }

        @Override
        public long involuntarySwitches() {
            return LibC.getrusage(RUSAGE_THREAD, rusage) == 0 ? rusage[RU_NIVCSW] : -1;
        }

        @Override
        public String describe() {
            return SOURCES + " (JNA)";
        }
    }
}
