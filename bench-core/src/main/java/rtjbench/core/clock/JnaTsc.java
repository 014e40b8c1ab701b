package rtjbench.core.clock;

import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import java.nio.file.Path;

/**
 * The TSC through JNA direct mapping ({@code Native.register}): the {@code rtj_*} functions of the native
 * clock library bound to static native methods. Needs no JNI entry of our own, but JNA's generic dispatch
 * costs several times a plain JNI call; kept as the last resort, and so that the cost is on record.
 */
final class JnaTsc {
    private static String failure;
    private static boolean loaded;

    private JnaTsc() {}

    private static native long rtj_tsc();

    private static native long rtj_tsc_start();

    private static native long rtj_tsc_end();

    private static native long rtj_counter_hz();

    static long read() {
        return rtj_tsc();
    }

    static long readStart() {
        return rtj_tsc_start();
    }

    static long readEnd() {
        return rtj_tsc_end();
    }

    static long counterHz() {
        return rtj_counter_hz();
    }

    /** Loads the library for this class's loader; null where it worked, otherwise why not. */
    static synchronized String load(Path library) {
        if (!loaded && failure == null) {
            try {
                Native.register(JnaTsc.class, NativeLibrary.getInstance(library.toString()));
                read();
                loaded = true;
            } catch (UnsatisfiedLinkError | SecurityException | IllegalArgumentException e) {
                failure = "JNA: " + e;
            }
        }
        return failure;
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
