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
        int prio = policy.isRealtime() ? priority : 0;
        try {
            LibC.sched_setscheduler(0, policy.linuxValue(), new int[] {prio});
        } catch (LastErrorException e) {
            throw new NativeCallException(
                    "sched_setscheduler", "0, SCHED_" + policy.name() + ", priority " + prio, e.getErrorCode());
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
