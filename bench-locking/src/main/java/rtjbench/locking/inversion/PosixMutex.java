package rtjbench.locking.inversion;

import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Pointer;

/**
 * A POSIX mutex through JNA, with the protocol the test is about: {@code PTHREAD_PRIO_NONE} (a plain futex
 * mutex) or {@code PTHREAD_PRIO_INHERIT} (a PI futex: while a higher-priority thread waits, the kernel runs
 * the holder at the waiter's priority). The mutex and its attributes live in native memory allocated here;
 * glibc's x86-64 sizes are 40 bytes ({@code pthread_mutex_t}) and 4 ({@code pthread_mutexattr_t}), aarch64's
 * 48 and 8, so 64 and 16 bytes cover both.
 */
public final class PosixMutex implements InversionLock {
    public static final int PTHREAD_PRIO_NONE = 0;
    public static final int PTHREAD_PRIO_INHERIT = 1;
    static final int MUTEX_BYTES = 64;
    static final int ATTR_BYTES = 16;

    /** The pthread functions, bound once (glibc 2.34+ has them in libc, older ones in libpthread). */
    static final class PThread {
        static native int pthread_mutexattr_init(Pointer attr);

        static native int pthread_mutexattr_setprotocol(Pointer attr, int protocol);

        static native int pthread_mutexattr_destroy(Pointer attr);

        static native int pthread_mutex_init(Pointer mutex, Pointer attr);

        static native int pthread_mutex_lock(Pointer mutex);

        static native int pthread_mutex_unlock(Pointer mutex);

        static native int pthread_mutex_destroy(Pointer mutex);

        static final String LIBRARY;

        static {
            NativeLibrary lib;
            try {
                lib = NativeLibrary.getInstance("c");
                lib.getFunction("pthread_mutexattr_setprotocol");
            } catch (UnsatisfiedLinkError e) {
                lib = NativeLibrary.getInstance("pthread");
            }
            LIBRARY = lib.getName();
            Native.register(PThread.class, lib);
        }

        private PThread() {}
    }

    private final Memory mutex = new Memory(MUTEX_BYTES);
    private final int protocol;
    private boolean closed;

    /** A mutex with {@code protocol} ({@link #PTHREAD_PRIO_NONE} or {@link #PTHREAD_PRIO_INHERIT}). */
    public PosixMutex(int protocol) {
        if (protocol != PTHREAD_PRIO_NONE && protocol != PTHREAD_PRIO_INHERIT) {
            throw new IllegalArgumentException(
                    "protocol " + protocol + " is neither PTHREAD_PRIO_NONE (0) nor PTHREAD_PRIO_INHERIT (1)");
        }
        this.protocol = protocol;
        Memory attr = new Memory(ATTR_BYTES);
        attr.clear();
        mutex.clear();
        check("pthread_mutexattr_init", PThread.pthread_mutexattr_init(attr));
        try {
            check(
                    "pthread_mutexattr_setprotocol(" + protocolName(protocol) + ")",
                    PThread.pthread_mutexattr_setprotocol(attr, protocol));
            check("pthread_mutex_init", PThread.pthread_mutex_init(mutex, attr));
        } finally {
            PThread.pthread_mutexattr_destroy(attr);
        }
    }

    /** Loads the binding; throws (UnsatisfiedLinkError, NoClassDefFoundError) where it cannot. */
    public static String library() {
        return PThread.LIBRARY;
    }

    static String protocolName(int protocol) {
        return protocol == PTHREAD_PRIO_INHERIT ? "PTHREAD_PRIO_INHERIT" : "PTHREAD_PRIO_NONE";
    }

    private static void check(String call, int rc) {
        if (rc != 0) {
            throw new IllegalStateException(call + " failed: error " + rc
                    + (rc == 95 ? " (ENOTSUP)" : rc == 22 ? " (EINVAL)" : rc == 1 ? " (EPERM)" : ""));
        }
    }

    @Override
    public void locked(Runnable section) {
        int rc = PThread.pthread_mutex_lock(mutex);
        if (rc != 0) {
            check("pthread_mutex_lock", rc);
        }
        try {
            section.run();
        } finally {
            rc = PThread.pthread_mutex_unlock(mutex);
            if (rc != 0) {
                check("pthread_mutex_unlock", rc);
            }
        }
    }

    @Override
    public String behaviour() {
        return protocol == PTHREAD_PRIO_INHERIT
                ? "pthread mutex, PTHREAD_PRIO_INHERIT: a PI futex; the kernel raises the holder to the top waiter's "
                        + "priority"
                : "pthread mutex, PTHREAD_PRIO_NONE: a plain futex; the holder keeps its own priority";
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            PThread.pthread_mutex_destroy(mutex);
        }
    }
}
