package rtjbench.core.clock;

import java.nio.file.Path;

/**
 * The TSC through an FFM downcall: the Java 8 face of this class. The bench-core jar is multi-release;
 * on Java 22+ the VM loads {@code META-INF/versions/22/rtjbench/core/clock/FfmTsc.class} instead, which
 * binds the {@code rtj_*} functions with critical downcalls (no thread-state transition: about the cost
 * of the instruction itself). This version only says why the path is not here.
 */
final class FfmTsc {
    private FfmTsc() {}

    static String load(Path library) {
        return "FFM: this VM (Java " + System.getProperty("java.specification.version")
                + ") loaded the Java 8 version of the class; the FFM path needs Java 22+ and the multi-release "
                + "bench-core jar built with a JDK 22+ (see rtjbench.jdk22.home)";
    }

    static long read() {
        throw unavailable();
    }

    static long readStart() {
        throw unavailable();
    }

    static long readEnd() {
        throw unavailable();
    }

    static long counterHz() {
        throw unavailable();
    }

    private static UnsupportedOperationException unavailable() {
        return new UnsupportedOperationException("FFM clock path not available on this VM");
    }

    /** What the Java 22 version's clocks are; never made here ({@link #load} refuses first). */
    private abstract static class Unavailable implements Clock, ClockLoops {
        @Override
        public long startTicks() {
            throw unavailable();
        }

        @Override
        public long endTicks() {
            throw unavailable();
        }

        @Override
        public long readBatch(int reads) {
            throw unavailable();
        }

        @Override
        public void emptyRegions(long[] ticks, int n) {
            throw unavailable();
        }
    }

    static final class Plain extends Unavailable {}

    static final class Serial extends Unavailable {}
}
