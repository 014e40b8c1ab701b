package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.core.args.StartMode;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.jvm.FailureReason;
import rtjbench.core.jvm.JitLog;
import rtjbench.core.run.output.AtomicFile;
import rtjbench.core.run.output.ThreadReport;
import rtjbench.core.run.phase.JitEvents;

/**
 * {@code start=cold}: each event's time since the VM started, and what the VM did before the first event and
 * during the events (the {@code cold} block of the metadata). The events are the run's own samples, recorded
 * from the first (no warm-up); each sample's end is kept on System.nanoTime beside it, and after the run put on
 * the VM's own clock:
 * <ol>
 *   <li>where the runner started the fork with a VM log ({@value JitEvents#VM_START_LOG_PROPERTY}: HotSpot's
 *       unified logging from the VM's first instant, decorated with both {@code timenanos}, System.nanoTime, and
 *       {@code uptimenanos}, ns since HotSpot set its own clock origin as it initialised), the VM's start on
 *       System.nanoTime is the difference of the two on its first line: to the nanosecond, and the origin
 *       HotSpot's own uptime, JFR and every {@code -Xlog} line use;</li>
 *   <li>else the runtime bean's uptime (the same origin on HotSpot), read beside System.nanoTime as the run
 *       ends: to the millisecond.</li>
 * </ol>
 * Both exclude the launcher's own start (exec, loading libjvm: a few ms), which happens before the VM has a
 * clock. Each thread's times go to {@code thread-<i>-since-start.txt}, ns, one a line beside each sample.
 */
public final class ColdStart implements RunStage {
    @Override
    public Set<PointRun.Part> needs() {
        return EnumSet.of(PointRun.Part.CLOCK, PointRun.Part.TEST_THREADS);
    }

    @Override
    public void before(PointRun run) {}

    @Override
    public void after(PointRun run) {
        if (!StartMode.cold(run.config) || !run.measured()) {
            return;
        }
        run.record.extra.put(
                "cold",
                record(
                        run.testThreads().reports(),
                        run.clock(),
                        run.dir,
                        System.getProperty(JitEvents.VM_START_LOG_PROPERTY),
                        Boolean.getBoolean(JitEvents.VM_START_LOG_DEOPT_PROPERTY),
                        run.record.warnings));
    }

    /**
     * The {@code cold} block of a run whose {@code threads} kept their samples' ends, on {@code clock}: each thread's
     * times since the VM started written into {@code dir}, and the VM's events before the first event and during the
     * events, from {@code logFile} (the VM log it was started with; null without one, when this VM's uptime is the
     * time base). What could not be written is added to {@code warnings}.
     */
    public static Map<String, Object> record(
            List<ThreadReport> threads,
            ClockSource clock,
            Path dir,
            String logFile,
            boolean deoptTag,
            List<String> warnings) {
        Map<String, Object> m = new LinkedHashMap<>();
        JitLog log = null;
        Map<String, Object> vmLog = new LinkedHashMap<>();
        if (logFile == null) {
            vmLog.put("file", null);
            vmLog.put("reason", "the fork was started without one (a VM without HotSpot's unified logging)");
        } else {
            Path file = Paths.get(logFile);
            try {
                log = JitLog.read(file, deoptTag);
                boolean inRun = file.toAbsolutePath().getParent().equals(dir.toAbsolutePath());
                vmLog.put("file", inRun ? file.getFileName().toString() : file.toString());
                vmLog.put("deoptimization_tag", deoptTag);
            } catch (IOException | RuntimeException e) {
                vmLog.put("file", null);
                vmLog.put("reason", "could not read " + file + ": " + FailureReason.of(e));
            }
        }
        long vmStart = timeBase(log, m);
        m.put("vm_log", vmLog);
        List<Map<String, Object>> perThread = new ArrayList<>();
        long firstStart = Long.MAX_VALUE;
        long lastEnd = Long.MIN_VALUE;
        for (ThreadReport t : threads) {
            SampleSink sink = t.samples();
            long[] ends = sink instanceof SampleBuffer ? ((SampleBuffer) sink).endTimesToArray() : null;
            Map<String, Object> th = new LinkedHashMap<>();
            th.put("thread", t.name());
            if (ends == null || ends.length == 0) {
                th.put("since_start_file", null);
                perThread.add(th);
                continue;
            }
            long firstNanos = clock.toNanos(((SampleBuffer) sink).get(0));
            firstStart = Math.min(firstStart, ends[0] - firstNanos);
            lastEnd = Math.max(lastEnd, ends[ends.length - 1]);
            String name = t.name() + "-since-start.txt";
            try {
                writeSinceStart(dir.resolve(name), ends, vmStart);
                th.put("since_start_file", name);
            } catch (IOException e) {
                th.put("since_start_file", null);
                warnings.add("could not write " + name + ": " + e.getMessage());
            }
            th.put("first_event_ns", firstNanos);
            th.put("first_event_since_start_ms", (ends[0] - vmStart) / 1e6);
            perThread.add(th);
        }
        m.put("threads", perThread);
        if (log != null && firstStart != Long.MAX_VALUE) {
            m.put("before_first_event", counts(log, Long.MIN_VALUE, firstStart));
            m.put("during_events", counts(log, firstStart, lastEnd + 1));
        }
        return m;
    }

    /** The VM's start on System.nanoTime, and the metadata's {@code time_base} saying how it was found. */
    private static long timeBase(JitLog log, Map<String, Object> cold) {
        Map<String, Object> base = new LinkedHashMap<>();
        long vmStart;
        if (log != null && log.vmStartNanoTime() != Long.MIN_VALUE) {
            vmStart = log.vmStartNanoTime();
            base.put("source", "vm_log");
            base.put("how", "timenanos less uptimenanos of the VM log's first line: HotSpot's own uptime origin");
            base.put("resolution_ns", 1);
        } else {
            long before = System.nanoTime();
            long uptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
            long after = System.nanoTime();
            // the uptime is whole milliseconds, truncated: its middle is half a millisecond later
            vmStart = (before + after) / 2 - uptimeMillis * 1_000_000L - 500_000L;
            base.put("source", "runtime_bean");
            base.put("how", "RuntimeMXBean.getUptime (whole ms) read beside System.nanoTime after the run");
            base.put("resolution_ns", 1_000_000);
        }
        base.put("vm_start_nanotime", vmStart);
        base.put("clock", "System.nanoTime (CLOCK_MONOTONIC): each event's end, and the VM's start on it");
        cold.put("time_base", base);
        return vmStart;
    }

    private static Map<String, Object> counts(JitLog log, long from, long to) {
        long recompiles = log.count(JitLog.Kind.RECOMPILE, from, to);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("compilations", log.count(JitLog.Kind.COMPILE, from, to) + recompiles);
        m.put("recompilations", recompiles);
        m.put("deoptimizations", log.count(JitLog.Kind.DEOPT, from, to));
        m.put("class_loads", log.count(JitLog.Kind.CLASS_LOAD, from, to));
        return m;
    }

    private static void writeSinceStart(Path file, long[] ends, long vmStart) throws IOException {
        StringBuilder text = new StringBuilder(ends.length * 11);
        for (long e : ends) {
            text.append(e - vmStart).append('\n');
        }
        AtomicFile.create(file, AtomicFile.text(text.toString()));
    }
}
