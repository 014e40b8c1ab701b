package rtjbench.core.clock;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH twin of the {@code timer} testapp: what one read of each clock costs, through each call path, as JMH
 * measures it (average time of a call returning the value, so nothing is removed). A path that does not
 * bind on this VM fails its benchmarks in setup with the reason (FFM needs Java 22+ and the multi-release
 * jar); the others still run. Compare with bin/clock-bench's C reference and the timer testapp.
 * <pre>java -jar bench-core/target/bench-core-jmh.jar ClockReadBenchmark</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class ClockReadBenchmark {

    /** Binds one path of the native clock library, or fails the benchmark saying why. */
    abstract static class PathState {
        abstract TscPath path();

        @Setup(Level.Trial)
        public void bind() {
            String library = NativeClockLibrary.unavailableReason();
            if (library != null) {
                throw new IllegalStateException(library);
            }
            String failure = path().load(NativeClockLibrary.path());
            if (failure != null) {
                throw new IllegalStateException(failure);
            }
        }
    }

    @State(Scope.Benchmark)
    public static class Jni extends PathState {
        @Override
        TscPath path() {
            return TscPath.JNI;
        }
    }

    @State(Scope.Benchmark)
    public static class Jna extends PathState {
        @Override
        TscPath path() {
            return TscPath.JNA;
        }
    }

    @State(Scope.Benchmark)
    public static class Ffm extends PathState {
        @Override
        TscPath path() {
            return TscPath.FFM;
        }
    }

    @Benchmark
    public long nanoTime() {
        return System.nanoTime();
    }

    @Benchmark
    public long jniRdtsc(Jni state) {
        return JniTsc.read();
    }

    @Benchmark
    public long jniLfenceRdtsc(Jni state) {
        return JniTsc.readStart();
    }

    @Benchmark
    public long jniRdtscpLfence(Jni state) {
        return JniTsc.readEnd();
    }

    @Benchmark
    public long jnaRdtsc(Jna state) {
        return JnaTsc.read();
    }

    @Benchmark
    public long ffmRdtsc(Ffm state) {
        return FfmTsc.read();
    }

    @Benchmark
    public long ffmLfenceRdtsc(Ffm state) {
        return FfmTsc.readStart();
    }

    @Benchmark
    public long ffmRdtscpLfence(Ffm state) {
        return FfmTsc.readEnd();
    }
}
