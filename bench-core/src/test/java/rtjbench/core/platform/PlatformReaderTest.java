package rtjbench.core.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.os.CpuList;

class PlatformReaderTest {
    @SuppressWarnings("unchecked")
    private static Map<String, Object> cpu(Map<String, Object> block, int cpu) {
        return (Map<String, Object>) ((Map<String, Object>) block.get("per_cpu")).get(Integer.toString(cpu));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> sub(Map<String, Object> block, String key) {
        return (Map<String, Object>) block.get(key);
    }

    @Test
    void thisMachineAFirecrackerGuestWithHaltpollAndNoCpufreq() {
        Platform p = PlatformFixtures.read(PlatformFixtures.THIS_MACHINE, "1");
        Map<String, Object> m = p.toMetadata(Collections.<String>emptyList());
        assertEquals("1", m.get("cpus_used"));
        assertEquals("0-1", m.get("online_cpus"));
        assertNull(cpu(m, 1).get("cpufreq"), "a guest without cpufreq records null, not an error");
        assertEquals("haltpoll", sub(m, "cpuidle").get("driver"));
        assertEquals("haltpoll", sub(m, "cpuidle").get("governor"));
        assertEquals(2, p.cpus().get(1).idleStates().size());
        assertEquals("POLL", p.cpus().get(1).idleStates().get(0).name());
        assertEquals("haltpoll idle", p.cpus().get(1).idleStates().get(1).name());
        assertEquals(1, p.cpus().get(1).idleStates().get(1).latencyMicros());
        assertTrue(p.cpus().get(1).idleStates().get(1).enabled());
        assertEquals("", cpu(m, 1).get("smt_siblings"));
        assertEquals("notsupported", m.get("smt_control"));
        assertEquals("", sub(m, "isolation").get("isolated"));
        assertEquals(
                Collections.emptyMap(), m.get("kernel_cmdline"), "none of the recorded parameters; nothing after '--'");
        assertEquals(950000L, sub(m, "rt_throttling").get("sched_rt_runtime_us"));
        assertEquals(1000000L, sub(m, "rt_throttling").get("sched_rt_period_us"));
        assertEquals(Boolean.TRUE, sub(m, "rt_throttling").get("throttled"));
        assertEquals("madvise", sub(m, "transparent_hugepage").get("enabled"));
        assertEquals("unknown", sub(m, "preemption").get("model"));
        assertEquals(Boolean.TRUE, sub(m, "preemption").get("dynamic"));
        assertEquals(Boolean.FALSE, sub(m, "preemption").get("realtime"));
        assertEquals("tsc", sub(m, "clocksource").get("current"));
        assertEquals(Arrays.asList("tsc", "kvm-clock"), sub(m, "clocksource").get("available"));
        assertEquals(Boolean.TRUE, m.get("virtualised"));
    }

    @Test
    void bareMetalWithSmtPowersaveAndVoluntaryPreemption() {
        Platform p = PlatformFixtures.read(PlatformFixtures.BARE_METAL_SMT, "0-1");
        Map<String, Object> m = p.toMetadata(Collections.<String>emptyList());
        Map<String, Object> freq = sub(cpu(m, 1), "cpufreq");
        assertEquals("intel_pstate", freq.get("driver"));
        assertEquals("powersave", freq.get("governor"));
        assertEquals(800000L, freq.get("min_khz"));
        assertEquals(3700000L, freq.get("max_khz"));
        assertEquals(1100000L, freq.get("cur_khz"));
        assertEquals("4", cpu(m, 0).get("smt_siblings"));
        assertEquals("5", cpu(m, 1).get("smt_siblings_online"));
        assertEquals(CpuList.of(4), p.cpus().get(0).smtSiblings());
        assertEquals(4, p.cpus().get(0).idleStates().size());
        assertEquals(133, p.cpus().get(0).idleStates().get(3).latencyMicros());
        assertEquals("on", m.get("smt_control"));
        assertEquals("voluntary", p.preemption().model(), "the mode in parentheses in debugfs sched/preempt");
        assertTrue(p.preemption().deferred());
        assertEquals("always", sub(m, "transparent_hugepage").get("enabled"));
        assertEquals("madvise", sub(m, "transparent_hugepage").get("defrag"));
        assertEquals(Boolean.FALSE, m.get("virtualised"));
        assertFalse(
                ((Map<?, ?>) m.get("kernel_cmdline")).containsKey("root"),
                "only the recorded parameters, never root= and the like");
    }

    @Test
    void aRealtimeKernelWithIsolatedCpusAndADisabledDeepState() {
        Platform p = PlatformFixtures.read(PlatformFixtures.RT_ISOLATED, "2-3");
        Map<String, Object> m = p.toMetadata(Collections.<String>emptyList());
        assertEquals("rt", p.preemption().model());
        assertEquals(Boolean.TRUE, sub(m, "preemption").get("realtime"));
        assertEquals("/sys/kernel/realtime", sub(m, "preemption").get("source"));
        assertEquals("2-3", sub(m, "isolation").get("isolated"));
        assertEquals("2-3", sub(m, "isolation").get("nohz_full"));
        Map<?, ?> cmdline = (Map<?, ?>) m.get("kernel_cmdline");
        assertEquals("managed_irq,domain,2-3", cmdline.get("isolcpus"));
        assertEquals("2-3", cmdline.get("nohz_full"));
        assertEquals("2-3", cmdline.get("rcu_nocbs"));
        assertEquals("1", cmdline.get("skew_tick"));
        assertEquals(Boolean.FALSE, sub(m, "rt_throttling").get("throttled"), "sched_rt_runtime_us=-1");
        assertEquals("menu", sub(m, "cpuidle").get("governor"), "read from current_governor_ro");
        assertFalse(p.cpus().get(2).idleStates().get(2).enabled(), "C6 disable=1");
        assertEquals("performance", p.cpus().get(3).governor());
        assertEquals("hpet", sub(m, "clocksource").get("current"));
        assertEquals("never", sub(m, "transparent_hugepage").get("enabled"));
    }

    @Test
    void preemptionModelsFromWhatTheKernelExposes() {
        assertEquals(
                "rt", Preemption.of(null, "#1 SMP PREEMPT_RT Tue", null, null).model());
        assertEquals(
                "full",
                Preemption.of(null, "#1 SMP PREEMPT Tue Mar 5", null, null).model());
        assertEquals(
                "unknown",
                Preemption.of(null, "#1 SMP Debian 5.10.178-3", null, null).model());
        assertEquals(
                "full",
                Preemption.of(null, "#1 SMP PREEMPT_DYNAMIC", null, "full").model(),
                "preempt= at boot");
        assertEquals(
                "lazy",
                Preemption.of(null, "#1 SMP PREEMPT_DYNAMIC", "none voluntary full (lazy)", "full")
                        .model(),
                "debugfs says what is in force now, over the boot parameter");
        assertEquals(
                "none", Preemption.of(null, null, "(none) voluntary full", null).model());
        assertTrue(Preemption.of(null, null, "(none) voluntary full", null).deferred());
        assertFalse(Preemption.of("1", null, null, null).deferred());
    }

    @Test
    void theKernelCommandLineKeepsOnlyTheRecordedParametersBeforeInitsArguments() {
        Map<String, String> p = PlatformReader.bootParameters("ro isolcpus=1 quiet nosmt -- isolcpus=9 --flag");
        assertEquals("1", p.get("isolcpus"));
        assertEquals("", p.get("nosmt"));
        assertEquals(2, p.size());
        assertEquals("madvise", PlatformReader.bracketed("always [madvise] never"));
    }

    @Test
    void thisMachinesOwnTreesReadWithoutErrorAndSerialise() throws Exception {
        Platform p = PlatformReader.system().read(CpuList.of(0));
        String json = new ObjectMapper().writeValueAsString(p.toMetadata(Collections.<String>emptyList()));
        assertNotNull(json);
        assertTrue(json.contains("\"per_cpu\""), json);
    }
}
