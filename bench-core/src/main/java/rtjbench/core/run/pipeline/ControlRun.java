package rtjbench.core.run.pipeline;

import java.util.List;
import rtjbench.core.args.Config;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.TimedLoop;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.run.output.ThreadReport;

/**
 * The {@code control=true} run, in the spirit of jHiccup's control process: the test's thread layout
 * (same count, placement, policy, priority, warm-up, count, simulated work, clock) timing an empty
 * operation, started just before the test's threads and run beside them. Whatever its samples show beyond
 * the clock's noise floor is the machine's (and VM's) own hiccup, not the tested operation's. It shares the
 * test's CPUs, so it also disturbs the test: compare runs with and without it. Stopped when the test ends
 * first; its own stop flag, so a control thread's failure does not end the test.
 */
final class ControlRun {
    private final StopFlag stop = new StopFlag();
    private final TestThreadCollection collection;
    private final Thread driver;
    private volatile Throwable failure;

    ControlRun(
            Config config, final Workload test, ClockSource clock, TestThreadFactory factory, ThreadControl control) {
        Workload empty = new Workload() {
            @Override
            public CpuList placement(int index) {
                return test.placement(index);
            }

            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) {
                return new TimedLoop(NoiseFloor.EMPTY);
            }
        };
        collection = new TestThreadCollection(config, empty, clock, factory, control, stop);
        driver = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        try {
                            collection.run();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        } catch (RuntimeException e) {
                            failure = e;
                        }
                    }
                },
                "rtjbench-control");
        driver.setDaemon(true);
    }

    void start() {
        driver.start();
    }

    /** Stops the control if still running (the test ended first), waits for its threads, returns their reports. */
    List<ThreadReport> finish() throws InterruptedException {
        if (driver.isAlive()) {
            stop.set("the test ended before the control finished its count");
        }
        driver.join();
        if (failure != null) {
            stop.set("control failed: " + failure);
        }
        return collection.reports();
    }

    /** Why the control stopped early, or null. */
    String stopReason() {
        return stop.reason();
    }
}
