package rtjbench.core.probe;

import java.io.FileOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.probe.ProbeTable.Verdict;

/**
 * The rows about the machine as this VM sees it: JNA, each clock and TSC call path, and whether the process
 * may pin threads, use SCHED_FIFO, lock its memory and hold a PM QoS request. Each permission is tried the
 * way a run uses it, on a throw-away thread where it changes the thread, and undone at once.
 */
final class PlatformProbe {
    /** The PM QoS device a run would hold open to keep the CPUs out of deep idle states. */
    static final String PM_QOS = "/dev/cpu_dma_latency";

    private final ThreadControl control = ThreadControls.detect();

    void addRows(ProbeTable table) {
        table.add(
                "native",
                "thread control",
                control.isAvailable() ? Verdict.OK : Verdict.FAIL,
                control.description()
                        + (control.isAvailable() ? "" : "; affinity, scheduling policy and mlockall need it"));
        addClockRows(table);
        addPermissionRows(table);
    }

    private static void addClockRows(ProbeTable table) {
        ClockSelector clocks = ClockSelector.standard();
        List<ClockSource> available = clocks.available(false);
        for (ClockSource c : available) {
            Map<String, Object> d = c.details();
            table.add(
                    "clock",
                    c.name(),
                    Verdict.OK,
                    "reads in " + d.get(ClockSelector.READ_COST) + " ns"
                            + (d.containsKey("path") ? " through " + d.get("path") : ""));
            Object paths = d.get("path_read_cost_ns");
            if (paths instanceof Map) {
                for (Map.Entry<?, ?> p : ((Map<?, ?>) paths).entrySet()) {
                    boolean works = p.getValue() instanceof Number;
                    table.add(
                            "clock",
                            c.name() + " path " + p.getKey(),
                            works ? Verdict.OK : Verdict.OPTIONAL,
                            works ? "reads in " + p.getValue() + " ns" : String.valueOf(p.getValue()));
                }
            }
        }
        for (Map.Entry<String, String> m : clocks.missing(false).entrySet()) {
            table.add("clock", m.getKey(), Verdict.OPTIONAL, m.getValue() + "; clock=auto takes another");
        }
        if (available.isEmpty()) {
            table.add("clock", "any", Verdict.FAIL, "no clock works here");
        }
    }

    private void addPermissionRows(ProbeTable table) {
        if (!control.isAvailable()) {
            for (String item : new String[] {"affinity", "SCHED_FIFO", "mlockall"}) {
                table.add("os", item, Verdict.FAIL, "not tried: " + control.description());
            }
        } else {
            add(table, "affinity", onProbeThread(new Attempt() {
                @Override
                public String run() throws NativeCallException {
                    CpuList allowed = control.getAffinity();
                    control.setAffinity(allowed);
                    return "a thread may set its CPUs (allowed: " + allowed + ")";
                }
            }));
            add(table, "SCHED_FIFO", onProbeThread(new Attempt() {
                @Override
                public String run() throws NativeCallException {
                    control.setScheduler(SchedPolicy.FIFO, 1);
                    return "a thread may take SCHED_FIFO (tried priority 1)";
                }
            }));
            add(table, "mlockall", attempt(new Attempt() {
                @Override
                public String run() throws NativeCallException {
                    control.lockAllMemory();
                    control.unlockAllMemory();
                    return "the process may lock its memory (locked and unlocked again)";
                }
            }));
        }
        add(table, "PM QoS", pmQos());
    }

    private static void add(ProbeTable table, String item, Finding f) {
        table.add("os", item, f.verdict, f.detail);
    }

    /** A native call to try; returns what it showed. */
    private interface Attempt {
        String run() throws NativeCallException;
    }

    /** What one attempt found. */
    private static final class Finding {
        final Verdict verdict;
        final String detail;

        Finding(Verdict verdict, String detail) {
            this.verdict = verdict;
            this.detail = detail;
        }
    }

    private static Finding attempt(Attempt a) {
        try {
            return new Finding(Verdict.OK, a.run());
        } catch (NativeCallException | RuntimeException | LinkageError e) {
            return new Finding(Verdict.FAIL, "refused: " + e.getMessage());
        }
    }

    /** Runs the attempt on a thread of its own, which ends with whatever the attempt changed. */
    private static Finding onProbeThread(final Attempt a) {
        final Finding[] found = new Finding[1];
        Thread t = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        found[0] = attempt(a);
                    }
                },
                "rtjbench-probe");
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Finding(Verdict.FAIL, "interrupted");
        }
        return found[0];
    }

    /** Opening the device for writing is the permission; a run writes its latency request after that. */
    private static Finding pmQos() {
        try {
            new FileOutputStream(PM_QOS).close();
            return new Finding(Verdict.OK, PM_QOS + " opens for writing (a run may hold a CPU latency request)");
        } catch (IOException | SecurityException e) {
            return new Finding(
                    Verdict.OPTIONAL,
                    PM_QOS + " does not open for writing (" + e.getMessage()
                            + "); only runs that ask for PM QoS need it");
        }
    }
}
