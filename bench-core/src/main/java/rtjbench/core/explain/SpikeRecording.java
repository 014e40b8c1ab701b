package rtjbench.core.explain;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.os.CpuList;

/**
 * One run's recording for explaining its spikes, in the run's {@value #DIR}/ folder: the VM's events
 * ({@link VmEvents}), the trace of the measured CPUs ({@link TraceInstance}), their steal time
 * ({@link StealSampler}), each thread's sample end times, and the facts the tools need to put them on one time
 * base (the {@code explain} block of the metadata). Opened before the run, told when the measured phase
 * begins, finished after the threads ended. Any source that cannot be had here is named with the reason and
 * the others go on.
 */
public final class SpikeRecording {
    public static final String DIR = "explain";

    private final Path dir;
    private final long aboveNanos;
    private final int top;
    private final CpuList cpus;
    private final ClockPairs pairs;
    private final VmEvents vm;
    private final TraceInstance trace;
    private final String traceAbsent;
    private final StealSampler steal;
    private final String stealAbsent;
    private final List<String> problems = new ArrayList<>();
    private final Map<String, Integer> tids = new LinkedHashMap<>();
    private volatile long measuredFromNanos;

    private SpikeRecording(
            Path dir,
            long aboveNanos,
            int top,
            CpuList cpus,
            VmEvents vm,
            TraceInstance trace,
            String traceAbsent,
            StealSampler steal,
            String stealAbsent) {
        this.dir = dir;
        this.aboveNanos = aboveNanos;
        this.top = top;
        this.cpus = cpus;
        this.pairs = ClockPairs.read();
        this.vm = vm;
        this.trace = trace;
        this.traceAbsent = traceAbsent;
        this.steal = steal;
        this.stealAbsent = stealAbsent;
    }

    /**
     * Opens every source for a run in {@code runDir} measuring on {@code cpus}; {@code helperPlacement} runs
     * first in the steal sampler's thread (to keep it off the test threads' CPUs).
     */
    public static SpikeRecording open(Path runDir, long aboveNanos, int top, CpuList cpus, Runnable helperPlacement)
            throws IOException {
        Path dir = Files.createDirectories(runDir.resolve(DIR));
        VmEvents vm = VmEvents.open(dir);
        TraceInstance trace = null;
        String traceAbsent = null;
        try {
            trace = TraceInstance.open(cpus);
        } catch (IOException | RuntimeException e) {
            traceAbsent = e.getMessage();
        }
        StealSampler steal = null;
        String stealAbsent = null;
        Path stat = Paths.get(System.getProperty("rtjbench.procstat", "/proc/stat"));
        try {
            steal = new StealSampler(stat, cpus);
            steal.start(helperPlacement);
        } catch (IOException | RuntimeException e) {
            steal = null;
            stealAbsent = e.getMessage();
        }
        return new SpikeRecording(dir, aboveNanos, top, cpus, vm, trace, traceAbsent, steal, stealAbsent);
    }

    /** Why this run has no trace of its CPUs, or null where it has one. */
    public String traceAbsence() {
        return traceAbsent;
    }

    /** Which source the VM's events come from ({@code jfr}, {@code unified_logging}, ...). */
    public String vmSource() {
        return vm.kind();
    }

    /**
     * The measured phase begins (all threads ended their warm-up): tracing on, steal growths kept, and the
     * test threads' kernel ids read while they run. Called from a helper thread, never a test thread.
     */
    public void measuredPhaseBegins(List<String> threadNames) {
        measuredFromNanos = System.nanoTime();
        if (trace != null) {
            try {
                trace.on();
            } catch (IOException e) {
                problems.add("tracing could not be switched on: " + e.getMessage());
            }
        }
        if (steal != null) {
            steal.record();
        }
        readTids(threadNames);
    }

    private void readTids(List<String> names) {
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Paths.get("/proc/self/task"))) {
            for (Path task : tasks) {
                try {
                    String comm = new String(Files.readAllBytes(task.resolve("comm")), StandardCharsets.UTF_8).trim();
                    if (names.contains(comm) && !tids.containsKey(comm)) {
                        tids.put(comm, Integer.valueOf(task.getFileName().toString()));
                    }
                } catch (IOException | NumberFormatException e) {
                    // the task ended meanwhile
                }
            }
        } catch (IOException e) {
            problems.add("could not read the test threads' ids from /proc/self/task: " + e.getMessage());
        }
    }

    /**
     * Ends every source and writes the threads' sample end times ({@code thread-<i>-ends.txt}, one
     * System.nanoTime a line, beside each sample of {@code thread-<i>.txt}). Returns the metadata block.
     */
    public Map<String, Object> finish(List<String> threadNames, List<long[]> endNanos, List<CpuList> threadCpus) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("above_ns", aboveNanos > 0 ? aboveNanos : null);
        m.put("top", top);
        m.put("time_base", "System.nanoTime (CLOCK_MONOTONIC)");
        m.put("cpus", cpus.toString());
        m.put("measured_from_ns", measuredFromNanos);
        m.put("measured_to_ns", System.nanoTime());
        try {
            vm.finish();
        } catch (IOException | RuntimeException e) {
            problems.add("VM events (" + vm.kind() + "): " + e.getMessage());
        }
        m.put("vm_source", vm.toMetadata());
        Map<String, Object> tracefs = new LinkedHashMap<>();
        if (trace != null) {
            try {
                trace.finish(dir.resolve("trace.txt"));
                tracefs.put("present", true);
                tracefs.put("file", "trace.txt");
            } catch (IOException | RuntimeException e) {
                tracefs.put("present", false);
                tracefs.put("reason", "the trace could not be read: " + e.getMessage());
            }
            tracefs.putAll(trace.toMetadata());
        } else {
            tracefs.put("present", false);
            tracefs.put("reason", traceAbsent);
            tracefs.put("root", TraceInstance.root().toString());
        }
        m.put("tracefs", tracefs);
        Map<String, Object> stealBlock = new LinkedHashMap<>();
        if (steal != null) {
            try {
                steal.finish(dir.resolve("steal.csv"));
                stealBlock.put("present", true);
                stealBlock.put("file", "steal.csv");
            } catch (IOException e) {
                stealBlock.put("present", false);
                stealBlock.put("reason", "could not write steal.csv: " + e.getMessage());
            }
            stealBlock.putAll(steal.toMetadata());
        } else {
            stealBlock.put("present", false);
            stealBlock.put("reason", stealAbsent);
        }
        m.put("steal", stealBlock);
        m.put("clock_pairs", pairs.toMetadata());
        List<Map<String, Object>> threads = new ArrayList<>();
        for (int i = 0; i < threadNames.size(); i++) {
            Map<String, Object> t = new LinkedHashMap<>();
            String name = threadNames.get(i);
            t.put("thread", name);
            t.put("tid", tids.get(name));
            t.put("cpus", i < threadCpus.size() ? threadCpus.get(i).toString() : null);
            long[] ends = i < endNanos.size() ? endNanos.get(i) : null;
            String file = name + "-ends.txt";
            if (ends != null) {
                try {
                    writeEnds(dir.resolve(file), ends);
                    t.put("ends_file", file);
                } catch (IOException e) {
                    problems.add("could not write " + file + ": " + e.getMessage());
                    t.put("ends_file", null);
                }
            } else {
                t.put("ends_file", null);
            }
            threads.add(t);
        }
        m.put("threads", threads);
        m.put("problems", problems);
        return m;
    }

    private static void writeEnds(Path file, long[] ends) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (long e : ends) {
                w.write(Long.toString(e));
                w.write('\n');
            }
        }
    }
}
