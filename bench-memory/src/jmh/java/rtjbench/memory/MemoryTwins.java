package rtjbench.memory;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import rtjbench.core.args.Quantities;
import rtjbench.core.os.TwinEnvironment;
import rtjbench.core.topology.CpuTopology;
import rtjbench.core.topology.SysfsTopologyReader;

/**
 * JMH twins of the three memory testapps: the very operation objects the harness times
 * ({@link MemAlloc.Allocation}, {@link ArrayCopy.Copy}), invoked by JMH instead of between two clock reads.
 * The sizes are the harness's: seed fig. 7/8's 1K..10K in 1K steps plus the quick suite's 16K, in bytes, under
 * the harness's argument names ({@code allocsize}, {@code copysize}, {@code fraction}) so {@code tools crosscheck}
 * can pair them with a run.
 * <p>
 * Against dead-code elimination: the allocation is stored in the operation's field (as in the harness) and
 * the benchmark returns it; the copy's destination is returned after the copy, so JMH's implicit Blackhole
 * consumes it and the copy must happen. Both modes: AverageTime (the mean, to compare with the harness's mean)
 * and SampleTime (JMH's own per-call timing of a sample of calls, to compare percentiles).
 * <p>
 * sharedcache is single-threaded here: one thread copies the source sized as {@code fraction} of the cache
 * the harness would pick (same level and fallback rule); what sharing adds is not part of the twin.
 * <p>
 * Set up as the harness runs ({@link TwinEnvironment}): the benchmark thread pinned ({@code -Drtjbench.twin.cpus}),
 * the rest of the VM not, memory locked as the runner locks it. Each state's setup takes the {@link Placement}
 * state, so this is done before the operation's data is made and touched (the harness's threads also fill
 * their arrays where they run).
 */
@BenchmarkMode({Mode.AverageTime, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MemoryTwins {

    /** The benchmark thread's CPU and the locked memory, as the harness's test thread has them. */
    @State(Scope.Thread)
    public static class Placement {
        @Setup(Level.Trial)
        public void pin() {
            System.out.println("memory twin: " + TwinEnvironment.apply(0));
        }
    }

    /** memalloc, memtype=heap: {@code new byte[allocsize]}. */
    @State(Scope.Thread)
    public static class Alloc {
        @Param({"1024", "2048", "3072", "4096", "5120", "6144", "7168", "8192", "9216", "10240", "16384"})
        public int allocsize;

        MemAlloc.Allocation op;

        @Setup(Level.Trial)
        public void setUp(Placement placed) {
            op = new MemAlloc.Allocation(allocsize);
        }
    }

    /** arraycopy: a thread-local, pre-filled source into a thread-local destination. */
    @State(Scope.Thread)
    public static class Copy {
        @Param({"1024", "2048", "3072", "4096", "5120", "6144", "7168", "8192", "9216", "10240", "16384"})
        public int copysize;

        ArrayCopy.Copy op;

        @Setup(Level.Trial)
        public void setUp(Placement placed) {
            op = filledCopy(copysize);
        }
    }

    /** sharedcache, one thread: the source is {@code fraction} of the data cache at {@code cache_level}. */
    @State(Scope.Thread)
    public static class Shared {
        @Param({"2", "1", "1/4", "1/16", "1/64", "1/256", "1/1024"})
        public String fraction;

        @Param({"2"})
        public int cache_level;

        ArrayCopy.Copy op;

        @Setup(Level.Trial)
        public void setUp(Placement placed) throws IOException {
            CpuTopology topology = SysfsTopologyReader.system().read();
            // All online CPUs, not the allowed ones: under taskset the harness's choice of cache is still wanted.
            SharedCachePlacement p = SharedCachePlacement.choose(topology, topology.onlineCpus(), cache_level);
            if (p == null) {
                throw new IllegalStateException("no two CPUs of " + topology.onlineCpus() + " share any cache level; "
                        + "the sharedcache twin sizes its source from the cache the harness would use");
            }
            long bytes = Math.max(1L, Math.round(Quantities.parseFraction(fraction) * p.cacheBytes));
            if (bytes > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException(
                        "fraction=" + fraction + " of " + p.cacheBytes + " B is larger than a Java array can be");
            }
            // As the harness lays it out: the shared source made and filled by another thread (the runner's, in
            // its prepare), the destination by the benchmark thread. Made side by side in one thread (as before),
            // 1/1024 (32 KB) copied in 1070-1440 ns against 760-820 made apart, three interleaved rounds: the
            // arrays then sit a multiple of 4 KB plus 16 B apart, likely 4K aliasing of loads with stores.
            op = new ArrayCopy.Copy(filledByAnotherThread((int) bytes), new byte[(int) bytes]);
            System.out.println("sharedcache twin: L" + p.level + " (" + p.cacheBytes + " B)"
                    + (p.note != null ? " [" + p.note + "]" : "") + ", fraction " + fraction + " -> " + bytes
                    + " B, one thread");
        }
    }

    /** A filled source allocated in another thread's allocation buffer, as the harness's shared source is. */
    static byte[] filledByAnotherThread(final int size) {
        final byte[][] made = new byte[1][];
        Thread maker = new Thread(
                () -> {
                    byte[] src = new byte[size];
                    for (int i = 0; i < size; i++) {
                        src[i] = (byte) (i * 31);
                    }
                    made[0] = src;
                },
                "sharedcache-source");
        maker.start();
        try {
            maker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the source was made", e);
        }
        return made[0];
    }

    static ArrayCopy.Copy filledCopy(int size) {
        byte[] src = new byte[size];
        for (int i = 0; i < size; i++) {
            src[i] = (byte) i;
        }
        return new ArrayCopy.Copy(src, new byte[size]);
    }

    @Benchmark
    public Object memalloc(Alloc s) {
        return s.op.operate();
    }

    @Benchmark
    public byte[] arraycopy(Copy s) {
        s.op.operate();
        return s.op.destination();
    }

    @Benchmark
    public byte[] sharedcache(Shared s) {
        s.op.operate();
        return s.op.destination();
    }
}
