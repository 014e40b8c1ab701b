package rtjbench.events.taskset;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.ThreadControl;
import rtjbench.sched.model.Task;

/**
 * Asks the kernel, before anything runs, whether it will take every task's SCHED_DEADLINE reservation at once:
 * one idle helper thread a task, placed as the task will be, takes the task's reservation and keeps it until all
 * have asked; then all end, which gives the bandwidth back. The kernel's own admission control answers (with what
 * other deadline tasks and its own deadline servers hold), so the verdict is the one the run would meet. Cold
 * path, before the run: a few thread starts.
 */
final class ReservationTrial {
    /** What the kernel said: {@link #refused} is -1 where every reservation was taken. */
    static final class Outcome {
        final int refused;
        final NativeCallException error;

        Outcome(int refused, NativeCallException error) {
            this.refused = refused;
            this.error = error;
        }
    }

    private ReservationTrial() {}

    /** Tries task i's reservation ({@code runtime[i]}, its deadline and period) on {@code cpus.get(i)}, in order. */
    static Outcome run(ThreadControl control, List<Task> tasks, long[] runtime, List<CpuList> cpus)
            throws InterruptedException {
        final CountDownLatch release = new CountDownLatch(1);
        List<Thread> holders = new ArrayList<>();
        Outcome outcome = new Outcome(-1, null);
        try {
            for (int i = 0; i < tasks.size(); i++) {
                Holder h = new Holder(control, cpus.get(i), runtime[i], tasks.get(i), release);
                Thread t = new Thread(h, "rtjbench-dl-trial-" + i);
                t.setDaemon(true);
                t.start();
                holders.add(t);
                h.asked.await();
                if (h.error != null) {
                    outcome = new Outcome(i, h.error);
                    break;
                }
            }
        } finally {
            release.countDown();
            for (Thread t : holders) {
                t.join();
            }
        }
        return outcome;
    }

    /** The bandwidth a reservation asks: runtime / period. */
    static double bandwidth(long runtime, long period) {
        return (double) runtime / period;
    }

    /** "runtime 5.5 ms every 10 ms, bandwidth 0.550". */
    static String describe(long runtime, Task task) {
        return String.format(
                Locale.ROOT,
                "runtime %d ns within deadline %d ns every %d ns (bandwidth %.3f)",
                runtime,
                task.deadline(),
                task.period(),
                bandwidth(runtime, task.period()));
    }

    private static final class Holder implements Runnable {
        private final ThreadControl control;
        private final CpuList cpus;
        private final long runtime;
        private final Task task;
        private final CountDownLatch release;
        final CountDownLatch asked = new CountDownLatch(1);
        volatile NativeCallException error;

        Holder(ThreadControl control, CpuList cpus, long runtime, Task task, CountDownLatch release) {
            this.control = control;
            this.cpus = cpus;
            this.runtime = runtime;
            this.task = task;
            this.release = release;
        }

        @Override
        public void run() {
            try {
                control.setAffinity(cpus);
                control.setDeadline(runtime, task.deadline(), task.period());
            } catch (NativeCallException e) {
                error = e;
            } finally {
                asked.countDown();
            }
            try {
                release.await(); // idle: a reservation held costs no CPU
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
