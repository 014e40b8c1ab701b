package rtjbench.core.run.plan;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.args.AllocationRate;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.HeapSize;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.args.LoadArgs;
import rtjbench.core.args.Quantities;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.load.LoadChecks;
import rtjbench.core.support.ConfigException;

/**
 * The heap a point runs on, worked out in one place for the plan's check, the fork's command line and the
 * fork's record: what the point holds ({@link #need()}: the harness's samples and their end times, a control
 * run, the testapp's own parts, the allocation load's long-lived set and ring, and the copies made while the
 * results are written), the young room the allocation load needs, and from them the heap:
 * <ul>
 * <li>required: twice what the point holds (the collector's room to copy it, and the rule every check keeps:
 * live data within half the heap) plus the load's young room (its rate x {@link #LOAD_YOUNG_SECONDS} s);</li>
 * <li>{@code heap=auto}: the required heap plus {@link HeapSize#AUTO_BASE_BYTES} for the harness, at least
 * {@link HeapSize#AUTO_MIN_BYTES}, in whole 16 MB, at most half the machine's memory;</li>
 * <li>the heap the point gets: a fork given its heap by the runner ({@link #PROPERTY}), the runner's own VM
 * with {@code fork=false}, the VM's own options where they size the heap (they win: the runner's, or a
 * {@code <jvm>} entry's, else the runner's as that entry's fork gets them), {@code heap=<size>}, or auto.</li>
 * </ul>
 * A point whose heap is smaller than required is refused before anything runs ({@link #check()}), naming the
 * VM, both sizes and what fills the heap. A {@code <jvm>} entry without heap options gets the same auto heap as
 * the runner's own VM.
 */
public final class PointHeap {
    /**
     * Set by the runner on a fork's command line: {@code <heap as asked>,<bytes>}. The fork runs on the heap
     * the runner sized for it, and records that.
     */
    public static final String PROPERTY = "rtjbench.heap";

    /**
     * The young room an allocation load gets: its rate for this long, so that at the asked rate a young
     * collection comes at most about twice a second (docs/running.md, "The fixed heap").
     */
    public static final double LOAD_YOUNG_SECONDS = 0.5;

    /**
     * What writing a run's samples holds beside them, per sample: each sample again in ns (every thread's, until
     * the summary is printed), the summary's copy of all threads' samples, its sorted copy, and the distinct
     * values with their counts (at most one of each a sample).
     */
    public static final long SAVING_BYTES_PER_SAMPLE = 40;

    /** Objects the allocation load's threads keep young, each: its ring (GcLoad's YOUNG_RING). */
    static final int LOAD_RING = 16;

    private final HeapNeed need;
    private final long youngBytes;
    private final long heapBytes;
    private final String decidedBy;
    private final String vm;
    private final HeapSize asked;
    private final boolean sizedHere;
    private final boolean preTouch;
    private final long physicalBytes;
    private final String youngHow;

    private PointHeap(
            HeapNeed need,
            long youngBytes,
            String youngHow,
            long physicalBytes,
            long heapBytes,
            String decidedBy,
            String vm,
            HeapSize asked,
            boolean sizedHere,
            boolean preTouch) {
        this.need = need;
        this.youngBytes = youngBytes;
        this.youngHow = youngHow;
        this.physicalBytes = physicalBytes;
        this.heapBytes = heapBytes;
        this.decidedBy = decidedBy;
        this.vm = vm;
        this.asked = asked;
        this.sizedHere = sizedHere;
        this.preTouch = preTouch;
    }

    /**
     * The heap of {@code config}'s point, run by {@code benchmark} in the VM of {@code entry} (null: the runner's,
     * or this fork's), from this VM's options and the machine's memory.
     */
    public static PointHeap of(Benchmark benchmark, Config config, RunEnvironment env, JvmEntry entry)
            throws ConfigException {
        return of(
                benchmark.heapNeed(config, env),
                config,
                entry,
                ManagementFactory.getRuntimeMXBean().getInputArguments(),
                System.getProperty("java.vm.name"),
                System.getProperty(PROPERTY),
                Runtime.getRuntime().maxMemory(),
                physicalBytes());
    }

    /**
     * The same from everything it depends on: the testapp's own parts, this VM's options, name, the heap the
     * runner handed it ({@code handed}, null in the runner) and its max heap, and the machine's memory (0:
     * unknown).
     */
    static PointHeap of(
            HeapNeed testapp,
            Config config,
            JvmEntry entry,
            List<String> thisVmOptions,
            String thisVmName,
            String handed,
            long thisVmMaxHeap,
            long physicalBytes) {
        HeapNeed need = heldWhileMeasuring(testapp, config).plus(saving(config));
        AllocationRate rate = config.get(LoadArgs.GC_LOAD);
        long young = rate.isNone() ? 0 : (long) (rate.bytesPerSecond() * LOAD_YOUNG_SECONDS);
        String youngHow = rate.isNone()
                ? ""
                : String.format(
                        Locale.ROOT, "gc_load=%s for %.1f s", config.text(LoadArgs.GC_LOAD), LOAD_YOUNG_SECONDS);
        HeapSize asked = config.get(CommonArgs.HEAP);
        String vmLabel = entry == null
                ? "the runner's VM (" + thisVmName + ")"
                : "<jvm name=\"" + entry.name() + "\"> (line " + entry.line() + ", " + entry.java() + ")";
        String[] parts = handed == null ? new String[0] : handed.split(",");
        if (parts.length == 2) { // a fork, run on the heap the runner sized for it
            return new PointHeap(
                    need,
                    young,
                    youngHow,
                    physicalBytes,
                    Long.parseLong(parts[1]),
                    "heap=" + parts[0],
                    "this fork's VM (" + thisVmName + ")",
                    asked,
                    false,
                    false);
        }
        if (!config.getBoolean(CommonArgs.FORK)) {
            return new PointHeap(
                    need,
                    young,
                    youngHow,
                    physicalBytes,
                    thisVmMaxHeap,
                    "the runner's VM as it was started (fork=false: heap applies to forks only)",
                    vmLabel,
                    asked,
                    false,
                    false);
        }
        List<String> options = optionsOf(entry, thisVmOptions);
        List<String> sizing = sizingOptions(options);
        if (!sizing.isEmpty()) {
            long max = LoadChecks.maxHeapOf(options, entry == null ? thisVmMaxHeap : -1);
            return new PointHeap(
                    need,
                    young,
                    youngHow,
                    physicalBytes,
                    max,
                    "the VM's own options " + sizing + ", which win over heap",
                    vmLabel,
                    asked,
                    false,
                    false);
        }
        String name = entry == null ? thisVmName : vmNameOf(entry.launcher());
        return new PointHeap(
                need,
                young,
                youngHow,
                physicalBytes,
                asked.isAuto() ? HeapSize.auto(required(need, young), physicalBytes) : asked.bytes(),
                "heap=" + asked,
                vmLabel,
                asked,
                true,
                preTouches(name));
    }

    /**
     * What a point holds while it measures, before anything is written: the harness's parts, the testapp's own
     * ({@code testapp}) and the allocation load's. What HeapNeedAudit holds against the heap really in use.
     */
    public static HeapNeed heldWhileMeasuring(HeapNeed testapp, Config config) {
        return harness(config).plus(testapp).plus(load(config));
    }

    /**
     * What the harness keeps for every testapp: each thread's samples (or its histograms with
     * {@code record=histogram}), their end times where the run explains its spikes, a control run's samples.
     */
    static HeapNeed harness(Config config) {
        int threads = config.getInt(CommonArgs.THREADS);
        int count = config.getInt(CommonArgs.COUNT);
        long everySample = HeapNeed.times((long) threads * count, 8);
        String perSample = HeapNeed.perThread(threads, count, "8 B");
        HeapNeed need = RunLength.histograms(config)
                ? HeapNeed.none()
                        .plus(
                                "histograms",
                                RunLength.sampleBytes(config),
                                String.format(
                                        Locale.ROOT,
                                        "%d thread%s x (%d KB + %d outliers x %d B): record=histogram",
                                        threads,
                                        threads == 1 ? "" : "s",
                                        RunLength.HISTOGRAM_BYTES_PER_THREAD >> 10,
                                        config.getInt(CommonArgs.OUTLIERS),
                                        RunLength.BYTES_PER_OUTLIER))
                : HeapNeed.none().plus("samples", everySample, perSample);
        boolean explaining = CommonArgs.explaining(config);
        if (SampleBuffer.keepsEndTimes(config) && !RunLength.histograms(config)) {
            need = need.plus(
                    "sample end times",
                    everySample,
                    perSample + (explaining ? ": explain_above/explain_top" : ": start=cold"));
        }
        if (config.getBoolean(CommonArgs.CONTROL)) {
            need = need.plus("control samples", everySample, perSample + ": control=true");
            if (explaining) {
                need = need.plus("control end times", everySample, perSample);
            }
        }
        return need;
    }

    /** The allocation load's long-lived set and the short-lived ring its threads keep. */
    static HeapNeed load(Config config) {
        if (config.get(LoadArgs.GC_LOAD).isNone()) {
            return HeapNeed.none();
        }
        int threads = config.getInt(LoadArgs.GC_LOAD_THREADS);
        long largest = config.get(LoadArgs.GC_OBJECT_SIZES).max();
        return HeapNeed.none()
                .plus("gc_live", config.getLong(LoadArgs.GC_LIVE), "the load's long-lived set")
                .plus(
                        "gc_load ring",
                        HeapNeed.times((long) threads * LOAD_RING, largest),
                        HeapNeed.perThread(threads, LOAD_RING, Quantities.formatSize(largest)));
    }

    /** What writing the samples holds beside them ({@link #SAVING_BYTES_PER_SAMPLE}); none with histograms. */
    static HeapNeed saving(Config config) {
        if (RunLength.histograms(config)) {
            return HeapNeed.none();
        }
        int threads = config.getInt(CommonArgs.THREADS);
        int count = config.getInt(CommonArgs.COUNT);
        return HeapNeed.none()
                .plus(
                        "saving",
                        HeapNeed.times((long) threads * count, SAVING_BYTES_PER_SAMPLE),
                        HeapNeed.perThread(threads, count, SAVING_BYTES_PER_SAMPLE + " B")
                                + ": ns copies and the summary's while the results are written");
    }

    private static long required(HeapNeed need, long young) {
        long twice = need.bytes() > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : 2 * need.bytes();
        return twice > Long.MAX_VALUE - young ? Long.MAX_VALUE : twice + young;
    }

    /**
     * The options a {@code <jvm>} entry's fork runs with, as far as its heap goes: the entry's alone where it
     * sizes the heap (ForkCommand.forEntry drops the runner's heap options then), else the runner's and the
     * entry's.
     */
    static List<String> optionsOf(JvmEntry entry, List<String> runnerOptions) {
        if (entry == null) {
            return runnerOptions;
        }
        for (String o : entry.options()) {
            if (o.startsWith("-Xmx") || o.startsWith("-Xms") || o.startsWith("-XX:MaxHeapSize")) {
                return entry.options();
            }
        }
        List<String> both = new ArrayList<>(runnerOptions);
        both.addAll(entry.options());
        return both;
    }

    private static List<String> sizingOptions(List<String> options) {
        List<String> sizing = new ArrayList<>();
        for (String o : options) {
            if (HeapSize.isSizeOption(o)) {
                sizing.add(o);
            }
        }
        return sizing;
    }

    /** What the point holds, part by part. */
    public HeapNeed need() {
        return need;
    }

    /** The young room of the allocation load, in bytes (0 without one). */
    public long youngBytes() {
        return youngBytes;
    }

    /** Twice what the point holds, plus the load's young room: the smallest heap it may run on. */
    public long requiredBytes() {
        return required(need, youngBytes);
    }

    /** The max heap the point runs on, in bytes; -1 where the VM's options do not say (then nothing is checked). */
    public long heapBytes() {
        return heapBytes;
    }

    /** Refuses a point whose heap cannot hold what it needs, naming the VM, both sizes and what fills it. */
    public void check() throws ConfigException {
        if (heapBytes < 0 || requiredBytes() <= heapBytes) {
            return;
        }
        String needs = String.format(
                Locale.ROOT,
                "this point needs a heap of at least %s: twice the %s it holds (%s)%s",
                size(requiredBytes(), true),
                HeapNeed.megabytes(need.bytes()),
                need,
                youngBytes == 0 ? "" : " plus " + HeapNeed.megabytes(youngBytes) + " of young room (" + youngHow + ")");
        String remedy = "lower what it holds (count, threads, record=histogram, the testapp's sizes)";
        if (sizedHere && asked.isAuto()) {
            throw new ConfigException(needs + ", but heap=auto is capped at half of this machine's " + mb(physicalBytes)
                    + " and gives " + vm + " " + mb(heapBytes) + "; " + remedy);
        }
        if (sizedHere) {
            throw new ConfigException(needs + ", but heap=" + asked + " gives " + vm + " " + size(heapBytes, false)
                    + "; raise"
                    + " heap to at least " + Quantities.formatSize(roundUp(requiredBytes())) + ", use heap=auto, or "
                    + remedy);
        }
        throw new ConfigException(needs + ", but " + vm + " has a max heap of " + size(heapBytes, false) + " ("
                + decidedBy
                + "); raise its -Xmx to at least " + Quantities.formatSize(roundUp(requiredBytes())) + ", or "
                + remedy);
    }

    /**
     * The options the fork gets for its heap, after the VM's own: {@code -Xms} = {@code -Xmx} of the size, on
     * HotSpot {@code -XX:+AlwaysPreTouch}, and {@link #PROPERTY}; none where the VM's own options size the heap.
     */
    public List<String> forkOptions() {
        if (!sizedHere) {
            return Collections.emptyList();
        }
        String size = heapBytes % (1L << 20) == 0 ? (heapBytes >> 20) + "m" : (heapBytes >> 10) + "k";
        List<String> options = new ArrayList<>();
        options.add("-Xms" + size);
        options.add("-Xmx" + size);
        if (preTouch) {
            options.add("-XX:+AlwaysPreTouch");
        }
        options.add("-D" + PROPERTY + "=" + asked + "," + heapBytes);
        return options;
    }

    /**
     * metadata.json's {@code heap.source}: how the size was decided and what the point holds, e.g.
     * {@code heap=auto: 2 x 139.2 MB held + 150.0 MB young room + 96 MB = 432 MB; held: samples 122.1 MB (...)}.
     */
    public String source() {
        String held = "; held: " + need + (youngBytes == 0 ? "" : "; young room: " + youngHow);
        String formula = String.format(
                Locale.ROOT,
                "2 x %s held%s",
                HeapNeed.megabytes(need.bytes()),
                youngBytes == 0 ? "" : " + " + HeapNeed.megabytes(youngBytes) + " young room");
        if (decidedBy.equals("heap=auto")) {
            return String.format(
                    Locale.ROOT,
                    "heap=auto: %s + %d MB for the harness, at least %d MB, in whole 16 MB, at most half the machine's "
                            + "memory = %s%s",
                    formula,
                    HeapSize.AUTO_BASE_BYTES >> 20,
                    HeapSize.AUTO_MIN_BYTES >> 20,
                    mb(heapBytes),
                    held);
        }
        return decidedBy + "; needs " + formula + " = " + mb(requiredBytes()) + held;
    }

    /** metadata.json's {@code heap.need}: what the point holds, part by part, and the load's young room. */
    public Map<String, Object> needMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        List<Map<String, Object>> parts = new ArrayList<>();
        for (HeapNeed.Part p : need.parts()) {
            Map<String, Object> part = new LinkedHashMap<>();
            part.put("name", p.name());
            part.put("bytes", p.bytes());
            part.put("how", p.how());
            parts.add(part);
        }
        m.put("held", parts);
        m.put("held_bytes", need.bytes());
        m.put("young_bytes", youngBytes);
        m.put("required_bytes", requiredBytes());
        return m;
    }

    private static long roundUp(long bytes) {
        long unit = 16L << 20;
        return bytes > Long.MAX_VALUE - unit ? bytes : (bytes + unit - 1) / unit * unit;
    }

    /**
     * {@code bytes} in the unit that shows it as it is: whole MB where it is a whole number of them or 10 MB and
     * more, else KB, else bytes; rounded up for what a point needs, down for what a heap has, so a need above a
     * heap never reads as the same size ({@code -Xmx1k}: a heap of 1 KB, not "1 MB").
     */
    static String size(long bytes, boolean up) {
        long mb = 1L << 20;
        if (bytes % mb == 0 || bytes >= 10 * mb) {
            return String.format(Locale.ROOT, "%,d MB", up ? (bytes + mb - 1) >> 20 : bytes >> 20);
        }
        if (bytes >= 1024) {
            return String.format(Locale.ROOT, "%,d KB", up ? (bytes + 1023) >> 10 : bytes >> 10);
        }
        return String.format(Locale.ROOT, "%,d bytes", bytes);
    }

    private static String mb(long bytes) {
        return String.format(Locale.ROOT, "%,d MB", (bytes + (1L << 20) - 1) >> 20);
    }

    /**
     * The VM a {@code <jvm>} entry's launcher starts, as far as its name tells before it runs: a launcher named
     * {@code java} is taken for HotSpot (the JDKs' launcher), anything else (jamaicavm, ...) by its own name.
     */
    static String vmNameOf(File launcher) {
        String name = launcher.getName();
        return name.equals("java") ? "OpenJDK 64-Bit Server VM" : name;
    }

    /** HotSpot (OpenJDK's VMs) has -XX:+AlwaysPreTouch; JamaicaVM, OpenJ9 and others are given the size only. */
    static boolean preTouches(String vmName) {
        String n = vmName == null ? "" : vmName.toLowerCase(Locale.ROOT);
        return (n.contains("hotspot") || n.contains("openjdk")) && !n.contains("j9");
    }

    /** The machine's memory from /proc/meminfo's MemTotal, in bytes; 0 where unknown. */
    public static long physicalBytes() {
        return physicalBytes(Paths.get("/proc/meminfo"));
    }

    static long physicalBytes(Path meminfo) {
        try {
            for (String line : Files.readAllLines(meminfo, StandardCharsets.UTF_8)) {
                if (line.startsWith("MemTotal:")) {
                    String[] parts = line.substring("MemTotal:".length()).trim().split("\\s+");
                    return Quantities.parseSize(parts[0] + "K");
                }
            }
        } catch (IOException | RuntimeException e) {
            // unknown: the auto heap is not capped by the machine
        }
        return 0;
    }
}
