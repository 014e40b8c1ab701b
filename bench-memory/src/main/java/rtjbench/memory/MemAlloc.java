package rtjbench.memory;

import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.ConfigException;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.TimedLoop;
import rtjbench.core.bench.TimedOperation;
import rtjbench.core.bench.UnsupportedHereException;
import rtjbench.core.bench.Workload;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Memory allocation (seed 000 §4.2, RTJPerf's allocation time): the time the {@code new} instruction takes to
 * allocate a byte array of {@code allocsize} bytes, in the memory type under test. Each thread allocates in a
 * loop and keeps a reference to the last array in a field, so the allocation escapes and cannot be removed.
 * <p>
 * Before the run, the seed's overflow check: for the heap, which the collector reclaims, one allocation must
 * fit comfortably in the maximum heap and the sample arrays of all threads beside it.
 */
public final class MemAlloc implements Benchmark {
    static final String MEMTYPE = "memtype";
    static final String MEMSIZE = "memsize";
    static final String ALLOCSIZE = "allocsize";

    @Override
    public String name() {
        return "memalloc";
    }

    @Override
    public String description() {
        return "Time of new byte[allocsize] in heap, scoped (LT, VT) or immortal memory. Each thread allocates in "
                + "a loop, timing only the new; the last array stays referenced so the allocation cannot be optimised away.";
    }

    @Override
    public List<ArgSpec> arguments() {
        return Arrays.asList(
                ArgSpec.of(MEMTYPE, ArgType.choice("heap", "LT", "VT", "immortal"), "heap",
                        "Memory type: Java heap, scoped LTMemory (LT) or VTMemory (VT), ImmortalMemory; all but heap need an RTSJ VM"),
                ArgSpec.of(MEMSIZE, ArgType.size(1024, 1L << 40), "32M",
                        "Size of the scoped or immortal memory area a thread allocates in (ignored for heap)"),
                ArgSpec.of(ALLOCSIZE, ArgType.size(0, 1L << 31), "1K",
                        "Size of each allocated byte array"));
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        String memtype = config.getString(MEMTYPE);
        if (!"heap".equals(memtype)) {
            throw new UnsupportedHereException("memtype=" + memtype + " needs RTSJ memory areas, which this VM ("
                    + env.vmName() + ") does not have");
        }
        checkHeapFit(config, Runtime.getRuntime().maxMemory());
    }

    /** One allocation must fit in a quarter of the heap; one live array a thread plus all samples in half. */
    static void checkHeapFit(Config config, long maxHeap) throws ConfigException {
        long alloc = config.getLong(ALLOCSIZE);
        int threads = config.getInt(CommonArgs.THREADS);
        long samples = (long) threads * config.getInt(CommonArgs.COUNT) * 8L;
        if (alloc > Integer.MAX_VALUE - 8) {
            throw new ConfigException("allocsize=" + Quantities.formatSize(alloc) + " is larger than a Java array can be");
        }
        if (alloc > maxHeap / 4) {
            throw new ConfigException(String.format(Locale.ROOT,
                    "allocsize=%s does not fit: one allocation must fit comfortably in the heap (at most a quarter of the max heap %s)",
                    Quantities.formatSize(alloc), mb(maxHeap)));
        }
        long live = threads * alloc + samples;
        if (live > maxHeap / 2) {
            throw new ConfigException(String.format(Locale.ROOT,
                    "allocsize=%s does not fit: %d threads x %s live + %s of samples = %s, more than half the max heap %s",
                    Quantities.formatSize(alloc), threads, Quantities.formatSize(alloc), mb(samples), mb(live), mb(maxHeap)));
        }
    }

    private static String mb(long bytes) {
        return (bytes >> 20) + " MB";
    }

    @Override
    public Workload prepare(final Config config, RunEnvironment env) throws ConfigException {
        final int allocSize = (int) config.getLong(ALLOCSIZE);
        return new RoundRobinWorkload(env.threadCpus(config)) {
            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) {
                return new TimedLoop(new HeapAllocation(allocSize));
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("memtype", "heap");
                m.put("allocsize_bytes", allocSize);
                m.put("timed", "new byte[" + allocSize + "]");
                return m;
            }
        };
    }

    /** The timed operation: one {@code new byte[size]}, kept in a field so it escapes. */
    static final class HeapAllocation implements TimedOperation {
        private final int size;
        Object last;

        HeapAllocation(int size) {
            this.size = size;
        }

        @Override
        public void operate() {
            last = new byte[size];
        }
    }
}
