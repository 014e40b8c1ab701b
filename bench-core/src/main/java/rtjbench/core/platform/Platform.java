package rtjbench.core.platform;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.os.CpuList;

/**
 * The platform settings that decide latency, as read before a run for the CPUs it uses. Values the kernel
 * does not expose (or that could not be read) are null. {@link #toMetadata(List)} is the {@code platform}
 * block of metadata.json (docs/results-format.md).
 */
public final class Platform {
    /** The kernel command-line parameters recorded (only these: the rest may name disks and secrets). */
    static final List<String> BOOT_PARAMETERS = Collections.unmodifiableList(java.util.Arrays.asList(
            "isolcpus",
            "nohz_full",
            "rcu_nocbs",
            "irqaffinity",
            "preempt",
            "idle",
            "nosmt",
            "intel_idle.max_cstate",
            "processor.max_cstate",
            "cpuidle.off",
            "intel_pstate",
            "threadirqs",
            "skew_tick",
            "tsc",
            "clocksource"));

    final CpuList used;
    final CpuList online;
    final Map<Integer, CpuPlatform> cpus;
    final String idleDriver;
    final String idleGovernor;
    final String smtControl;
    final CpuList isolated;
    final CpuList nohzFull;
    final Map<String, String> bootParameters;
    final Long rtRuntimeMicros;
    final Long rtPeriodMicros;
    final String thpEnabled;
    final String thpDefrag;
    final Preemption preemption;
    final String clocksource;
    final List<String> availableClocksources;
    final Boolean hypervisor;

    Platform(
            CpuList used,
            CpuList online,
            Map<Integer, CpuPlatform> cpus,
            String idleDriver,
            String idleGovernor,
            String smtControl,
            CpuList isolated,
            CpuList nohzFull,
            Map<String, String> bootParameters,
            Long rtRuntimeMicros,
            Long rtPeriodMicros,
            String thpEnabled,
            String thpDefrag,
            Preemption preemption,
            String clocksource,
            List<String> availableClocksources,
            Boolean hypervisor) {
        this.used = used;
        this.online = online;
        this.cpus = Collections.unmodifiableMap(new LinkedHashMap<>(cpus));
        this.idleDriver = idleDriver;
        this.idleGovernor = idleGovernor;
        this.smtControl = smtControl;
        this.isolated = isolated;
        this.nohzFull = nohzFull;
        this.bootParameters = Collections.unmodifiableMap(new LinkedHashMap<>(bootParameters));
        this.rtRuntimeMicros = rtRuntimeMicros;
        this.rtPeriodMicros = rtPeriodMicros;
        this.thpEnabled = thpEnabled;
        this.thpDefrag = thpDefrag;
        this.preemption = preemption;
        this.clocksource = clocksource;
        this.availableClocksources = Collections.unmodifiableList(new ArrayList<>(availableClocksources));
        this.hypervisor = hypervisor;
    }

    /** The CPUs the run uses, each as read. */
    public Map<Integer, CpuPlatform> cpus() {
        return cpus;
    }

    public Preemption preemption() {
        return preemption;
    }

    /**
     * Whether real-time threads are throttled: they may use only runtime of every period (-1: never
     * throttled). Null where unknown.
     */
    public Boolean rtThrottled() {
        if (rtRuntimeMicros == null || rtPeriodMicros == null) {
            return null;
        }
        return rtRuntimeMicros >= 0 && rtRuntimeMicros < rtPeriodMicros;
    }

    public Map<String, Object> toMetadata(List<String> warnings) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpus_used", used.toString());
        m.put("online_cpus", online == null ? null : online.toString());
        Map<String, Object> perCpu = new LinkedHashMap<>();
        for (CpuPlatform c : cpus.values()) {
            perCpu.put(Integer.toString(c.cpu()), c.toMetadata(online == null ? CpuList.of() : online));
        }
        m.put("per_cpu", perCpu);
        Map<String, Object> idle = new LinkedHashMap<>();
        idle.put("driver", idleDriver);
        idle.put("governor", idleGovernor);
        m.put("cpuidle", idle);
        m.put("smt_control", smtControl);
        Map<String, Object> isolation = new LinkedHashMap<>();
        isolation.put("isolated", isolated == null ? null : isolated.toString());
        isolation.put("nohz_full", nohzFull == null ? null : nohzFull.toString());
        m.put("isolation", isolation);
        m.put("kernel_cmdline", bootParameters);
        Map<String, Object> rt = new LinkedHashMap<>();
        rt.put("sched_rt_runtime_us", rtRuntimeMicros);
        rt.put("sched_rt_period_us", rtPeriodMicros);
        rt.put("throttled", rtThrottled());
        m.put("rt_throttling", rt);
        Map<String, Object> thp = new LinkedHashMap<>();
        thp.put("enabled", thpEnabled);
        thp.put("defrag", thpDefrag);
        m.put("transparent_hugepage", thp);
        m.put("preemption", preemption.toMetadata());
        Map<String, Object> cs = new LinkedHashMap<>();
        cs.put("current", clocksource);
        cs.put("available", availableClocksources);
        m.put("clocksource", cs);
        m.put("virtualised", hypervisor);
        m.put("warnings", warnings);
        return m;
    }
}
