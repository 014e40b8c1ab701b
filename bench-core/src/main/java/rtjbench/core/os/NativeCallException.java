package rtjbench.core.os;

/** A native call failed: the message names the call, its argument and errno (EPERM, EINVAL, ...). */
public final class NativeCallException extends Exception {
    private static final long serialVersionUID = 1L;
    static final int EBUSY = 16;
    private final int errno;

    public NativeCallException(String call, String argument, int errno) {
        super(call + "(" + argument + ") failed: " + errnoName(errno)
                + (errno == 1 ? " (needs root or CAP_SYS_NICE/CAP_IPC_LOCK)" : ""));
        this.errno = errno;
    }

    public NativeCallException(String message) {
        super(message);
        this.errno = 0;
    }

    public int errno() {
        return errno;
    }

    /** True for EBUSY: from sched_setattr, the kernel's SCHED_DEADLINE admission control refused the bandwidth. */
    public boolean isBusy() {
        return errno == EBUSY;
    }

    /** True for EPERM: the call is fine, this process lacks the privilege. */
    public boolean isPermissionDenied() {
        return errno == 1;
    }

    static String errnoName(int errno) {
        switch (errno) {
            case 1:
                return "EPERM";
            case 3:
                return "ESRCH";
            case 11:
                return "EAGAIN";
            case 12:
                return "ENOMEM";
            case 14:
                return "EFAULT";
            case EBUSY:
                return "EBUSY";
            case 7:
                return "E2BIG";
            case 22:
                return "EINVAL";
            default:
                return "errno " + errno;
        }
    }
}
