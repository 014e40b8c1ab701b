package rtjbench.core.run.pipeline;

import java.util.List;
import java.util.Locale;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.record.LiveFigures;
import rtjbench.core.run.output.ThreadReport;

/**
 * The progress line of a running run, from what the test threads keep anyway: with record=histogram the
 * writer's totals (taken every second); with record=samples the buffers themselves, read racily from where
 * the last look stopped, so each sample is looked at once. Called from the progress thread only.
 */
final class LiveProgress {
    private final PointRun run;
    private final ClockSource clock;
    private final TestThreadCollection threads;
    private final long durationNanos;
    private final long target;
    private BufferScan[] scans;

    LiveProgress(PointRun run) {
        this.run = run;
        this.clock = run.clock();
        this.threads = run.testThreads();
        this.durationNanos = RunLength.forDuration(run.config) ? run.config.getLong(CommonArgs.DURATION) : 0;
        this.target = (long) run.config.getInt(CommonArgs.THREADS) * run.config.getInt(CommonArgs.COUNT);
    }

    /** The status (the console puts it after the point's label), or null before the threads started. */
    String line() {
        long gate = threads.gateOpenedNanos();
        if (gate == 0) {
            return null;
        }
        double elapsed = (System.nanoTime() - gate) / 1e9;
        LiveFigures f = run.record.recording != null ? run.record.recording.live() : scanBuffers();
        StringBuilder sb = new StringBuilder();
        if (durationNanos > 0) {
            long since = threads.allWarmedUpNanos();
            double measured = since == 0 ? 0 : Math.min(durationNanos, System.nanoTime() - since) / 1e9;
            sb.append(String.format(
                    Locale.ROOT,
                    "%.1f of %.1f s measured (%.0f%%), %d samples",
                    measured,
                    durationNanos / 1e9,
                    100.0 * measured * 1e9 / durationNanos,
                    f.count));
        } else {
            sb.append(String.format(
                    Locale.ROOT,
                    "%.1f s, %d of %d samples (%.0f%%)",
                    elapsed,
                    f.count,
                    target,
                    100.0 * f.count / target));
        }
        if (f.count == 0) {
            sb.append(", warming up");
        } else {
            sb.append(String.format(
                    Locale.ROOT, ", min %.3f avg %.3f max %.3f us", f.minNs / 1e3, f.meanNs / 1e3, f.maxNs / 1e3));
        }
        return sb.toString();
    }

    private LiveFigures scanBuffers() {
        List<ThreadReport> reports = threads.reports();
        if (scans == null || scans.length != reports.size()) {
            BufferScan[] grown = new BufferScan[reports.size()];
            for (int i = 0; i < grown.length; i++) {
                grown[i] = scans != null && i < scans.length ? scans[i] : new BufferScan();
            }
            scans = grown;
        }
        long count = 0;
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        double sum = 0;
        for (int i = 0; i < scans.length; i++) {
            BufferScan s = scans[i];
            s.look(reports.get(i).samples());
            if (s.count == 0) {
                continue;
            }
            count += s.count;
            min = Math.min(min, s.min);
            max = Math.max(max, s.max);
            sum += s.sum;
        }
        return count == 0
                ? LiveFigures.NONE
                : new LiveFigures(
                        count, clock.toNanos(min), clock.toNanos(Math.round(sum / count)), clock.toNanos(max));
    }

    /** One buffer's measured samples seen so far, in ticks. */
    private static final class BufferScan {
        int scanned;
        long count;
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        double sum;

        void look(SampleSink sink) {
            if (!(sink instanceof SampleBuffer) || !((SampleBuffer) sink).measuring()) {
                return;
            }
            SampleBuffer b = (SampleBuffer) sink;
            int size = b.size();
            for (int i = scanned; i < size; i++) {
                long v = b.get(i);
                count++;
                sum += v;
                if (v < min) min = v;
                if (v > max) max = v;
            }
            scanned = Math.max(scanned, size);
        }
    }
}
