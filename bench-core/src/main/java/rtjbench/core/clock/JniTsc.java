package rtjbench.core.clock;

import java.nio.file.Path;

/**
 * The TSC through JNI: static native methods bound to the {@code Java_rtjbench_core_clock_JniTsc_*}
 * entries of the native clock library. Works on every VM with JNI (Java 8 included); a JNI call costs a
 * thread-state transition each way, so it is slower than an FFM critical downcall.
 */
final class JniTsc {
    private static String failure;
    private static boolean loaded;

    private JniTsc() {}

    static native long read();

    static native long readStart();

    static native long readEnd();

    static native long counterHz();

    /** Loads the library for this class's loader; null where it worked, otherwise why not. */
    static synchronized String load(Path library) {
        if (!loaded && failure == null) {
            try {
                System.load(library.toString());
                read();
                loaded = true;
            } catch (UnsatisfiedLinkError | SecurityException e) {
                failure = "JNI: " + e;
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
