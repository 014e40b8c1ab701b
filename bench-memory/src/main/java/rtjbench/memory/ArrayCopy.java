package rtjbench.memory;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.TimedLoop;
import rtjbench.core.bench.TimedOperation;
import rtjbench.core.bench.Workload;
import rtjbench.core.support.ConfigException;
import rtjbench.stats.Finding;

/**
 * Array copy (the RTMultiSim thesis §4.2, fig. 8): the time of {@code System.arraycopy} of a thread-local source to a
 * thread-local destination of {@code copysize} bytes. Both arrays are allocated by the thread before its
 * loop (so they are in its own memory and, on NUMA machines, its node); the source is filled so pages are
 * touched before timing. The metadata gives the median latency and the cost per byte.
 */
public final class ArrayCopy implements Benchmark {
    static final ArgSpec<Long> COPYSIZE = ArgSpec.of(
            "copysize",
            ArgType.size(1, 1L << 30),
            "1K",
            "Bytes copied per timed operation (sweepable, e.g. 1K..10K:1K)");

    @Override
    public String name() {
        return "arraycopy";
    }

    @Override
    public String description() {
        return "Time of System.arraycopy of copysize bytes from a thread-local source to a thread-local destination, "
                + "both allocated before the loop; reports latency and cost per byte.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Collections.singletonList(COPYSIZE);
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        checkArraySize(config.getLong(COPYSIZE));
    }

    /** How the time of a copy grows with its size: the cost per byte (docs/memory.md). */
    @Override
    public Finding finding() {
        return Finding.slope("cost per byte copied", "p50", COPYSIZE.name(), "byte", 1);
    }

    /** Each thread's source and destination of copysize. */
    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) {
        int threads = config.getInt(CommonArgs.THREADS);
        long bytes = config.getLong(COPYSIZE);
        return HeapNeed.none()
                .plus(
                        "source and destination arrays",
                        HeapNeed.times(2L * threads, bytes + ARRAY_HEADER),
                        HeapNeed.perThread(threads, 2, Quantities.formatSize(bytes)));
    }

    /** An array's header and alignment, at most. */
    static final long ARRAY_HEADER = 24;

    /** A copy must be an array Java can make; whether the heap holds the arrays is the harness's check. */
    static void checkArraySize(long bytes) throws ConfigException {
        if (bytes > Integer.MAX_VALUE - 8) {
            throw new ConfigException(
                    "copy of " + Quantities.formatSize(bytes) + " is larger than a Java array can be");
        }
    }

    @Override
    public Workload prepare(final Config config, RunEnvironment env) throws ConfigException {
        final int size = (int) config.getLong(COPYSIZE);
        final CopyResults results = new CopyResults(config.getInt(CommonArgs.THREADS), size);
        return new RoundRobinWorkload(env.threadCpus(config)) {
            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) {
                byte[] src = new byte[size];
                for (int i = 0; i < size; i++) {
                    src[i] = (byte) i;
                }
                results.register(ctx.index(), ctx.samples());
                return new TimedLoop(new Copy(src, new byte[size]));
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("copysize_bytes", size);
                m.put("timed", "System.arraycopy(src, 0, dst, 0, " + size + "), src and dst thread-local");
                return m;
            }

            @Override
            public Map<String, Object> results(double nanosPerTick) {
                return results.toMap(nanosPerTick);
            }
        };
    }

    /** The timed operation: one copy of the whole source into the destination. */
    static final class Copy implements TimedOperation {
        private final byte[] src;
        private final byte[] dst;

        Copy(byte[] src, byte[] dst) {
            this.src = src;
            this.dst = dst;
        }

        @Override
        public Object operate() {
            System.arraycopy(src, 0, dst, 0, src.length);
            return null; // dst is this object's: the copy is kept without a store
        }

        byte[] destination() {
            return dst;
        }
    }
}
