package rtjbench.memory;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.TimedLoop;
import rtjbench.core.bench.TimedOperation;
import rtjbench.core.bench.Workload;
import rtjbench.core.rtsj.MemoryAreas;
import rtjbench.core.rtsj.MemoryKind;
import rtjbench.core.rtsj.TestMemoryArea;
import rtjbench.core.support.ConfigException;
import rtjbench.stats.Finding;

/**
 * Memory allocation (the RTMultiSim thesis §4.2, RTJPerf's allocation time): the time the {@code new} instruction takes
 * to allocate a byte array of {@code allocsize} bytes, in the memory type under test. Only the {@code new} is timed;
 * the last array stays reachable so the allocation cannot be removed.
 * <ul>
 * <li>{@code heap}: the Java heap, any VM and thread type but {@code nh}.</li>
 * <li>{@code immortal}: RTSJ ImmortalMemory, the test threads' initial memory area. Nothing is reclaimed,
 * so everything the run allocates must fit at once (checked before the run).</li>
 * <li>{@code LT}, {@code VT}: each thread enters its own scope of {@code memsize} bytes; when the next
 * allocation would not fit it leaves the scope (reclaiming it) and enters again, outside the timed region.</li>
 * </ul>
 * RTSJ memory types need an RTSJ VM and realtime threads ({@code type_of_threads=rt|nh}).
 */
public final class MemAlloc implements Benchmark {
    static final ArgSpec<String> MEMTYPE = ArgSpec.of(
            "memtype",
            ArgType.choice("heap", "LT", "VT", "immortal"),
            "heap",
            "Memory type: Java heap, scoped LTMemory (LT) or VTMemory (VT), ImmortalMemory; all but heap need an RTSJ "
                    + "VM and rt/nh threads");
    static final ArgSpec<Long> MEMSIZE = ArgSpec.of(
            "memsize",
            ArgType.size(1024, 1L << 40),
            "32M",
            "Size of each thread's scoped memory area (LT, VT); ignored for heap and immortal");
    static final ArgSpec<Long> ALLOCSIZE =
            ArgSpec.of("allocsize", ArgType.size(0, 1L << 31), "1K", "Size of each allocated byte array");
    /** Array header and alignment a VM adds to each byte array; conservative for 64-bit VMs. */
    static final long ARRAY_OVERHEAD = 32;

    @Override
    public String name() {
        return "memalloc";
    }

    @Override
    public String description() {
        return "Time of new byte[allocsize] in heap, scoped (LT, VT) or immortal memory. Each thread allocates in "
                + "a loop, timing only the new; the last array stays referenced so the allocation cannot be optimised "
                + "away. Scoped memory is left and re-entered, untimed, as it fills.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(MEMTYPE, MEMSIZE, ALLOCSIZE);
    }

    @Override
    public String durationUnsupported(Config config) {
        return MemoryKind.fromArg(config.getString(MEMTYPE)) == MemoryKind.IMMORTAL
                ? "memtype=immortal is never reclaimed, so what the run allocates must be known from count before it "
                        + "starts"
                : null;
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        MemoryKind kind = MemoryKind.fromArg(config.getString(MEMTYPE));
        String threads = config.getString(CommonArgs.THREAD_TYPE);
        env.memoryAreas().checkAvailable(kind);
        if (kind != MemoryKind.HEAP && "java".equals(threads)) {
            throw new ConfigException("memtype=" + kind.argName() + " needs realtime threads to enter RTSJ memory: "
                    + "set type_of_threads=rt or nh (java threads may not)");
        }
        if (kind == MemoryKind.HEAP && "nh".equals(threads)) {
            throw new ConfigException(
                    "memtype=heap with type_of_threads=nh: a NoHeapRealtimeThread may not allocate in the heap; use rt "
                            + "or java");
        }
        switch (kind) {
            case HEAP:
                checkArraySize(config);
                break;
            case IMMORTAL:
                checkImmortalFit(
                        config, env.memoryAreas().create(MemoryKind.IMMORTAL, 0).remaining());
                break;
            default:
                checkScopeFit(config);
        }
    }

    /** How the time of {@code new} grows with the size (docs/memory.md: zeroing the array dominates). */
    @Override
    public Finding finding() {
        return Finding.slope("growth of new per KB allocated", "p50", ALLOCSIZE.name(), "KB", 1024);
    }

    /**
     * In the heap: the array each thread keeps and the one it allocates beside it (the timed {@code new} runs
     * while the last is still referenced). In immortal or scoped memory the arrays are not on the heap.
     */
    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) {
        if (MemoryKind.fromArg(config.getString(MEMTYPE)) != MemoryKind.HEAP) {
            return HeapNeed.none();
        }
        long alloc = config.getLong(ALLOCSIZE);
        int threads = config.getInt(CommonArgs.THREADS);
        return HeapNeed.none()
                .plus(
                        "allocated arrays",
                        HeapNeed.times(2L * threads, alloc + ARRAY_OVERHEAD),
                        HeapNeed.perThread(threads, 2, Quantities.formatSize(alloc) + " + " + ARRAY_OVERHEAD + " B"));
    }

    /** One allocation must be an array Java can make; whether the heap holds them is the harness's check. */
    static void checkArraySize(Config config) throws ConfigException {
        long alloc = config.getLong(ALLOCSIZE);
        if (alloc > Integer.MAX_VALUE - 8) {
            throw new ConfigException(
                    "allocsize=" + Quantities.formatSize(alloc) + " is larger than a Java array can be");
        }
    }

    /** Immortal memory is never reclaimed: threads x (warmup + count) x (allocsize + header) must fit what is left. */
    static void checkImmortalFit(Config config, long immortalRemaining) throws ConfigException {
        long alloc = config.getLong(ALLOCSIZE);
        int threads = config.getInt(CommonArgs.THREADS);
        WarmupSpec warmup = WarmupSpec.of(config);
        if (warmup.kind() != WarmupSpec.Kind.COUNT) {
            throw new ConfigException(
                    "memtype=immortal needs warmup as a count, not '" + warmup + "': immortal memory is never"
                            + " reclaimed, so every warm-up allocation must be known to fit before the run");
        }
        long iterations = warmup.iterations() + config.getInt(CommonArgs.COUNT);
        long need = threads * iterations * (alloc + ARRAY_OVERHEAD);
        if (need > immortalRemaining) {
            throw new ConfigException(String.format(
                    Locale.ROOT,
                    "memtype=immortal does not fit: %d threads x %d iterations (warmup+count) x (%s + %d B header) = "
                            + "%s, but immortal memory has %s left and is never reclaimed; lower "
                            + "count/warmup/allocsize or give the VM more immortal memory",
                    threads,
                    iterations,
                    Quantities.formatSize(alloc),
                    ARRAY_OVERHEAD,
                    mb(need),
                    mb(immortalRemaining)));
        }
    }

    /** A scope is re-entered as it fills, so one allocation (with its header) must fit in memsize. */
    static void checkScopeFit(Config config) throws ConfigException {
        long alloc = config.getLong(ALLOCSIZE);
        long memsize = config.getLong(MEMSIZE);
        if (alloc + ARRAY_OVERHEAD > memsize) {
            throw new ConfigException(String.format(
                    Locale.ROOT,
                    "allocsize=%s does not fit in a scope of memsize=%s (one array needs allocsize + %d B header); "
                            + "raise memsize",
                    Quantities.formatSize(alloc),
                    Quantities.formatSize(memsize),
                    ARRAY_OVERHEAD));
        }
        if (alloc > Integer.MAX_VALUE - 8) {
            throw new ConfigException(
                    "allocsize=" + Quantities.formatSize(alloc) + " is larger than a Java array can be");
        }
    }

    private static String mb(long bytes) {
        return bytes >= (1 << 20) ? (bytes >> 20) + " MB" : bytes + " B";
    }

    @Override
    public Workload prepare(final Config config, RunEnvironment env) throws ConfigException {
        final int allocSize = (int) config.getLong(ALLOCSIZE);
        final MemoryKind kind = MemoryKind.fromArg(config.getString(MEMTYPE));
        final long memsize = config.getLong(MEMSIZE);
        int threads = config.getInt(CommonArgs.THREADS);
        MemoryAreas areas = env.memoryAreas();
        // Areas are made here, on the main thread, so thread i's scope exists before thread i starts.
        final TestMemoryArea[] area = new TestMemoryArea[threads];
        for (int i = 0; i < threads; i++) {
            area[i] = kind == MemoryKind.IMMORTAL && i > 0 ? area[0] : areas.create(kind, memsize);
        }
        final AtomicLong scopeEntries = new AtomicLong();
        return new RoundRobinWorkload(env.threadCpus(config)) {
            @Override
            public TestMemoryArea initialMemoryArea(int index) {
                // Immortal: the area under test is where the thread lives. A scope cannot be the initial
                // area, because it must be left and re-entered as it fills; heap threads start in the heap.
                return kind == MemoryKind.IMMORTAL ? area[index] : null;
            }

            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) {
                if (kind.isScoped()) {
                    return new ScopedAllocationLoop(area[ctx.index()], allocSize, scopeEntries);
                }
                return new TimedLoop(new Allocation(allocSize));
            }

            @Override
            public boolean measuresAllocation() {
                return true;
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("memtype", kind.argName());
                m.put("memory_class", area[0].implementation());
                m.put("allocsize_bytes", allocSize);
                if (kind.isScoped()) {
                    m.put("memsize_bytes", memsize);
                    m.put("scope_per_thread", true);
                }
                if (kind == MemoryKind.IMMORTAL) {
                    m.put("immortal_size_bytes", area[0].size());
                }
                m.put("timed", "new byte[" + allocSize + "]");
                return m;
            }

            @Override
            public Map<String, Object> results(double nanosPerTick) {
                Map<String, Object> m = new LinkedHashMap<>();
                if (kind.isScoped()) {
                    m.put("scope_entries", scopeEntries.get());
                }
                if (kind == MemoryKind.IMMORTAL) {
                    m.put("immortal_consumed_bytes_after", area[0].consumed());
                }
                return m;
            }
        };
    }

    /**
     * The timed operation on heap and immortal memory: one {@code new byte[size]} in the current allocation
     * context, handed back for the loop to keep after its second clock read (legal in immortal memory too: a
     * reference to an immortal object may be stored anywhere). Keeping it inside the timed region would time the
     * store's write barrier with the allocation: under G1, about 150 ns more once the keeping object is old.
     */
    static final class Allocation implements TimedOperation {
        private final int size;

        Allocation(int size) {
            this.size = size;
        }

        @Override
        public Object operate() {
            return new byte[size];
        }
    }
}
