package rtjbench.core.os;

import com.sun.jna.LastErrorException;
import com.sun.jna.Library;
import com.sun.jna.Memory;
import com.sun.jna.Native;
import java.util.Locale;

/**
 * {@code sched_setattr(2)} for SCHED_DEADLINE. glibc had no wrapper for it until 2.41, so it is made as a raw
 * system call, whose number depends on the architecture; {@code syscall} is variadic, so it is bound through an
 * interface-mapped library (JNA passes variadic arguments right there, direct mapping does not). Loaded on first
 * use only: a machine where it cannot load loses SCHED_DEADLINE, nothing else. Cold path.
 */
final class DeadlineCall {
    static final int SCHED_DEADLINE = 6;
    static final long SCHED_FLAG_RESET_ON_FORK = 0x01;
    /** SCHED_ATTR_SIZE_VER0: size, policy, flags, nice, priority, runtime, deadline, period. */
    static final int ATTR_SIZE = 48;

    /** The C library's {@code syscall}, interface-mapped for its variadic arguments. */
    interface Syscalls extends Library {
        long syscall(long number, Object... args) throws LastErrorException;
    }

    private static final class Holder {
        static final Syscalls LIBC = Native.load("c", Syscalls.class);
    }

    private DeadlineCall() {}

    /** sched_setattr's number on this architecture ({@code os.arch}), or -1 where the suite does not know it. */
    static long syscallNumber(String arch) {
        switch (arch.toLowerCase(Locale.ROOT)) {
            case "amd64":
            case "x86_64":
                return 314;
            case "aarch64":
            case "arm64":
            case "riscv64":
                return 274; // the generic system-call table
            default:
                return -1;
        }
    }

    /** The struct sched_attr for SCHED_DEADLINE with these times (ns), as the kernel reads it. */
    static Memory attr(long runtime, long deadline, long period) {
        Memory attr = new Memory(ATTR_SIZE);
        attr.clear();
        attr.setInt(0, ATTR_SIZE);
        attr.setInt(4, SCHED_DEADLINE);
        attr.setLong(8, SCHED_FLAG_RESET_ON_FORK);
        attr.setInt(16, 0); // nice: not used by SCHED_DEADLINE
        attr.setInt(20, 0); // priority: likewise
        attr.setLong(24, runtime);
        attr.setLong(32, deadline);
        attr.setLong(40, period);
        return attr;
    }

    static void setattr(long runtime, long deadline, long period) throws NativeCallException {
        String args = String.format(
                Locale.ROOT,
                "0, SCHED_DEADLINE runtime %d ns, deadline %d ns, period %d ns",
                runtime,
                deadline,
                period);
        long number = syscallNumber(System.getProperty("os.arch", ""));
        if (number < 0) {
            throw new NativeCallException("sched_setattr(" + args + "): the system call's number on "
                    + System.getProperty("os.arch") + " is not known to the suite");
        }
        try {
            Holder.LIBC.syscall(number, 0L, attr(runtime, deadline, period), 0L); // pid 0: this thread; flags 0
        } catch (LastErrorException e) {
            throw new NativeCallException("sched_setattr", args, e.getErrorCode());
        } catch (LinkageError e) {
            throw new NativeCallException("sched_setattr(" + args + "): libc's syscall could not be bound: " + e);
        }
    }
}
