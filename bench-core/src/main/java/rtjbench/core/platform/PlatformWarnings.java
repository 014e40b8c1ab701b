package rtjbench.core.platform;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.PmQosStatus;

/**
 * Judges a {@link Platform} for one run: one line for each condition known to skew latency, saying what it
 * does and how to change it. Conditions that depend on the run (real-time policy, spinning threads, PM QoS
 * held) are given.
 */
public final class PlatformWarnings {
    /** Governors that move the clock speed with the load (performance and userspace hold it). */
    static final Set<String> SCALING_GOVERNORS =
            new LinkedHashSet<>(Arrays.asList("powersave", "ondemand", "conservative", "schedutil"));

    private PlatformWarnings() {}

    /**
     * @param realtime whether the run's threads ask for SCHED_FIFO or SCHED_RR
     * @param spinning whether its threads stay runnable between samples (busy loops)
     * @param pmQos    what PM QoS the run holds
     */
    public static List<String> judge(Platform p, boolean realtime, boolean spinning, PmQosStatus pmQos) {
        List<String> w = new ArrayList<>();
        governors(p, w);
        idleStates(p, pmQos, w);
        if (realtime && spinning && Boolean.TRUE.equals(p.rtThrottled())) {
            w.add("RT throttling is on (sched_rt_runtime_us=" + p.rtRuntimeMicros + " of sched_rt_period_us="
                    + p.rtPeriodMicros
                    + ") and the real-time test threads spin: once they have used that share, every real-time thread "
                    + "on the CPU is stopped for the rest of the period "
                    + "(" + (p.rtPeriodMicros - p.rtRuntimeMicros) / 1000
                    + " ms); turn it off with"
                    + " sysctl kernel.sched_rt_runtime_us=-1");
        }
        smtSiblings(p, w);
        isolation(p, w);
        if (realtime && p.preemption().deferred()) {
            w.add("kernel preemption model '" + p.preemption().model()
                    + "': a woken real-time thread waits until the running kernel"
                    + " code reaches a preemption point (up to milliseconds); boot with preempt=full (PREEMPT_DYNAMIC "
                    + "kernels) or run a PREEMPT_RT kernel");
        }
        if ("always".equals(p.thpEnabled)) {
            w.add("transparent huge pages 'always': the kernel may compact memory or collapse pages (khugepaged) "
                    + "under the process and stall it; echo madvise > "
                    + "/sys/kernel/mm/transparent_hugepage/enabled");
        }
        if (p.clocksource != null && !"tsc".equals(p.clocksource) && p.availableClocksources.contains("tsc")) {
            w.add("clocksource '" + p.clocksource
                    + "' although tsc is available: every System.nanoTime and clock_gettime reads"
                    + " a slow device (about 1 us instead of 20-30 ns); see why the kernel dropped the TSC (dmesg | "
                    + "grep -i tsc), or echo tsc > "
                    + "/sys/devices/system/clocksource/clocksource0/current_clocksource");
        }
        if (Boolean.TRUE.equals(p.hypervisor)) {
            w.add("virtualised (hypervisor flag in /proc/cpuinfo): the host can deschedule a vCPU or delay its timer "
                    + "at any time, and the host's own idle and frequency settings apply too; pin and isolate "
                    + "the vCPUs on the host, or measure on bare metal");
        }
        return w;
    }

    private static void governors(Platform p, List<String> w) {
        Map<String, List<Integer>> byGovernor = new LinkedHashMap<>();
        for (CpuPlatform c : p.cpus.values()) {
            if (c.governor() != null && SCALING_GOVERNORS.contains(c.governor())) {
                List<Integer> cpus = byGovernor.get(c.governor());
                if (cpus == null) {
                    cpus = new ArrayList<>();
                    byGovernor.put(c.governor(), cpus);
                }
                cpus.add(c.cpu());
            }
        }
        for (Map.Entry<String, List<Integer>> e : byGovernor.entrySet()) {
            w.add("cpufreq governor '" + e.getKey() + "' on CPU " + CpuList.of(e.getValue())
                    + ": the clock speed follows the"
                    + " load, so a thread that sleeps between samples wakes on a slowed core; set the performance "
                    + "governor (cpupower frequency-set -g performance)");
        }
    }

    /** Idle states slower to leave than polling, allowed because no PM QoS limit keeps the CPUs out of them. */
    private static void idleStates(Platform p, PmQosStatus pmQos, List<String> w) {
        if (pmQos.held()) {
            return; // the kernel keeps the CPUs out of states slower to leave than the limit held
        }
        List<Integer> cpus = new ArrayList<>();
        Map<String, Long> states = new LinkedHashMap<>();
        for (CpuPlatform c : p.cpus.values()) {
            boolean any = false;
            for (IdleState s : c.idleStates()) {
                if (s.enabled() && s.takesTimeToLeave()) {
                    any = true;
                    states.put(s.name(), s.latencyMicros());
                }
            }
            if (any) {
                cpus.add(c.cpu());
            }
        }
        if (cpus.isEmpty()) {
            return;
        }
        StringBuilder list = new StringBuilder();
        for (Map.Entry<String, Long> e : states.entrySet()) {
            list.append(list.length() == 0 ? "" : ", ")
                    .append(e.getKey())
                    .append(": ")
                    .append(e.getValue())
                    .append(" us");
        }
        w.add("CPU " + CpuList.of(cpus) + " may enter idle states that take time to leave (" + list
                + " declared exit latency)"
                + " and no PM QoS limit is held (cpu_dma_latency "
                + (pmQos.requested().isOff() ? "off" : "not held") + "): a thread"
                + " woken from idle pays the exit latency, often far more than declared under a hypervisor; set "
                + "cpu_dma_latency=0 (the default, needs root) or disable the states (cpupower idle-set -D 0)");
    }

    private static void smtSiblings(Platform p, List<String> w) {
        StringBuilder pairs = new StringBuilder();
        CpuList offline = CpuList.of();
        for (CpuPlatform c : p.cpus.values()) {
            CpuList busy = p.online == null
                    ? CpuList.of()
                    : c.smtSiblings().intersect(p.online).minus(p.used);
            if (!busy.isEmpty()) {
                pairs.append(pairs.length() == 0 ? "" : ", ")
                        .append("CPU ")
                        .append(c.cpu())
                        .append(" (")
                        .append(busy)
                        .append(')');
                List<Integer> all = new ArrayList<>(offline.cpus());
                all.addAll(busy.cpus());
                offline = CpuList.of(all);
            }
        }
        if (pairs.length() > 0) {
            w.add("SMT siblings of measured CPUs are online and not used by the run: " + pairs
                    + "; whatever runs there shares"
                    + " the core's pipeline and caches with the measured thread; take them offline (echo 0 >"
                    + " /sys/devices/system/cpu/cpuN/online for CPU " + offline + ") or disable SMT (nosmt)");
        }
    }

    private static void isolation(Platform p, List<String> w) {
        CpuList isolated = p.isolated != null && !p.isolated.isEmpty() ? p.isolated : p.nohzFull;
        if (isolated == null || isolated.isEmpty()) {
            return;
        }
        CpuList outside = p.used.minus(isolated);
        if (!outside.isEmpty()) {
            w.add("CPU " + isolated + " are isolated ("
                    + (p.isolated != null && !p.isolated.isEmpty() ? "isolcpus" : "nohz_full")
                    + ") but the run uses CPU " + outside
                    + ", where other tasks and interrupts run; set cpus to isolated CPUs");
        }
    }
}
