package rtjbench.core.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.core.os.PmQosStatus;

/** Each warning where its condition holds, and not where it does not. */
class PlatformWarningsTest {
    private static List<String> judge(
            String machine, String cpus, boolean realtime, boolean spinning, PmQosStatus pmQos) {
        return PlatformWarnings.judge(PlatformFixtures.read(machine, cpus), realtime, spinning, pmQos);
    }

    /** The warnings on {@code machine} with PM QoS held at 0 us, as the runner holds it. */
    private static List<String> judge(String machine, String cpus, boolean realtime, boolean spinning)
            throws IOException {
        return judge(machine, cpus, realtime, spinning, PlatformFixtures.held(0));
    }

    /** Asserts that {@code machine}, used so with PM QoS held, gets no warning that starts with {@code start}. */
    private static void assertNone(String machine, String cpus, boolean realtime, boolean spinning, String start)
            throws IOException {
        assertNone(machine, cpus, realtime, spinning, start, start);
    }

    private static void assertNone(
            String machine, String cpus, boolean realtime, boolean spinning, String start, String why)
            throws IOException {
        assertEquals(0, count(judge(machine, cpus, realtime, spinning), start), why);
    }

    private static long count(List<String> warnings, String start) {
        long n = 0;
        for (String w : warnings) {
            if (w.startsWith(start)) n++;
        }
        return n;
    }

    private static String one(List<String> warnings, String start) {
        assertEquals(1, count(warnings, start), start + " in " + warnings);
        for (String w : warnings) {
            if (w.startsWith(start)) return w;
        }
        throw new AssertionError();
    }

    @Test
    void aPowersaveGovernor() throws Exception {
        String w = one(judge(PlatformFixtures.BARE_METAL_SMT, "0-1", false, false), "cpufreq governor 'powersave'");
        assertTrue(w.contains("CPU 0-1") && w.contains("cpupower frequency-set -g performance"), w);
        assertNone(PlatformFixtures.RT_ISOLATED, "2-3", false, false, "cpufreq governor", "performance");
        assertNone(PlatformFixtures.THIS_MACHINE, "1", false, false, "cpufreq governor", "no cpufreq");
    }

    @Test
    void idleStatesThatTakeTimeToLeaveWithPmQosOffOrNotHeld() throws Exception {
        String w = one(
                judge(PlatformFixtures.THIS_MACHINE, "1", false, false, PlatformFixtures.off()),
                "CPU 1 may enter idle states");
        assertTrue(
                w.contains("haltpoll idle: 1 us")
                        && w.contains("cpu_dma_latency off")
                        && w.contains("set cpu_dma_latency=0"),
                w);
        String notHeld = one(
                judge(PlatformFixtures.BARE_METAL_SMT, "0-1", false, false, PlatformFixtures.notHeld()),
                "CPU 0-1 may enter idle states");
        assertTrue(notHeld.contains("C6: 133 us") && notHeld.contains("not held"), notHeld);
        assertNone(PlatformFixtures.THIS_MACHINE, "1", false, false, "CPU 1 may enter");
        String rt = one(
                judge(PlatformFixtures.RT_ISOLATED, "2-3", false, false, PlatformFixtures.off()), "CPU 2-3 may enter");
        assertTrue(rt.contains("C1: 2 us") && !rt.contains("C6"), "a disabled state is not listed: " + rt);
    }

    @Test
    void rtThrottlingOnWhileRealtimeThreadsSpin() throws Exception {
        String w = one(judge(PlatformFixtures.THIS_MACHINE, "1", true, true), "RT throttling is on");
        assertTrue(
                w.contains("sched_rt_runtime_us=950000")
                        && w.contains("(50 ms)")
                        && w.contains("sysctl kernel.sched_rt_runtime_us=-1"),
                w);
        assertNone(PlatformFixtures.THIS_MACHINE, "1", true, false, "RT throttling", "threads that sleep");
        assertNone(PlatformFixtures.THIS_MACHINE, "1", false, true, "RT throttling", "SCHED_OTHER");
        assertNone(PlatformFixtures.RT_ISOLATED, "2-3", true, true, "RT throttling", "-1");
    }

    @Test
    void anSmtSiblingOnlineAndNotUsed() throws Exception {
        String w = one(judge(PlatformFixtures.BARE_METAL_SMT, "0-1", false, false), "SMT siblings of measured CPUs");
        assertTrue(w.contains("CPU 0 (4), CPU 1 (5)") && w.contains("for CPU 4-5"), w);
        assertNone(PlatformFixtures.BARE_METAL_SMT, "0,4", false, false, "SMT", "both threads of the core used");
        assertNone(PlatformFixtures.THIS_MACHINE, "0-1", false, false, "SMT");
    }

    @Test
    void isolatedCpusExistButTheRunUsesOthers() throws Exception {
        String w = one(judge(PlatformFixtures.RT_ISOLATED, "0-1", false, false), "CPU 2-3 are isolated");
        assertTrue(w.contains("(isolcpus)") && w.contains("uses CPU 0-1"), w);
        assertNone(PlatformFixtures.RT_ISOLATED, "2-3", false, false, "CPU 2-3 are isolated");
    }

    @Test
    void aPreemptionModelThatDefersRealtimeWakeups() throws Exception {
        String w =
                one(judge(PlatformFixtures.BARE_METAL_SMT, "0-1", true, false), "kernel preemption model 'voluntary'");
        assertTrue(w.contains("preempt=full"), w);
        assertNone(PlatformFixtures.BARE_METAL_SMT, "0-1", false, false, "kernel preemption", "SCHED_OTHER");
        assertNone(PlatformFixtures.RT_ISOLATED, "2-3", true, false, "kernel preemption", "PREEMPT_RT");
        assertNone(PlatformFixtures.THIS_MACHINE, "1", true, false, "kernel preemption", "mode unknown");
    }

    @Test
    void transparentHugePagesAlways() throws Exception {
        one(judge(PlatformFixtures.BARE_METAL_SMT, "0", false, false), "transparent huge pages 'always'");
        assertNone(PlatformFixtures.THIS_MACHINE, "1", false, false, "transparent", "madvise");
    }

    @Test
    void aClocksourceOtherThanAnAvailableTsc() throws Exception {
        String w = one(judge(PlatformFixtures.RT_ISOLATED, "2-3", false, false), "clocksource 'hpet'");
        assertTrue(w.contains("current_clocksource"), w);
        assertNone(PlatformFixtures.BARE_METAL_SMT, "0", false, false, "clocksource");
    }

    @Test
    void virtualised() throws Exception {
        one(judge(PlatformFixtures.THIS_MACHINE, "1", false, false), "virtualised");
        assertNone(PlatformFixtures.BARE_METAL_SMT, "0", false, false, "virtualised");
    }

    @Test
    void aTunedMachineUsedAsIntendedHasNothingToSayButItsClocksource() throws Exception {
        List<String> w = judge(PlatformFixtures.RT_ISOLATED, "2-3", true, true);
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).startsWith("clocksource 'hpet'"), w.toString());
    }
}
