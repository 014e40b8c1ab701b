package rtjbench.core.run.pipeline;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SubRun;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.run.console.PointFigures;
import rtjbench.core.run.output.AtomicFile;
import rtjbench.core.run.output.ResultsWriter;
import rtjbench.core.run.output.RunRecord;
import rtjbench.core.run.output.Summary;
import rtjbench.core.run.output.ThreadReport;
import rtjbench.stats.SampleDistribution;

/**
 * The result handling of one run, after its stages tore down: save it (unless a signal or the watchdog
 * already did), warn what it could not have, hand its figures to the progress line, write its control and
 * sub-runs as run folders beside it, and write its summary ({@link #SUMMARY}: the per-thread tables, the CPU
 * and JVM lines, its control's and sub-runs' tables), which {@code --verbose} also prints.
 */
final class RunResults {
    static final String CONTROL_DIR = "control";
    /** The run's full console summary, in its folder. */
    static final String SUMMARY = "summary.txt";

    private final RunSession session;

    RunResults(RunSession session) {
        this.session = session;
    }

    /** Returns whether the run completed. */
    boolean saveAndReport(PointRun run) {
        ActiveRun active = run.has(PointRun.Part.ACTIVE)
                ? run.active()
                : new ActiveRun(
                        run.dir,
                        run.record,
                        run.has(PointRun.Part.TEST_THREADS) ? run.testThreads() : null,
                        run.stop,
                        session.progress);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PrintStream summary = printStream(text);
        report(run.record, active.save(), run.dir, summary);
        active.forgetNanos(); // the summary has them: what the sub-runs write next needs the room
        if (run.jvmLine() != null) {
            summary.println(run.jvmLine());
        }
        Object deadline = run.record.workloadFacts == null ? null : run.record.workloadFacts.get("deadline");
        if (deadline instanceof Map && ((Map<?, ?>) deadline).get("summary") != null) {
            summary.println("  " + ((Map<?, ?>) deadline).get("summary"));
        }
        for (ThreadReport t : run.record.threads) {
            if (t.failure != null) {
                session.progress.failure(t.name() + " failed", t.failure, run.dir);
            }
        }
        for (SubRun sub : run.subRuns()) {
            writeBeside(
                    run.dir,
                    sub.folder(),
                    run.record,
                    sub.clock(),
                    withSamples(run.record.threads, sub.perThread()),
                    sub.facts(),
                    null,
                    summary);
        }
        PointRun.ControlOutcome control = run.control();
        if (control != null) {
            writeBeside(
                    run.dir,
                    CONTROL_DIR,
                    run.record,
                    run.record.clock,
                    control.threads,
                    run.record.workloadFacts,
                    control.stopReason,
                    summary);
        }
        summary.flush();
        writeSummary(run.dir, text);
        active.reported.countDown();
        session.active = null;
        return run.record.complete();
    }

    /** summary.txt in the run's folder, and on the console with --verbose; a folder that takes no file is said. */
    private void writeSummary(Path dir, ByteArrayOutputStream text) {
        if (session.progress.mode().verbose) {
            session.out.print(new String(text.toByteArray(), StandardCharsets.UTF_8));
        }
        try {
            AtomicFile.create(
                    dir.resolve(SUMMARY), AtomicFile.text(new String(text.toByteArray(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            session.progress.warn("could not write " + dir.resolve(SUMMARY) + ": " + e.getMessage());
        }
    }

    private static PrintStream printStream(ByteArrayOutputStream to) {
        try {
            return new PrintStream(to, true, "UTF-8");
        } catch (java.io.UnsupportedEncodingException e) {
            throw new IllegalStateException("UTF-8 is always supported", e);
        }
    }

    private void report(RunRecord record, List<long[]> nanos, Path dir, PrintStream summary) {
        List<String> names = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (ThreadReport t : record.threads) {
            names.add(t.name());
            for (String w : t.warnings()) {
                if (!warnings.contains(w)) warnings.add(w); // each kind of refusal once, not once a thread
            }
        }
        for (String w : warnings) {
            session.progress.warn(w);
        }
        if (!record.complete()) {
            summary.println("run incomplete: " + record.incompleteReason);
        }
        SampleDistribution all = null;
        if (record.recording != null && !names.isEmpty()) {
            all = printHistogramSummary(PointRun.label(record.config), record, dir, names, summary);
        } else if (nanos != null && !names.isEmpty()) {
            all = printSummary(PointRun.label(record.config), record.clock, dir, names, nanos, summary);
        }
        if (all != null) {
            session.progress.figures(PointFigures.of(all));
        }
        if (!names.isEmpty()) {
            Summary.printCpu(summary, record.threads);
        }
        for (String w : record.warnings) {
            summary.println("warning: " + w);
        }
        for (String w : warnings) {
            summary.println("warning: " + w);
        }
    }

    /**
     * Writes a control or sub-run as a run folder of its own inside the run's folder, in the same format,
     * and prints its summary. Failures here are reported but do not change the run's outcome.
     */
    private void writeBeside(
            Path dir,
            String folder,
            RunRecord parent,
            ClockSource clock,
            List<ThreadReport> threads,
            Map<String, Object> facts,
            String stopReason,
            PrintStream summary) {
        RunRecord sub = new RunRecord(parent.config, parent.environment, parent.start);
        sub.end = parent.end;
        sub.clock = clock;
        sub.threads = threads;
        sub.workloadFacts = new LinkedHashMap<>(facts);
        sub.extra.put("part_of", "..");
        sub.incompleteReason = stopReason != null ? stopReason : parent.incompleteReason;
        try {
            Path subDir = Files.createDirectory(dir.resolve(folder));
            List<long[]> nanos = ResultsWriter.write(subDir, sub);
            List<String> names = new ArrayList<>();
            for (ThreadReport t : threads) {
                names.add(t.name());
            }
            printSummary("  " + folder, clock, subDir, names, nanos, summary);
        } catch (IOException | RuntimeException e) {
            session.progress.warn("could not write " + dir.resolve(folder) + ": " + e);
        }
    }

    private static List<ThreadReport> withSamples(List<ThreadReport> threads, List<SampleBuffer> samples) {
        List<ThreadReport> copies = new ArrayList<>();
        for (int i = 0; i < threads.size() && i < samples.size(); i++) {
            copies.add(threads.get(i).withSamples(samples.get(i)));
        }
        return copies;
    }

    /** The same from the histograms the writer summed up (record=histogram). */
    private static SampleDistribution printHistogramSummary(
            String title, RunRecord record, Path dir, List<String> names, PrintStream out) {
        List<Histogram> perThread = new ArrayList<>();
        long[] exactMax = new long[names.size()];
        for (int i = 0; i < names.size(); i++) {
            perThread.add(record.recording.totalNanos(i));
            exactMax[i] = record.recording.exactMaxNanos(i);
        }
        out.println(title + "  (clock " + (record.clock == null ? "?" : record.clock.name())
                + ", record=histogram)  -> " + dir);
        return Summary.printHistograms(out, names, perThread, exactMax);
    }

    /** The title line of a run (or a folder beside it) and its table of statistics; the all-threads distribution. */
    private static SampleDistribution printSummary(
            String title, ClockSource clock, Path dir, List<String> names, List<long[]> nanos, PrintStream out) {
        out.println(title + "  (clock " + (clock == null ? "?" : clock.name()) + ")  -> " + dir);
        return Summary.print(out, names, nanos);
    }
}
