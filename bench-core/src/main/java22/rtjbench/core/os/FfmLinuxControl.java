package rtjbench.core.os;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * The Linux calls through FFM downcalls (Java 22+; this is META-INF/versions/22 of the multi-release jar): libc's
 * functions bound once with the JDK's linker, errno captured by the call itself ({@link
 * Linker.Option#captureCallState}). The thread counters' calls, made in timed parts, are critical downcalls on
 * buffers the counters keep, so a read allocates nothing. No lambdas here: under {@code -Xcomp} each one costs a
 * cold start its class's generation and compilation.
 */
final class FfmLinuxControl extends LinuxThreadControl {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final StructLayout CALL_STATE = Linker.Option.captureStateLayout();
    private static final long ERRNO_OFFSET =
            CALL_STATE.byteOffset(MemoryLayout.PathElement.groupElement("errno"));
    private static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT;
    private static final ValueLayout.OfLong LONG = ValueLayout.JAVA_LONG;
    private static final ValueLayout ADDRESS = ValueLayout.ADDRESS;

    // Each function in a holder of its own: a binding generates and loads classes (under -Xcomp it compiles them
    // too). Those every run makes are bound by load(), before any run, so that work never falls between a run's start
    // and its first event; the thread counters' calls when a thread makes its counters (before its run, where a
    // testapp uses them at all), munlockall and the system call on their first use.
    private static final class SetAffinity {
        static final MethodHandle CALL = withErrno("sched_setaffinity", INT, INT, LONG, ADDRESS);
    }

    private static final class GetAffinity {
        static final MethodHandle CALL = withErrno("sched_getaffinity", INT, INT, LONG, ADDRESS);
    }

    private static final class SetScheduler {
        static final MethodHandle CALL = withErrno("sched_setscheduler", INT, INT, INT, ADDRESS);
    }

    private static final class GetScheduler {
        static final MethodHandle CALL = withErrno("sched_getscheduler", INT, INT);
    }

    private static final class GetParam {
        static final MethodHandle CALL = withErrno("sched_getparam", INT, INT, ADDRESS);
    }

    private static final class LockAll {
        static final MethodHandle CALL = withErrno("mlockall", INT, INT);
    }

    private static final class UnlockAll {
        static final MethodHandle CALL = withErrno("munlockall", INT);
    }

    private static final class GetCpu {
        static final MethodHandle CALL =
                LINKER.downcallHandle(find("sched_getcpu"), FunctionDescriptor.of(INT), Linker.Option.critical(false));
    }

    private static final class ClockGettime {
        static final MethodHandle CALL = LINKER.downcallHandle(
                find("clock_gettime"), FunctionDescriptor.of(INT, INT, ADDRESS), Linker.Option.critical(false));
    }

    private static final class GetRusage {
        static final MethodHandle CALL = LINKER.downcallHandle(
                find("getrusage"), FunctionDescriptor.of(INT, INT, ADDRESS), Linker.Option.critical(false));
    }

    /** {@code syscall(long number, ...)}: pid and flags passed as longs, as the kernel reads its registers. */
    private static final class Syscall {
        static final MethodHandle CALL = LINKER.downcallHandle(
                find("syscall"),
                FunctionDescriptor.of(LONG, LONG, LONG, ADDRESS, LONG),
                Linker.Option.firstVariadicArg(1),
                Linker.Option.captureCallState("errno"));
    }

    private FfmLinuxControl() {}

    /**
     * Binds the libc functions every run calls, and calls sched_getcpu through {@link #currentCpu}; throws whatever
     * the binding throws (native access denied, a missing symbol), for the caller to fall back or report.
     */
    static ThreadControl load() {
        try {
            Object[] bound = { // each holder's class initialised, so bound, here
                GetCpu.CALL,
                SetAffinity.CALL,
                GetAffinity.CALL,
                SetScheduler.CALL,
                GetScheduler.CALL,
                GetParam.CALL,
                LockAll.CALL
            };
        } catch (Throwable e) {
            throw e instanceof ExceptionInInitializerError && e.getCause() != null
                    ? new IllegalStateException("FFM: " + e.getCause(), e.getCause())
                    : new IllegalStateException("FFM: " + e, e);
        }
        FfmLinuxControl control = new FfmLinuxControl();
        // currentCpu() itself, not only its binding: a test thread calls it right after the start gate, where under
        // -Xcomp its first call would compile the downcall's method-handle chain while the first events run.
        if (control.currentCpu() < 0) {
            throw new IllegalStateException("FFM: sched_getcpu failed");
        }
        return control;
    }

    private static MemorySegment find(String name) {
        java.util.Optional<MemorySegment> found = LINKER.defaultLookup().find(name);
        if (found.isPresent()) {
            return found.get();
        }
        java.util.Optional<MemorySegment> inLibc = SymbolLookup.libraryLookup("libc.so.6", Arena.global()).find(name);
        if (inLibc.isPresent()) {
            return inLibc.get();
        }
        throw new UnsatisfiedLinkError("libc has no " + name);
    }

    private static MethodHandle withErrno(String name, ValueLayout result, ValueLayout... args) {
        return LINKER.downcallHandle(
                find(name), FunctionDescriptor.of(result, args), Linker.Option.captureCallState("errno"));
    }

    private static int errno(MemorySegment state) {
        return state.get(INT, ERRNO_OFFSET);
    }

    /** A cold-path call's result, or -errno; a failure of the downcall itself is a bug, thrown as one. */
    private static int orErrno(int result, MemorySegment state) {
        return result < 0 ? -errno(state) : result;
    }

    private static IllegalStateException failed(String call, Throwable e) {
        return new IllegalStateException(call + " downcall failed", e);
    }

    @Override
    String binding() {
        return "FFM";
    }

    @Override
    int setAffinityMask(byte[] mask) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(CALL_STATE);
            MemorySegment m = arena.allocate(mask.length);
            MemorySegment.copy(mask, 0, m, ValueLayout.JAVA_BYTE, 0, mask.length);
            return orErrno((int) SetAffinity.CALL.invokeExact(state, 0, (long) mask.length, m), state);
        } catch (Throwable e) {
            throw failed("sched_setaffinity", e);
        }
    }

    @Override
    int getAffinityMask(byte[] mask) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(CALL_STATE);
            MemorySegment m = arena.allocate(mask.length);
            int r = orErrno((int) GetAffinity.CALL.invokeExact(state, 0, (long) mask.length, m), state);
            MemorySegment.copy(m, ValueLayout.JAVA_BYTE, 0, mask, 0, mask.length);
            return Math.min(0, r);
        } catch (Throwable e) {
            throw failed("sched_getaffinity", e);
        }
    }

    @Override
    int setScheduler(int policy, int priority) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(CALL_STATE);
            MemorySegment param = arena.allocate(INT);
            param.set(INT, 0, priority);
            return orErrno((int) SetScheduler.CALL.invokeExact(state, 0, policy, param), state);
        } catch (Throwable e) {
            throw failed("sched_setscheduler", e);
        }
    }

    @Override
    int getScheduler() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(CALL_STATE);
            return orErrno((int) GetScheduler.CALL.invokeExact(state, 0), state);
        } catch (Throwable e) {
            throw failed("sched_getscheduler", e);
        }
    }

    @Override
    int getSchedPriority() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(CALL_STATE);
            MemorySegment param = arena.allocate(INT);
            int r = orErrno((int) GetParam.CALL.invokeExact(state, 0, param), state);
            return r < 0 ? r : param.get(INT, 0);
        } catch (Throwable e) {
            throw failed("sched_getparam", e);
        }
    }

    @Override
    int lockAll(int flags) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(CALL_STATE);
            return orErrno((int) LockAll.CALL.invokeExact(state, flags), state);
        } catch (Throwable e) {
            throw failed("mlockall", e);
        }
    }

    @Override
    int unlockAll() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(CALL_STATE);
            return orErrno((int) UnlockAll.CALL.invokeExact(state), state);
        } catch (Throwable e) {
            throw failed("munlockall", e);
        }
    }

    @Override
    int setAttr(long number, byte[] attr) throws NativeCallException {
        MethodHandle syscall;
        try {
            syscall = Syscall.CALL;
        } catch (LinkageError e) {
            throw new NativeCallException("sched_setattr: libc's syscall could not be bound through FFM: " + e);
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(CALL_STATE);
            MemorySegment struct = arena.allocate(attr.length, 8);
            MemorySegment.copy(attr, 0, struct, ValueLayout.JAVA_BYTE, 0, attr.length);
            long r = (long) syscall.invokeExact(state, number, 0L, struct, 0L); // pid 0: this thread; flags 0
            return r < 0 ? -errno(state) : 0;
        } catch (Throwable e) {
            throw failed("syscall(sched_setattr)", e);
        }
    }

    @Override
    public int currentCpu() {
        try {
            return (int) GetCpu.CALL.invokeExact();
        } catch (Throwable e) {
            return -1;
        }
    }

    @Override
    public ThreadCounters countersForThisThread() {
        return ValueLayout.JAVA_LONG.byteSize() == 8 && ValueLayout.ADDRESS.byteSize() == 8
                ? new Counters()
                : ThreadCounters.NONE;
    }

    /**
     * The calling thread's counters: each read is one critical downcall filling a buffer made here, so a read
     * allocates nothing.
     */
    private static final class Counters implements ThreadCounters {
        private final MemorySegment timespec = Arena.ofAuto().allocate(2 * 8L, 8);
        private final MemorySegment rusage = Arena.ofAuto().allocate(RUSAGE_LONGS * 8L, 8);

        Counters() {
            Object[] bound = {ClockGettime.CALL, GetRusage.CALL}; // here, not in the first timed read
        }

        @Override
        public int cpu() {
            try {
                return (int) GetCpu.CALL.invokeExact();
            } catch (Throwable e) {
                return -1;
            }
        }

        @Override
        public long cpuTimeNanos() {
            try {
                return (int) ClockGettime.CALL.invokeExact(CLOCK_THREAD_CPUTIME_ID, timespec) == 0
                        ? timespec.get(LONG, 0) * 1_000_000_000L + timespec.get(LONG, 8)
                        : -1;
            } catch (Throwable e) {
                return -1;
            }
        }

        @Override
        public long involuntarySwitches() {
            try {
                return (int) GetRusage.CALL.invokeExact(RUSAGE_THREAD, rusage) == 0
                        ? rusage.get(LONG, RU_NIVCSW * 8L)
                        : -1;
            } catch (Throwable e) {
                return -1;
            }
        }

        @Override
        public String describe() {
            return SOURCES + " (FFM)";
        }
    }
}
