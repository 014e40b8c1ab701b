package rtjbench.events.taskset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.sched.model.TaskSet;

/**
 * The words for the kernel's refusal of a task's SCHED_DEADLINE reservation: admission control out of bandwidth
 * (EBUSY: the task, the bandwidth it asked, what the tasks before it hold and what the kernel allows), an affinity
 * narrower than the root domain or no privilege (EPERM), or parameters it does not take (EINVAL).
 */
final class DeadlineRefusal {
    static final String RT_RUNTIME = "/proc/sys/kernel/sched_rt_runtime_us";
    static final String RT_PERIOD = "/proc/sys/kernel/sched_rt_period_us";

    private DeadlineRefusal() {}

    static ConfigException of(TaskSet set, long[] runtime, List<CpuList> cpus, int refused, NativeCallException error) {
        String task = set.get(refused).name();
        String asked = ReservationTrial.describe(runtime[refused], set.get(refused));
        if (error.isBusy()) {
            double before = 0;
            for (int i = 0; i < refused; i++) {
                before += ReservationTrial.bandwidth(runtime[i], set.get(i).period());
            }
            // The set cannot run here, on this kernel's deadline bandwidth: a suite goes on without it (a verdict's
            // row says so), a file of this testapp alone is refused.
            return new UnsupportedHereException(String.format(
                    Locale.ROOT,
                    "SCHED_DEADLINE admission control refused task %s (EBUSY): it asked %s, with %.3f already taken"
                            + " by the %d task%s before it; the kernel admits at most %s of each CPU of the root "
                            + "domain, less what other deadline tasks and its own deadline servers hold. "
                            + "Nothing ran: lower the set's utilisation, overrun_margin or dl_extra "
                            + "(runtime = WCET + margin + extra)",
                    task,
                    asked,
                    before,
                    refused,
                    refused == 1 ? "" : "s",
                    rtShare()));
        }
        if (error.isPermissionDenied()) {
            CpuList on = cpus.get(refused);
            return new UnsupportedHereException(
                    "SCHED_DEADLINE refused task " + task + " on CPUs " + on + " (EPERM): the"
                            + " process needs root or CAP_SYS_NICE, and the kernel takes a deadline task only where its"
                            + " affinity covers its whole root domain; on one CPU that needs an exclusive cpuset a CPU"
                            + " (docs/taskset.md, partitioned-edf)");
        }
        return new ConfigException(
                "SCHED_DEADLINE refused task " + task + ", asked " + asked + ": " + error.getMessage());
    }

    /** "0.950 (sched_rt_runtime_us 950000 of sched_rt_period_us 1000000)", or what could not be read. */
    static String rtShare() {
        try {
            long runtime = Long.parseLong(read(RT_RUNTIME));
            long period = Long.parseLong(read(RT_PERIOD));
            if (runtime < 0) {
                return "all (sched_rt_runtime_us is -1: no admission control)";
            }
            return String.format(
                    Locale.ROOT,
                    "%.3f (sched_rt_runtime_us %d of sched_rt_period_us %d)",
                    (double) runtime / period,
                    runtime,
                    period);
        } catch (IOException | NumberFormatException e) {
            return "sched_rt_runtime_us / sched_rt_period_us (unreadable here: " + e.getMessage() + ")";
        }
    }

    /** The first line of a /proc file (read by lines: a /proc file reports no size, which whole-file reads trust). */
    private static String read(String file) throws IOException {
        List<String> lines = Files.readAllLines(Paths.get(file), StandardCharsets.US_ASCII);
        if (lines.isEmpty()) {
            throw new IOException(file + " is empty");
        }
        return lines.get(0).trim();
    }
}
