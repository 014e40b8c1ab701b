package rtjbench.core.run.pipeline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.run.output.ThreadReport;

/**
 * One benchmark run through the real thread collection, without files, console or watchdog stages: check,
 * prepare, the threads (placed, scheduled and gated as in every run), close, metadata. For tests of the
 * benchmarks and for embedding; a run through the runner does the same inside its stages.
 */
public final class DirectRun {
    private final Workload workload;
    private final List<ThreadReport> threads;
    private final Map<String, Object> metadata;

    private DirectRun(Workload workload, List<ThreadReport> threads, Map<String, Object> metadata) {
        this.workload = workload;
        this.threads = threads;
        this.metadata = metadata;
    }

    /**
     * Runs {@code benchmark} with {@code config} in {@code env}, timed with {@code clock}; a run still going after
     * the config's {@code time_limit} is asked to stop. Thread failures are in {@link #failures()}, not thrown.
     */
    public static DirectRun run(Benchmark benchmark, Config config, RunEnvironment env, ClockSource clock)
            throws Exception {
        return run(benchmark, config, env, clock, null);
    }

    /** What a caller does once every thread has prepared its body, before the gate opens. */
    public interface WhenReady {
        /** {@code stop}: the run's stop flag, to end the run before it measures. */
        void threadsReady(StopFlag stop);
    }

    /**
     * As {@link #run(Benchmark, Config, RunEnvironment, ClockSource)}, calling {@code whenReady} (where not null)
     * once every thread has allocated what its loop needs and waits at the gate: what a point holds on the heap is
     * all there then (HeapNeedAudit reads it).
     */
    public static DirectRun run(
            Benchmark benchmark, Config config, RunEnvironment env, ClockSource clock, final WhenReady whenReady)
            throws Exception {
        benchmark.check(config, env);
        Workload workload = benchmark.prepare(config, env);
        final StopFlag stop = new StopFlag();
        TestThreadCollection collection = new TestThreadCollection(
                config,
                workload,
                clock,
                env.threadFactory(config.getString(CommonArgs.THREAD_TYPE)),
                env.threadControl(),
                stop);
        if (whenReady != null) {
            collection.whenReady(new Runnable() {
                @Override
                public void run() {
                    whenReady.threadsReady(stop);
                }
            });
        }
        Thread limit = stopAfter(config.getLong(CommonArgs.TIME_LIMIT), stop);
        Map<String, Object> results;
        try {
            collection.run();
            results = workload.results(clock.nanosPerTick());
        } finally {
            limit.interrupt();
            workload.close();
        }
        Map<String, Object> metadata = new LinkedHashMap<>(workload.metadata());
        metadata.putAll(results);
        return new DirectRun(workload, new ArrayList<>(collection.reports()), metadata);
    }

    private static Thread stopAfter(final long nanos, final StopFlag stop) {
        Thread t = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        try {
                            Thread.sleep(nanos / 1_000_000);
                            stop.set("time_limit reached");
                        } catch (InterruptedException e) {
                            // the run ended first
                        }
                    }
                },
                "rtjbench-direct-run-limit");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Each thread's samples, in clock ticks, by thread index (a direct run keeps every sample). */
    public List<SampleBuffer> samples() {
        List<SampleBuffer> samples = new ArrayList<>();
        for (ThreadReport t : threads) {
            samples.add((SampleBuffer) t.samples());
        }
        return samples;
    }

    /** The workload, closed. */
    public Workload workload() {
        return workload;
    }

    /** The workload's metadata after the run, with the facts computed from the samples. */
    public Map<String, Object> metadata() {
        return metadata;
    }

    /** What failed in the test threads (empty when none did). */
    public List<Throwable> failures() {
        List<Throwable> failures = new ArrayList<>();
        for (ThreadReport t : threads) {
            if (t.failure != null) {
                failures.add(t.failure);
            }
        }
        return Collections.unmodifiableList(failures);
    }
}
