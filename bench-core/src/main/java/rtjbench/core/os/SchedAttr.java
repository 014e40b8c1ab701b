package rtjbench.core.os;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Locale;

/**
 * {@code sched_setattr(2)} for SCHED_DEADLINE, as the kernel reads it. glibc had no wrapper for it until 2.41, so a
 * binding makes it as a raw system call ({@code syscall}, variadic), whose number depends on the architecture; the
 * struct is written here once, in the machine's byte order, for either binding to pass.
 */
final class SchedAttr {
    static final int SCHED_DEADLINE = 6;
    static final long SCHED_FLAG_RESET_ON_FORK = 0x01;
    /** SCHED_ATTR_SIZE_VER0: size, policy, flags, nice, priority, runtime, deadline, period. */
    static final int SIZE = 48;

    private SchedAttr() {}

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

    /** The struct sched_attr for SCHED_DEADLINE with these times (ns), with SCHED_FLAG_RESET_ON_FORK. */
    static byte[] deadline(long runtime, long deadline, long period) {
        ByteBuffer attr = ByteBuffer.allocate(SIZE).order(ByteOrder.nativeOrder());
        attr.putInt(0, SIZE);
        attr.putInt(4, SCHED_DEADLINE);
        attr.putLong(8, SCHED_FLAG_RESET_ON_FORK);
        attr.putInt(16, 0); // nice: not used by SCHED_DEADLINE
        attr.putInt(20, 0); // priority: likewise
        attr.putLong(24, runtime);
        attr.putLong(32, deadline);
        attr.putLong(40, period);
        return attr.array();
    }

    /** The call's arguments as an error names them. */
    static String describe(long runtime, long deadline, long period) {
        return "0, SCHED_DEADLINE runtime " + runtime + " ns, deadline " + deadline + " ns, period " + period + " ns";
    }
}
