package rtjbench.events;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.support.ConfigException;
import rtjbench.events.handler.ThreadPlacement;
import rtjbench.events.handler.Warnings;

/**
 * The helper threads a test thread starts beside itself (a context-switch partner, extra runnable threads):
 * platform daemon threads that first put themselves on the given CPUs under the run's policy at the given
 * priority, and count as started only once that is done, so the test thread's loop never begins beside a
 * helper still on the wrong CPU. What cannot be applied becomes a warning, each kind kept once.
 */
public final class PinnedThreads {
    private final ThreadControl control;
    private final SchedPolicy policy;
    private final Warnings warnings = new Warnings();

    public PinnedThreads(ThreadControl control, SchedPolicy policy) {
        this.control = control;
        this.policy = policy;
    }

    /**
     * Starts {@code body} in a new thread on {@code cpus} at {@code priority} (under real-time policies) and
     * returns once the thread has placed and scheduled itself. Cold path.
     */
    public Thread start(String name, final String role, final CpuList cpus, final int priority, final Runnable body)
            throws InterruptedException {
        final CountDownLatch placed = new CountDownLatch(1);
        Thread t = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        try {
                            ThreadPlacement.apply(role, control, cpus, policy, priority, warnings);
                        } finally {
                            placed.countDown();
                        }
                        body.run();
                    }
                },
                name);
        t.setDaemon(true);
        t.start();
        placed.await();
        return t;
    }

    /**
     * Refuses {@code type_of_threads} other than java for a test whose helpers (platform threads scheduled
     * through the OS) must be of the test thread's kind or outrank it; {@code why} says which.
     */
    public static void requireJavaThreads(Config config, String testapp, String why) throws ConfigException {
        if (!"java".equals(config.getString(CommonArgs.THREAD_TYPE))) {
            throw new ConfigException(testapp + " runs type_of_threads=java only: " + why);
        }
    }

    /** Requests the helpers could not have (affinity, policy), for the run's metadata. */
    public List<String> warnings() {
        return warnings.snapshot();
    }
}
