package rtjbench.core.run.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.Warmup;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.run.output.ThreadReport;
import rtjbench.core.run.phase.PhaseAccounting;

/**
 * The seed's collection of parallel test threads. The main thread creates N threads; each sets its own CPU
 * affinity (round-robin by logical id, or as the workload places it), its policy and priority, builds its
 * body, and waits at the start gate; then all run their loops together. Afterwards each thread's report
 * says what it really got.
 */
public final class TestThreadCollection {
    private final Config config;
    private final Workload workload;
    private final ClockSource clock;
    private final TestThreadFactory factory;
    private final ThreadControl control;
    private final StopFlag stop;
    // copy-on-write: the progress reporter reads it while the threads are being created
    private final List<ThreadReport> reports = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private PhaseAccounting accounting;
    private Runnable whenReady;
    private final WarmedUp warmedUp;
    private List<? extends SampleSink> sinks;
    private volatile long gateOpenedNanos;

    public TestThreadCollection(
            Config config,
            Workload workload,
            ClockSource clock,
            TestThreadFactory factory,
            ThreadControl control,
            StopFlag stop) {
        this.config = config;
        this.workload = workload;
        this.clock = clock;
        this.factory = factory;
        this.control = control;
        this.stop = stop;
        this.warmedUp = new WarmedUp(config.getInt(CommonArgs.THREADS));
    }

    /** {@code thread-<i>}: the name of test thread {@code i}, its files and its column. */
    public static String threadName(int index) {
        return "thread-" + index;
    }

    /** Where each thread stores its samples, instead of a SampleBuffer of {@code count} (record=histogram). */
    void useSinks(List<? extends SampleSink> perThread) {
        this.sinks = perThread;
    }

    /**
     * Runs {@code action} once every thread has prepared its body (its buffers and sources allocated) and before
     * the gate opens: where a test reads the heap a point holds (HeapNeedAudit).
     */
    void whenReady(Runnable action) {
        this.whenReady = action;
    }

    /** Counted down as each thread ends its warm-up. */
    WarmedUp warmedUp() {
        return warmedUp;
    }

    /** System.nanoTime when the start gate opened; 0 before. */
    long gateOpenedNanos() {
        return gateOpenedNanos;
    }

    /** System.nanoTime when the last thread ended its warm-up (a duration counts from here); 0 before. */
    long allWarmedUpNanos() {
        return warmedUp.allAtNanos();
    }

    public List<ThreadReport> reports() {
        return reports;
    }

    TestThreadFactory factory() {
        return factory;
    }

    ThreadControl threadControl() {
        return control;
    }

    /**
     * Has the threads follow {@code accounting}'s warm-up and report their phase boundary to it. Without it,
     * the threads warm up for a fixed count: the config's count, or {@code warmup_min} under auto or a time.
     */
    public void account(PhaseAccounting accounting) {
        this.accounting = accounting;
    }

    private Warmup warmup() {
        return accounting != null ? accounting.warmup() : Warmup.count(WarmupSpec.iterationsUpFront(config));
    }

    /** Creates and starts the threads, opens the gate once all are ready, and waits for them to end. */
    public void run() throws InterruptedException {
        int n = config.getInt(CommonArgs.THREADS);
        SchedPolicy policy = SchedPolicy.fromArg(config.getString(CommonArgs.POLICY));
        int priority = config.getInt(CommonArgs.PRIORITY);
        CountDownLatch ready = new CountDownLatch(n);
        CountDownLatch gate = new CountDownLatch(1);
        Warmup warmup = warmup();
        for (int i = 0; i < n; i++) {
            String name = threadName(i);
            SampleSink sink = sinks != null ? sinks.get(i) : SampleBuffer.forRun(config);
            ThreadReport report = new ThreadReport(i, name, workload.placement(i), policy.argName(), priority, sink);
            reports.add(report);
            threads.add(factory.newThread(
                    name,
                    new TestThread(report, n, policy, priority, warmup, ready, gate),
                    config,
                    workload.initialMemoryArea(i)));
        }
        for (Thread t : threads) {
            t.start();
        }
        ready.await();
        if (whenReady != null) {
            whenReady.run();
        }
        if (accounting != null) {
            accounting.warmupBegins();
        }
        gateOpenedNanos = System.nanoTime();
        gate.countDown();
        try {
            for (Thread t : threads) {
                t.join();
            }
        } finally {
            if (accounting != null) {
                accounting.threadsEnded();
            }
        }
    }

    /** One test thread's life: place, schedule, prepare, wait at the gate, run. */
    private final class TestThread implements Runnable {
        private final ThreadReport report;
        private final int threadCount;
        private final SchedPolicy policy;
        private final int priority;
        private final Warmup warmup;
        private final CountDownLatch ready;
        private final CountDownLatch gate;
        private boolean warmupCounted;

        TestThread(
                ThreadReport report,
                int threadCount,
                SchedPolicy policy,
                int priority,
                Warmup warmup,
                CountDownLatch ready,
                CountDownLatch gate) {
            this.report = report;
            this.threadCount = threadCount;
            this.policy = policy;
            this.priority = priority;
            this.warmup = warmup;
            this.ready = ready;
            this.gate = gate;
        }

        @Override
        public void run() {
            ThreadBody body;
            ThreadContext ctx;
            try {
                CpuList cpus = workload.placement(report.index());
                place(cpus);
                schedule();
                ctx = new ThreadContext(
                        report.index(),
                        threadCount,
                        config,
                        cpus,
                        clock.clock(),
                        report.samples(),
                        new SimulatedWork(config.getInt(CommonArgs.INSTR_LOAD)),
                        warmup,
                        config.getInt(CommonArgs.COUNT),
                        stop,
                        new Runnable() {
                            @Override
                            public void run() {
                                if (accounting != null) {
                                    accounting.settleAtBoundary();
                                    accounting.crossed();
                                }
                                report.seenOn(control.currentCpu());
                                countWarmedUp();
                            }
                        },
                        clock.nanosPerTick(),
                        RunLength.forDuration(config));
                body = workload.newThreadBody(ctx);
            } catch (Throwable e) {
                fail(e);
                countWarmedUp();
                ready.countDown();
                return;
            } finally {
                readBack();
            }
            ready.countDown();
            try {
                gate.await();
                report.seenOn(control.currentCpu());
                body.run(ctx);
                report.seenOn(control.currentCpu());
            } catch (Throwable e) {
                fail(e);
            } finally {
                if (accounting != null) {
                    accounting.finished();
                }
                ctx.cpuAccount().end();
                report.cpuUsed(ctx.cpuAccount());
                report.warmedUp(ctx.warmupIterations(), ctx.warmupCountedByLoop());
                report.finished = true;
                countWarmedUp(); // a thread that ended in its warm-up holds no one up
            }
        }

        private void countWarmedUp() {
            if (!warmupCounted) {
                warmupCounted = true;
                warmedUp.countDown();
            }
        }

        private void place(CpuList cpus) {
            if (!control.isAvailable()) {
                report.warnings.add("affinity not set (" + control.description() + ")");
                return;
            }
            try {
                control.setAffinity(cpus);
            } catch (NativeCallException e) {
                report.warnings.add("affinity " + cpus + " not applied: " + e.getMessage());
            }
        }

        private void schedule() {
            if (factory.schedulesItself()) {
                return;
            }
            if (!control.isAvailable()) {
                if (policy.isRealtime()) {
                    report.warnings.add("SCHED_" + policy.name() + " not set (" + control.description() + ")");
                }
                return;
            }
            try {
                control.setScheduler(policy, priority);
            } catch (NativeCallException e) {
                report.warnings.add(
                        "SCHED_" + policy.name() + " priority " + priority + " not applied: " + e.getMessage());
            }
        }

        private void readBack() {
            if (!control.isAvailable()) {
                return;
            }
            try {
                report.appliedAffinity = control.getAffinity();
                SchedPolicy applied = control.getPolicy();
                report.appliedPolicy = applied == null ? "unknown" : applied.argName();
                report.appliedPriority = control.getPriority();
            } catch (NativeCallException e) {
                report.warnings.add("could not read back affinity/policy: " + e.getMessage());
            }
            report.seenOn(control.currentCpu());
        }

        private void fail(Throwable e) {
            report.error = e.toString();
            report.failure = e; // its stack trace goes to the run's error.log
            stop.set("thread " + report.index() + " failed: " + e);
        }
    }
}
