package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.explain.SpikeRecording;
import rtjbench.core.os.CpuList;
import rtjbench.core.run.output.ThreadReport;

/**
 * {@code explain_above} / {@code explain_top}: records what the run's spikes may be matched against
 * ({@link SpikeRecording}: the VM's pauses, a trace of the measured CPUs, their steal time), the trace and the
 * steal growths from the moment every thread ended its warm-up; after the run, the sample end times, and the
 * {@code explain} metadata block. Where tracefs cannot be used it says so once a session and goes on.
 */
final class SpikeSources implements RunStage {
    private static final Set<RunSession> TOLD_NO_TRACE =
            Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<RunSession, Boolean>()));
    private final RunSession session;
    private SpikeRecording recording;
    private Thread starter;

    SpikeSources(RunSession session) {
        this.session = session;
    }

    @Override
    public Set<PointRun.Part> needs() {
        return EnumSet.of(PointRun.Part.WORKLOAD, PointRun.Part.TEST_THREADS);
    }

    @Override
    public void before(final PointRun run) throws IOException {
        recording = null;
        if (!CommonArgs.explaining(run.config)) {
            return;
        }
        final TestThreadCollection threads = run.testThreads();
        final List<String> names = new ArrayList<>();
        List<Integer> cpus = new ArrayList<>();
        for (int i = 0; i < run.config.getInt(CommonArgs.THREADS); i++) {
            names.add(TestThreadCollection.threadName(i));
            cpus.addAll(run.workload().placement(i).cpus());
        }
        final SpikeRecording r = SpikeRecording.open(
                run.dir,
                run.config.getLong(CommonArgs.EXPLAIN_ABOVE),
                run.config.getInt(CommonArgs.EXPLAIN_TOP),
                CpuList.of(cpus),
                HelperPlacement.awayFromTests(run, session.env.allowedCpus(), session.env.threadControl()));
        recording = r;
        final Runnable placement =
                HelperPlacement.awayFromTests(run, session.env.allowedCpus(), session.env.threadControl());
        if (r.traceAbsence() != null && TOLD_NO_TRACE.add(session)) {
            session.progress.warn("explain: no trace of the measured CPUs (" + r.traceAbsence()
                    + "); spikes are matched against the VM's events (" + r.vmSource() + ") and steal time only");
        }
        starter = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        placement.run(); // switching tracing on takes the CPU for a while: not a measured one
                        try {
                            while (!threads.warmedUp().await(10)) {
                                if (run.stop.isSet()) {
                                    return;
                                }
                            }
                            r.measuredPhaseBegins(names);
                        } catch (InterruptedException e) {
                            // the run ended first
                        }
                    }
                },
                "rtjbench-explain");
        starter.setDaemon(true);
        starter.start();
    }

    @Override
    public void after(PointRun run) {
        if (recording == null) {
            return;
        }
        starter.interrupt();
        try {
            starter.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<String> names = new ArrayList<>();
        List<long[]> ends = new ArrayList<>();
        List<CpuList> cpus = new ArrayList<>();
        for (ThreadReport t : run.testThreads().reports()) {
            names.add(t.name());
            SampleSink sink = t.samples();
            ends.add(sink instanceof SampleBuffer ? ((SampleBuffer) sink).endTimesToArray() : null);
            cpus.add(run.workload().placement(t.index()));
        }
        run.record.extra.put("explain", recording.finish(names, ends, cpus));
        recording = null;
    }
}
