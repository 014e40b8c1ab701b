package rtjbench.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The invariant-TSC decision on /proc/cpuinfo texts of other machines (src/test/resources/cpuinfo: this
 * machine's as saved, the others trimmed to two CPUs and the lines that matter).
 */
class TscInvarianceTest {
    @Test
    void thisMachineEpycUnderKvmIsInvariant() throws IOException {
        TscInvariance inv = TscInvariance.check("amd64", fixture("this-machine-epyc-kvm"), "tsc", "tsc kvm-clock");
        assertTrue(inv.trusted(), inv.problem());
        assertTrue(
                inv.notes().contains("kernel clocksource is tsc"), inv.notes().toString());
    }

    @Test
    void xeonWithBothFlagsIsInvariant() throws IOException {
        TscInvariance inv =
                TscInvariance.check("amd64", fixture("xeon-e5-2680v4-invariant"), "tsc", "tsc hpet acpi_pm");
        assertTrue(inv.trusted(), inv.problem());
        assertNull(inv.problem());
    }

    @Test
    void seedXeonE5405LacksNonstopTsc() throws IOException {
        TscInvariance inv = TscInvariance.check("amd64", fixture("xeon-e5405-no-nonstop"), "tsc", "tsc hpet acpi_pm");
        assertFalse(inv.trusted());
        assertTrue(inv.problem().contains("nonstop_tsc missing in /proc/cpuinfo on 2 of 2 CPUs"), inv.problem());
        assertFalse(inv.problem().contains("constant_tsc"), inv.problem());
    }

    @Test
    void oldAthlonHasNeitherFlag() throws IOException {
        TscInvariance inv = TscInvariance.check("amd64", fixture("athlon64-x2-variable"), "hpet", "hpet acpi_pm");
        assertFalse(inv.trusted());
        assertTrue(inv.problem().contains("constant_tsc missing"), inv.problem());
        assertTrue(inv.problem().contains("nonstop_tsc missing"), inv.problem());
        assertTrue(
                inv.problem().contains("does not offer tsc as a clocksource (available: hpet acpi_pm)"), inv.problem());
    }

    @Test
    void oneCpuWithoutTheFlagsIsEnoughToRefuse() throws IOException {
        TscInvariance inv =
                TscInvariance.check("amd64", fixture("kvm-one-cpu-without-flags"), "kvm-clock", "kvm-clock tsc");
        assertFalse(inv.trusted());
        assertTrue(inv.problem().contains("on 1 of 2 CPUs"), inv.problem());
    }

    @Test
    void kernelPreferringAnotherClocksourceIsANoteNotARefusal() throws IOException {
        TscInvariance inv =
                TscInvariance.check("x86_64", fixture("xeon-e5-2680v4-invariant"), "kvm-clock", "kvm-clock tsc");
        assertTrue(inv.trusted(), inv.problem());
        assertTrue(
                inv.notes().get(0).contains("kernel clocksource is kvm-clock"),
                inv.notes().toString());
    }

    @Test
    void kernelThatDroppedTheTscRefusesIt() throws IOException {
        TscInvariance inv = TscInvariance.check("amd64", fixture("xeon-e5-2680v4-invariant"), "hpet", "hpet acpi_pm");
        assertFalse(inv.trusted());
        assertNotNull(inv.problem());
    }

    @Test
    void unreadableOrEmptyCpuinfoIsNotTrusted() {
        assertFalse(TscInvariance.check("amd64", null, "tsc", "tsc").trusted());
        assertTrue(TscInvariance.check("amd64", "processor : 0\n", "tsc", "tsc")
                .problem()
                .contains("no flags lines"));
    }

    @Test
    void aarch64CounterIsInvariantByArchitectureAndOtherArchsHaveNone() {
        assertTrue(TscInvariance.check("aarch64", null, "arch_sys_counter", "arch_sys_counter")
                .trusted());
        TscInvariance ppc = TscInvariance.check("ppc64le", null, "timebase", "timebase");
        assertFalse(ppc.trusted());
        assertEquals("no time-stamp counter support for os.arch=ppc64le", ppc.problem());
    }

    static String fixture(String name) throws IOException {
        try (InputStream in = TscInvarianceTest.class.getResourceAsStream("/cpuinfo/" + name + ".cpuinfo")) {
            assertNotNull(in, "fixture " + name);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            for (int n; (n = in.read(buf)) > 0; ) out.write(buf, 0, n);
            return new String(out.toByteArray(), StandardCharsets.UTF_8);
        }
    }
}
