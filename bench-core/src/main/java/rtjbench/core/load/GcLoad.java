package rtjbench.core.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.args.AllocationRate;
import rtjbench.core.args.SizeRange;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.ThreadControl;

/**
 * An allocation load inside the VM under test, as Amazon's HyperAlloc makes one: {@code threads} plain Java
 * threads at normal priority allocate byte arrays of sizes spread uniformly over a range at a rate held by a
 * token bucket. A long-lived set of {@code liveBytes} is made first ({@link #fillLiveSet}, before the test
 * threads start); then {@code churn} of the allocated bytes replace a random long-lived array (so objects die
 * old and the old generation must be collected too) and the rest are kept only in a short ring of the last few
 * (they die young).
 * <p>
 * The bucket ({@link AllocationBudget}): each thread may have allocated {@code rate/threads x elapsed} bytes;
 * ahead of that it parks for the difference (at least {@link #MIN_PARK_NANOS}), behind it allocates without
 * sleeping, so a pause that stopped it is caught up afterwards, up to {@link #MAX_DEBT_NANOS} of debt, beyond
 * which the debt is dropped (a stalled load does not burst a second of allocation at once). What it allocated
 * and for how long is counted,
 * so the achieved rate is recorded beside the asked one.
 * <p>
 * This is the harness's own load, not a timed loop: it allocates by design, and runs on {@code cpus} (by default
 * the CPUs no test thread measures on).
 */
public final class GcLoad {
    /** The shortest sleep of a thread ahead of its budget: finer pacing costs CPU and buys nothing. */
    static final long MIN_PARK_NANOS = 200_000L;

    /** Debt older than this is forgotten rather than paid back at once. */
    static final long MAX_DEBT_NANOS = 50_000_000L;

    /** Young objects kept alive by each thread: enough to defeat escape analysis, too few to survive. */
    static final int YOUNG_RING = 16;

    private final AllocationRate rate;
    private final long liveBytes;
    private final double churn;
    private final SizeRange sizes;
    private final int threadCount;
    private final CpuList cpus;
    private final ThreadControl control;

    private final AtomicLong allocated = new AtomicLong();
    private final List<Thread> threads = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private byte[][] live = new byte[0][];
    private long liveFilled;
    private volatile boolean running;
    private long startNanos;
    private long stopNanos;

    public GcLoad(
            AllocationRate rate,
            long liveBytes,
            double churn,
            SizeRange sizes,
            int threads,
            CpuList cpus,
            ThreadControl control) {
        if (rate.isNone()) {
            throw new IllegalArgumentException("a GcLoad needs a rate above 0");
        }
        this.rate = rate;
        this.liveBytes = liveBytes;
        this.churn = churn;
        this.sizes = sizes;
        this.threadCount = threads;
        this.cpus = cpus;
        this.control = control;
    }

    /** Makes the long-lived set: {@code liveBytes} in arrays of the mean size (the caller's thread). */
    public void fillLiveSet() {
        long size = sizes.mean();
        int slots = (int) Math.min(Integer.MAX_VALUE - 8, (liveBytes + size - 1) / size);
        live = new byte[slots][];
        long filled = 0;
        for (int i = 0; i < slots; i++) {
            live[i] = new byte[(int) size];
            filled += size;
        }
        liveFilled = filled;
    }

    /** Starts the allocating threads (daemons, normal priority, placed on {@code cpus}). */
    public synchronized void start() {
        running = true;
        startNanos = System.nanoTime();
        final long perThread = Math.max(1, rate.bytesPerSecond() / threadCount);
        for (int i = 0; i < threadCount; i++) {
            final int index = i;
            Thread t = new Thread(
                    new Runnable() {
                        @Override
                        public void run() {
                            place();
                            allocate(perThread, 0x9E3779B97F4A7C15L * (index + 1));
                        }
                    },
                    "rtjbench-gc-load-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    private void place() {
        if (cpus.isEmpty() || !control.isAvailable()) {
            return;
        }
        try {
            control.setAffinity(cpus);
        } catch (NativeCallException e) {
            synchronized (problems) {
                problems.add("gc_load thread not placed on CPUs " + cpus + ": " + e.getMessage());
            }
        }
    }

    /** One thread's loop: allocate while under budget, park while ahead of it. */
    void allocate(long bytesPerSecond, long seed) {
        long state = seed;
        byte[][] young = new byte[YOUNG_RING][];
        int next = 0;
        AllocationBudget budget = new AllocationBudget(bytesPerSecond, System.nanoTime());
        long span = sizes.max() - sizes.min() + 1;
        long churnBytes = 0;
        while (running) {
            long park = budget.parkNanos(System.nanoTime());
            if (park > 0) {
                LockSupport.parkNanos(park);
                continue;
            }
            state ^= state << 13;
            state ^= state >>> 7;
            state ^= state << 17;
            int size = (int) (sizes.min() + Math.floorMod(state, span));
            byte[] array = new byte[size];
            budget.spend(size);
            churnBytes += size;
            allocated.addAndGet(size);
            if (live.length > 0 && churnBytes * churn >= size) {
                churnBytes = 0;
                live[(int) Math.floorMod(state >>> 11, (long) live.length)] = array;
            } else {
                young[next] = array;
                next = (next + 1) % YOUNG_RING;
            }
        }
    }

    /** Stops the threads and waits for them (they stop within a park). */
    public synchronized void stop() {
        if (!running) {
            return;
        }
        running = false;
        for (Thread t : threads) {
            LockSupport.unpark(t);
        }
        for (Thread t : threads) {
            try {
                t.join(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        stopNanos = System.nanoTime();
        live = new byte[0][];
    }

    /** Bytes allocated by the load threads so far (not counting the long-lived set's first fill). */
    public long allocatedBytes() {
        return allocated.get();
    }

    /** The achieved rate in MB a second over the time the threads ran; 0 before they ran. */
    public synchronized double achievedMegabytesPerSecond() {
        long end = running ? System.nanoTime() : stopNanos;
        long elapsed = end - startNanos;
        return startNanos == 0 || elapsed <= 0 ? 0 : allocated.get() / (double) (1 << 20) / (elapsed / 1e9);
    }

    /** The {@code gc_load} block of metadata.json. */
    public synchronized Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("asked", rate.toString());
        m.put("asked_mb_per_s", rate.megabytesPerSecond());
        m.put("achieved_mb_per_s", Math.round(achievedMegabytesPerSecond() * 10) / 10.0);
        m.put("allocated_mb", Math.round(allocated.get() / (double) (1 << 20) * 10) / 10.0);
        m.put("seconds", startNanos == 0 ? 0 : ((running ? System.nanoTime() : stopNanos) - startNanos) / 1e9);
        m.put("live_mb", liveFilled / (double) (1 << 20));
        m.put("live_churn", churn);
        m.put("object_sizes", sizes.toString());
        m.put("threads", threadCount);
        m.put("cpus", cpus.toString());
        m.put(
                "pacing",
                "token bucket per thread: parks while ahead of rate x elapsed (at least " + MIN_PARK_NANOS / 1000
                        + " us), catches up to " + MAX_DEBT_NANOS / 1_000_000 + " ms of debt");
        synchronized (problems) {
            m.put("problems", new ArrayList<>(problems));
        }
        return m;
    }
}
