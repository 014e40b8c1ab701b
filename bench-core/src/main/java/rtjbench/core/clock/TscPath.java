package rtjbench.core.clock;

import java.nio.file.Path;

/**
 * The ways Java can call the native clock library, fastest first where the VM offers them. Which one a
 * run uses is decided by measuring (see {@link TscProvider}), not by this order alone.
 */
enum TscPath {
    /** Java 22+ critical downcall, from the multi-release part of the jar. */
    FFM("ffm") {
        @Override
        String load(Path library) {
            return FfmTsc.load(library);
        }

        @Override
        Clock plain() {
            return new FfmTsc.Plain();
        }

        @Override
        Clock serial() {
            return new FfmTsc.Serial();
        }

        @Override
        long counterHz() {
            return FfmTsc.counterHz();
        }
    },
    /** Our own JNI entries: every VM with JNI. */
    JNI("jni") {
        @Override
        String load(Path library) {
            return JniTsc.load(library);
        }

        @Override
        Clock plain() {
            return new JniTsc.Plain();
        }

        @Override
        Clock serial() {
            return new JniTsc.Serial();
        }

        @Override
        long counterHz() {
            return JniTsc.counterHz();
        }
    },
    /** JNA direct mapping: slowest, for the record and as a last resort. */
    JNA("jna") {
        @Override
        String load(Path library) {
            return JnaTsc.load(library);
        }

        @Override
        Clock plain() {
            return new JnaTsc.Plain();
        }

        @Override
        Clock serial() {
            return new JnaTsc.Serial();
        }

        @Override
        long counterHz() {
            return JnaTsc.counterHz();
        }
    };

    private final String label;

    TscPath(String label) {
        this.label = label;
    }

    String label() {
        return label;
    }

    /** Binds the library; null where it worked, otherwise why not. */
    abstract String load(Path library);

    /** The plain read at both ends (rdtsc; cntvct_el0). */
    abstract Clock plain();

    /** The serialising reads (lfence;rdtsc ... rdtscp;lfence; isb-fenced on aarch64). */
    abstract Clock serial();

    /** The nominal counter frequency where the architecture publishes it, else 0. */
    abstract long counterHz();
}
