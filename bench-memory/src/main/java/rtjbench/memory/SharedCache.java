package rtjbench.memory;

import java.util.Arrays;
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
import rtjbench.core.bench.Workload;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;

/**
 * Shared-cache reads (the RTMultiSim thesis §4.2, figs. 9 and 10): one source array shared by all threads, sized as
 * {@code fraction} of the data cache at {@code cache_level} (default L2, as in the seed); the threads are
 * pinned round-robin to CPUs that share that cache, and each copies the shared source into its own
 * destination. The timed operation is that copy; the metadata gives its cost per byte. Once the source no
 * longer fits the cache, the cost per byte rises.
 * <p>
 * Where no two usable CPUs share the requested level, the nearest shared level is used and the metadata
 * and console say so ({@code cache_fallback=false} refuses instead, naming the level that would work).
 */
public final class SharedCache implements Benchmark {
    static final ArgSpec<Long> CACHE_LEVEL = ArgSpec.of(
            "cache_level",
            ArgType.integer(1, 4),
            "2",
            "Cache level whose size sets the source and whose sharers get the threads (the seed: L2)");
    static final ArgSpec<Double> FRACTION = ArgSpec.of(
            "fraction",
            ArgType.fraction(1.0 / (1 << 20), 64),
            "1",
            "Size of the shared source as a fraction of that cache (sweepable, e.g. 1..1/1024:/2; above 1 exceeds it)");
    static final ArgSpec<Long> SOURCE_SIZE = ArgSpec.of(
            "source_size",
            ArgType.size(0, Integer.MAX_VALUE - 16),
            "0",
            "Size of the shared source, fixed whatever the caches (sweepable; the quick suite's, so its time does not "
                    + "grow with a guest's reported cache); 0: fraction x the cache's size");
    static final ArgSpec<Boolean> FALLBACK = ArgSpec.of(
            "cache_fallback",
            ArgType.bool(),
            "true",
            "Where no two CPUs share cache_level, use the nearest shared level (true) or refuse (false)");

    @Override
    public String name() {
        return "sharedcache";
    }

    @Override
    public String description() {
        return "Time of System.arraycopy of one source array shared by all threads (fraction x the size of the cache "
                + "at cache_level) into each thread's own destination; threads pinned to CPUs sharing that cache. "
                + "Reports cost per byte.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(CACHE_LEVEL, FRACTION, SOURCE_SIZE, FALLBACK);
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        ArrayCopy.checkArraySize(sourceBytes(config, place(config, env)));
    }

    /** The shared source, and one destination of its size a thread. */
    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) throws ConfigException {
        int threads = config.getInt(CommonArgs.THREADS);
        long bytes = sourceBytes(config, place(config, env));
        return HeapNeed.none()
                .plus("shared source", bytes + ArrayCopy.ARRAY_HEADER, Quantities.formatSize(bytes))
                .plus(
                        "destinations",
                        HeapNeed.times(threads, bytes + ArrayCopy.ARRAY_HEADER),
                        HeapNeed.perThread(threads, 1, Quantities.formatSize(bytes)));
    }

    /** {@code source_size} where given, else {@code fraction} of the cache. */
    static long sourceBytes(Config config, SharedCachePlacement p) {
        long fixed = config.getLong(SOURCE_SIZE);
        return fixed > 0 ? fixed : Math.max(1L, Math.round(config.getDouble(FRACTION) * p.cacheBytes));
    }

    static SharedCachePlacement place(Config config, RunEnvironment env) throws ConfigException {
        CpuList usable = env.threadCpus(config);
        int level = config.getInt(CACHE_LEVEL);
        SharedCachePlacement p = SharedCachePlacement.choose(env.topology(), usable, level);
        if (p == null) {
            throw new UnsupportedHereException("sharedcache needs two CPUs sharing a cache; among CPUs " + usable
                    + " none share any level (" + env.topology().levels() + " read from sysfs)");
        }
        if (p.note != null && !config.getBoolean(FALLBACK)) {
            throw new ConfigException(
                    "cache_level=" + level + ": " + p.note.replace("; using", "; cache_level=" + p.level + " would use")
                            + " (set cache_fallback=true to use it)");
        }
        return p;
    }

    @Override
    public Workload prepare(final Config config, RunEnvironment env) throws ConfigException {
        final SharedCachePlacement p = place(config, env);
        final int size = (int) sourceBytes(config, p);
        final byte[] shared = new byte[size];
        for (int i = 0; i < size; i++) {
            shared[i] = (byte) (i * 31);
        }
        final CopyResults results = new CopyResults(config.getInt(CommonArgs.THREADS), size);
        return new RoundRobinWorkload(p.cpus) {
            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) {
                results.register(ctx.index(), ctx.samples());
                return new TimedLoop(new ArrayCopy.Copy(shared, new byte[size]));
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("cache_level_requested", p.requestedLevel);
                m.put("cache_level", p.level);
                m.put("cache_size_bytes", p.cacheBytes);
                m.put(
                        "fraction",
                        config.getLong(SOURCE_SIZE) > 0 ? (double) size / p.cacheBytes : config.getDouble(FRACTION));
                m.put(
                        "sized_by",
                        config.getLong(SOURCE_SIZE) > 0
                                ? "source_size (fixed; fraction is what it comes to here)"
                                : "fraction of the cache");
                m.put("shared_bytes", size);
                m.put("shared_size", Quantities.formatSize(size));
                m.put("cpus", p.cpus.toString());
                if (p.note != null) {
                    m.put("cache_level_note", p.note);
                }
                m.put("timed", "System.arraycopy(shared, 0, own dst, 0, " + size + ")");
                return m;
            }

            @Override
            public Map<String, Object> results(double nanosPerTick) {
                return results.toMap(nanosPerTick);
            }

            @Override
            public List<String> notes() {
                return p.note == null
                        ? Collections.<String>emptyList()
                        : Collections.singletonList("sharedcache: " + p.note);
            }
        };
    }
}
