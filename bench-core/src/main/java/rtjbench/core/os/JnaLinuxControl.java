package rtjbench.core.os;

import com.sun.jna.LastErrorException;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import java.util.ArrayList;
import java.util.List;

/**
 * Linux through JNA direct mapping: sched_setaffinity, sched_setscheduler and friends on the calling thread
 * (pid 0), mlockall. All of these are cold-path calls; the clock never goes through JNA.
 */
final class LinuxThreadControl implements ThreadControl {
    private static final int MCL_CURRENT = 1;
    private static final int MCL_FUTURE = 2;
    /** Room for 1024 CPUs, glibc's cpu_set_t. */
    private static final int MASK_BYTES = 128;

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

    /** Loads libc through JNA; throws whatever the loading throws, for the caller to report. */
    static LinuxThreadControl load() {
        LibC.sched_getcpu();
        return new LinuxThreadControl();
    }

    @Override
    public String description() {
        return "linux (JNA " + Native.VERSION + ")";
    }

    @Override
    public boolean isAvailable() {
        return true;
    }

    @Override
    public void setAffinity(CpuList cpus) throws NativeCallException {
        byte[] mask = new byte[MASK_BYTES];
        for (int cpu : cpus.cpus()) {
            if (cpu >= MASK_BYTES * 8) {
                throw new NativeCallException(
                        "sched_setaffinity: CPU " + cpu + " is beyond the " + MASK_BYTES * 8 + " CPUs supported");
            }
            mask[cpu / 8] |= (byte) (1 << (cpu % 8));
        }
        try {
            LibC.sched_setaffinity(0, new NativeLong(MASK_BYTES), mask);
        } catch (LastErrorException e) {
            throw new NativeCallException("sched_setaffinity", "0, " + cpus, e.getErrorCode());
        }
    }

    @Override
    public CpuList getAffinity() throws NativeCallException {
        byte[] mask = new byte[MASK_BYTES];
        try {
            LibC.sched_getaffinity(0, new NativeLong(MASK_BYTES), mask);
        } catch (LastErrorException e) {
            throw new NativeCallException("sched_getaffinity", "0", e.getErrorCode());
        }
        List<Integer> cpus = new ArrayList<>();
        for (int i = 0; i < MASK_BYTES * 8; i++) {
            if ((mask[i / 8] & (1 << (i % 8))) != 0) {
                cpus.add(i);
            }
        }
        return CpuList.of(cpus);
    }

    @Override
    public void setScheduler(SchedPolicy policy, int priority) throws NativeCallException {
        if (policy == SchedPolicy.DEADLINE) {
            throw new NativeCallException("SCHED_DEADLINE takes a runtime, deadline and period, not a priority:"
                    + " ThreadControl.setDeadline sets it");
        }
        int prio = policy.isRealtime() ? priority : 0;
        try {
            LibC.sched_setscheduler(0, policy.linuxValue(), new int[] {prio});
        } catch (LastErrorException e) {
            throw new NativeCallException(
                    "sched_setscheduler", "0, SCHED_" + policy.name() + ", priority " + prio, e.getErrorCode());
        }
    }

    @Override
    public void setDeadline(long runtime, long deadline, long period) throws NativeCallException {
        DeadlineCall.setattr(runtime, deadline, period);
    }

    @Override
    public ThreadCounters countersForThisThread() {
        return Native.LONG_SIZE == 8 ? new Counters() : ThreadCounters.NONE;
    }

    /**
     * The calling thread's counters through the direct-mapped libc: each read is one call filling an array made
     * here, so a read allocates nothing. The layouts are those of 64-bit Linux (timespec: two longs; rusage: two
     * timevals of two longs, then fourteen longs, ru_nivcsw the last).
     */
    private static final class Counters implements ThreadCounters {
        private static final int CLOCK_THREAD_CPUTIME_ID = 3;
        private static final int RUSAGE_THREAD = 1;
        private static final int RU_NIVCSW = 17;
        private final long[] timespec = new long[2];
        private final long[] rusage = new long[18];

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
            return "sched_getcpu, clock_gettime(CLOCK_THREAD_CPUTIME_ID), getrusage(RUSAGE_THREAD).ru_nivcsw (JNA)";
        }
    }

    @Override
    public SchedPolicy getPolicy() throws NativeCallException {
        try {
            return SchedPolicy.fromLinux(LibC.sched_getscheduler(0) & ~0x40000000); // strip SCHED_RESET_ON_FORK
        } catch (LastErrorException e) {
            throw new NativeCallException("sched_getscheduler", "0", e.getErrorCode());
        }
    }

    @Override
    public int getPriority() throws NativeCallException {
        int[] param = new int[1];
        try {
            LibC.sched_getparam(0, param);
        } catch (LastErrorException e) {
            throw new NativeCallException("sched_getparam", "0", e.getErrorCode());
        }
        return param[0];
    }

    @Override
    public int currentCpu() {
        return LibC.sched_getcpu();
    }

    @Override
    public void lockAllMemory() throws NativeCallException {
        try {
            LibC.mlockall(MCL_CURRENT | MCL_FUTURE);
        } catch (LastErrorException e) {
            throw new NativeCallException("mlockall", "MCL_CURRENT|MCL_FUTURE", e.getErrorCode());
        }
    }

    @Override
    public void unlockAllMemory() throws NativeCallException {
        try {
            LibC.munlockall();
        } catch (LastErrorException e) {
            throw new NativeCallException("munlockall", "", e.getErrorCode());
        }
    }
}
