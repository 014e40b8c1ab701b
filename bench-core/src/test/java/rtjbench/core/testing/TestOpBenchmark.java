package rtjbench.core.testing;

import java.util.Arrays;
import java.util.List;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.TimedLoop;
import rtjbench.core.bench.TimedOperation;
import rtjbench.core.bench.Workload;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;

/**
 * A benchmark for the harness's own tests: times an empty operation, and on request misbehaves (a thread
 * that fails, a loop that runs until stopped, one that never stops so the watchdog must halt the VM, a feature
 * this VM lacks, a VM that dies) so the runner's handling can be seen.
 */
public final class TestOpBenchmark implements Benchmark {
    @Override
    public String name() {
        return "testop";
    }

    static final ArgSpec<String> BEHAVIOUR = ArgSpec.of(
            "behaviour",
            ArgType.choice("normal", "fail", "until_stopped", "ignore_stop", "unsupported", "halt"),
            "normal",
            "what the threads do");
    static final ArgSpec<Long> SIZE =
            ArgSpec.of("size", ArgType.size(0, 1L << 20), "0", "a sweepable size that changes nothing");

    @Override
    public String description() {
        return "Times an empty operation (harness tests only).";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.<ArgSpec<?>>asList(BEHAVIOUR, SIZE);
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        if ("unsupported".equals(config.getString(BEHAVIOUR))) {
            throw new UnsupportedHereException("behaviour=unsupported is never available");
        }
    }

    @Override
    public Workload prepare(Config config, RunEnvironment env) throws ConfigException {
        final String behaviour = config.getString(BEHAVIOUR);
        return new RoundRobinWorkload(env.threadCpus(config)) {
            @Override
            public ThreadBody newThreadBody(final ThreadContext ctx) {
                if ("fail".equals(behaviour) && ctx.index() == 1) {
                    throw new IllegalStateException("thread 1 fails on purpose");
                }
                if ("halt".equals(behaviour)) {
                    return new ThreadBody() {
                        @Override
                        public void run(ThreadContext c) {
                            Runtime.getRuntime().halt(7); // a VM that dies without saving anything (a crash)
                        }
                    };
                }
                if ("until_stopped".equals(behaviour)) {
                    return new ThreadBody() {
                        @Override
                        public void run(ThreadContext c) {
                            c.warmupDone(); // no warm-up: every sample is measured
                            while (!c.stopRequested()) {
                                if (!c.samples().isFull()) {
                                    long t = c.clock().startTicks();
                                    c.samples().record(c.clock().endTicks() - t);
                                }
                                Thread.yield();
                            }
                        }
                    };
                }
                if ("ignore_stop".equals(behaviour)) {
                    return new ThreadBody() {
                        @Override
                        public void run(ThreadContext c) throws InterruptedException {
                            while (true) { // never looks at the stop flag: only halting the VM ends it
                                if (!c.samples().isFull()) {
                                    c.samples().record(0);
                                }
                                Thread.sleep(1);
                            }
                        }
                    };
                }
                // an anonymous class, not a lambda: a lean cold fork of it is held to loading no lambda machinery
                return new TimedLoop(new TimedOperation() {
                    @Override
                    public Object operate() {
                        return null;
                    }
                });
            }
        };
    }
}
