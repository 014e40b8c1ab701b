package rtjbench.core.clock;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;

/**
 * The TSC through FFM downcalls (Java 22+; this is META-INF/versions/22 of the multi-release jar). Each
 * {@code rtj_*} function is bound once with {@link Linker.Option#critical(boolean) critical}: the call
 * skips the thread-state transition a JNI call makes (allowed for short functions that never block or
 * call back), leaving about the cost of the instruction. The handles are static finals of a holder class,
 * so the JIT treats them as constants and calls the native entry directly.
 */
final class FfmTsc {
    private static volatile Path library;
    private static String failure;
    private static boolean loaded;

    private FfmTsc() {
    }

    static synchronized String load(Path lib) {
        if (!loaded && failure == null) {
            library = lib;
            try {
                read();
                loaded = true;
            } catch (Throwable e) { // ExceptionInInitializerError, IllegalCallerException (native access denied), ...
                Throwable cause = e instanceof ExceptionInInitializerError && e.getCause() != null ? e.getCause() : e;
                failure = "FFM: " + cause;
            }
        }
        return failure;
    }

    /** Bound on first use, after {@link #load} has set the library. */
    private static final class Handles {
        static final MethodHandle READ;
        static final MethodHandle READ_START;
        static final MethodHandle READ_END;
        static final MethodHandle COUNTER_HZ;

        static {
            Linker linker = Linker.nativeLinker();
            SymbolLookup lib = SymbolLookup.libraryLookup(library, Arena.global());
            FunctionDescriptor longOfVoid = FunctionDescriptor.of(ValueLayout.JAVA_LONG);
            Linker.Option critical = Linker.Option.critical(false);
            READ = linker.downcallHandle(lib.find("rtj_tsc").orElseThrow(), longOfVoid, critical);
            READ_START = linker.downcallHandle(lib.find("rtj_tsc_start").orElseThrow(), longOfVoid, critical);
            READ_END = linker.downcallHandle(lib.find("rtj_tsc_end").orElseThrow(), longOfVoid, critical);
            COUNTER_HZ = linker.downcallHandle(lib.find("rtj_counter_hz").orElseThrow(), longOfVoid, critical);
        }
    }

    static long read() {
        try {
            return (long) Handles.READ.invokeExact();
        } catch (Throwable e) {
            throw new IllegalStateException("rtj_tsc downcall failed", e);
        }
    }

    static long readStart() {
        try {
            return (long) Handles.READ_START.invokeExact();
        } catch (Throwable e) {
            throw new IllegalStateException("rtj_tsc_start downcall failed", e);
        }
    }

    static long readEnd() {
        try {
            return (long) Handles.READ_END.invokeExact();
        } catch (Throwable e) {
            throw new IllegalStateException("rtj_tsc_end downcall failed", e);
        }
    }

    static long counterHz() {
        try {
            return (long) Handles.COUNTER_HZ.invokeExact();
        } catch (Throwable e) {
            throw new IllegalStateException("rtj_counter_hz downcall failed", e);
        }
    }

    /** rdtsc at both ends. */
    static final class Plain implements Clock, ClockLoops {
        @Override
        public long startTicks() {
            return read();
        }

        @Override
        public long endTicks() {
            return read();
        }

        @Override
        public long readBatch(int reads) {
            long sum = 0;
            for (int i = 0; i < reads; i++) {
                sum += startTicks();
            }
            return sum;
        }

        @Override
        public void emptyRegions(long[] ticks, int n) {
            for (int i = 0; i < n; i++) {
                long start = startTicks();
                ticks[i] = endTicks() - start;
            }
        }
    }

    /** lfence;rdtsc at the start, rdtscp;lfence at the end. */
    static final class Serial implements Clock, ClockLoops {
        @Override
        public long startTicks() {
            return readStart();
        }

        @Override
        public long endTicks() {
            return readEnd();
        }

        @Override
        public long readBatch(int reads) {
            long sum = 0;
            for (int i = 0; i < reads; i += 2) {
                sum += startTicks();
                sum += endTicks();
            }
            return sum;
        }

        @Override
        public void emptyRegions(long[] ticks, int n) {
            for (int i = 0; i < n; i++) {
                long start = startTicks();
                ticks[i] = endTicks() - start;
            }
        }
    }
}
