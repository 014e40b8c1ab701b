package rtjbench.core.run.output;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import rtjbench.core.bench.CpuAccount;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.os.CpuList;

/**
 * What one test thread asked for and what it really got: CPUs, policy and priority as read back, the CPUs it
 * was seen on, and its samples. Written by the thread itself, read by the harness after it ended.
 */
public final class ThreadReport {
    private final int index;
    private final String name;
    private final CpuList requestedCpus;
    private final String requestedPolicy;
    private final int requestedPriority;
    private final SampleSink samples;

    public volatile boolean finished;
    public CpuList appliedAffinity;
    public String appliedPolicy;
    public Integer appliedPriority;
    public final TreeSet<Integer> cpusSeen = new TreeSet<>();
    /** CPUs below {@code SEEN_BITS x 64} seen by {@link #seenOn}, a bit each, folded into cpusSeen when read. */
    private static final int SEEN_BITS = 64;

    private final long[] seenBits = new long[SEEN_BITS];
    public final List<String> warnings = new ArrayList<>();
    public String error;
    private long warmupIterations = -1;
    private boolean warmupCountedByLoop;
    /** CPU time of the thread in its measured phase, ns; -1: unknown (not measured, or the VM cannot tell). */
    private long cpuNanos = -1;
    /** Wall time of the measured phase the CPU time was taken over, ns; -1: not taken. */
    private long cpuWallNanos = -1;
    /** The CPU time of the helper threads working for it (its handler), by name; -1: unknown. */
    private final Map<String, Long> helperCpuNanos = new LinkedHashMap<>();
    /** The failure behind {@link #error}, for the run's error.log; not part of the metadata. */
    public transient Throwable failure;

    public ThreadReport(
            int index,
            String name,
            CpuList requestedCpus,
            String requestedPolicy,
            int requestedPriority,
            SampleSink samples) {
        this.index = index;
        this.name = name;
        this.requestedCpus = requestedCpus;
        this.requestedPolicy = requestedPolicy;
        this.requestedPriority = requestedPriority;
        this.samples = samples;
    }

    public int index() {
        return index;
    }

    public String name() {
        return name;
    }

    public CpuList requestedCpus() {
        return requestedCpus;
    }

    public String requestedPolicy() {
        return requestedPolicy;
    }

    public int requestedPriority() {
        return requestedPriority;
    }

    public SampleSink samples() {
        return samples;
    }

    public String error() {
        return error;
    }

    public List<String> warnings() {
        return warnings;
    }

    /** The same thread with other samples (a control or sub-run written beside the run): what it got, other data. */
    public synchronized ThreadReport withSamples(SampleSink other) {
        ThreadReport copy = new ThreadReport(index, name, requestedCpus, requestedPolicy, requestedPriority, other);
        copy.finished = finished;
        copy.appliedAffinity = appliedAffinity;
        copy.appliedPolicy = appliedPolicy;
        copy.appliedPriority = appliedPriority;
        foldSeen();
        copy.cpusSeen.addAll(cpusSeen);
        copy.warnings.addAll(warnings);
        copy.error = error;
        copy.warmupIterations = warmupIterations;
        copy.warmupCountedByLoop = warmupCountedByLoop;
        copy.cpuNanos = cpuNanos;
        copy.cpuWallNanos = cpuWallNanos;
        copy.helperCpuNanos.putAll(helperCpuNanos);
        return copy;
    }

    /** What the thread ran before its measured loop (-1: it never got there), and whether its loop counted it. */
    public synchronized void warmedUp(long iterations, boolean countedByLoop) {
        warmupIterations = iterations;
        warmupCountedByLoop = countedByLoop;
    }

    /** The CPU time the thread and its helpers used in the measured phase, as its account took it. */
    public synchronized void cpuUsed(CpuAccount account) {
        if (account.own() == null) {
            return;
        }
        cpuNanos = account.own().cpuNanos;
        cpuWallNanos = account.wallNanos();
        for (CpuAccount.Use h : account.helpers()) {
            helperCpuNanos.put(h.name, h.cpuNanos);
        }
    }

    /** The same from figures read elsewhere (a C reference's report); -1 where unknown. */
    public synchronized void cpuUsed(long threadNanos, long wallNanos, Map<String, Long> helpers) {
        cpuNanos = threadNanos;
        cpuWallNanos = wallNanos;
        helperCpuNanos.putAll(helpers);
    }

    /** The thread's own CPU ns in the measured phase, -1: unknown. */
    public synchronized long cpuNanos() {
        return cpuNanos;
    }

    /** The helpers' CPU ns by name, -1: unknown. */
    public synchronized Map<String, Long> helperCpuNanos() {
        return new LinkedHashMap<>(helperCpuNanos);
    }

    public synchronized long warmupIterations() {
        return warmupIterations;
    }

    public synchronized boolean warmupCountedByLoop() {
        return warmupCountedByLoop;
    }

    public synchronized void seenOn(int cpu) {
        if (cpu >= 0 && cpu < SEEN_BITS * 64) {
            seenBits[cpu >>> 6] |=
                    1L << (cpu & 63); // no boxing, no call into a collection: the phase boundary calls it
        } else if (cpu >= 0) {
            cpusSeen.add(cpu);
        }
    }

    /** The CPUs noted by bit into {@link #cpusSeen}; cold path. */
    private void foldSeen() {
        for (int i = 0; i < seenBits.length; i++) {
            for (long bits = seenBits[i]; bits != 0; bits &= bits - 1) {
                cpusSeen.add(i * 64 + Long.numberOfTrailingZeros(bits));
            }
        }
    }

    /** The CPUs the thread was seen on, in order. */
    public synchronized List<Integer> seenCpus() {
        foldSeen();
        return new ArrayList<>(cpusSeen);
    }

    /** The metadata entry of this thread. */
    synchronized Map<String, Object> toMetadata(String sampleFile) {
        foldSeen();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("index", index);
        m.put("name", name);
        m.put("file", sampleFile);
        m.put("samples", samples.size());
        m.put("warmup_iterations", warmupIterations < 0 ? null : warmupIterations);
        m.put("cpus_requested", requestedCpus.toString());
        m.put("affinity_applied", appliedAffinity == null ? null : appliedAffinity.toString());
        m.put("cpus_seen", new ArrayList<>(cpusSeen));
        m.put("policy_requested", requestedPolicy);
        m.put("policy_applied", appliedPolicy);
        m.put("priority_requested", requestedPriority);
        m.put("priority_applied", appliedPriority);
        m.put("warnings", new ArrayList<>(warnings));
        m.put("error", error);
        cpu(m, samples.size());
        return m;
    }

    /**
     * {@code cpu_ns}, {@code cpu_ns_per_event}, {@code cpu_busy} (CPUs kept busy: CPU time over wall time) of
     * the thread, and the same of each helper in {@code helper_threads}; null where unknown. {@code events}: the
     * thread's measured samples.
     */
    synchronized void cpu(Map<String, Object> m, long events) {
        m.put("cpu_ns", cpuNanos < 0 ? null : cpuNanos);
        m.put("cpu_ns_per_event", perEvent(cpuNanos, events));
        m.put("cpu_busy", busy(cpuNanos));
        List<Map<String, Object>> helpers = new ArrayList<>();
        for (Map.Entry<String, Long> h : helperCpuNanos.entrySet()) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", h.getKey());
            e.put("cpu_ns", h.getValue() < 0 ? null : h.getValue());
            e.put("cpu_ns_per_event", perEvent(h.getValue(), events));
            e.put("cpu_busy", busy(h.getValue()));
            helpers.add(e);
        }
        m.put("helper_threads", helpers);
    }

    private static Double perEvent(long nanos, long events) {
        return nanos < 0 || events <= 0 ? null : (double) nanos / events;
    }

    private Double busy(long nanos) {
        return nanos < 0 || cpuWallNanos <= 0 ? null : (double) nanos / cpuWallNanos;
    }
}
