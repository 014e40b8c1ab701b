package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/machine-load: how busy the machine was with other work while a sitting (bin/jmh-twins) ran, from /proc/stat's
 * busy time less the sitting's own CPU time, and a warning where others took more than a tenth of the machine.
 */
class MachineLoadScriptTest {
    @TempDir
    Path tmp;

    private static BinScript.Result run(Map<String, String> env, String... args) throws Exception {
        return BinScript.run("machine-load", env, args);
    }

    @Test
    void aSnapshotReadsTheBusyAndAllTicksAndTheLoadAverages() throws Exception {
        Path stat = tmp.resolve("stat");
        Files.writeString(
                stat,
                "cpu  100 5 50 1000 20 3 2 10 0 0\ncpu0 50 2 25 500 10 1 1 5 0 0\ncpu1 50 3 25 500 10 2 1 5 0 0\n"
                        + "intr 1 2 3\n");
        Path loadavg = tmp.resolve("loadavg");
        Files.writeString(loadavg, "0.50 0.40 0.30 1/123 4567\n");
        BinScript.Result r = run(
                Map.of("RTJBENCH_PROC_STAT", stat.toString(), "RTJBENCH_PROC_LOADAVG", loadavg.toString()), "snapshot");
        assertEquals(0, r.exit(), r.output());
        String[] f = r.output().trim().split(" ");
        // busy = user + nice + system + irq + softirq + steal; all adds idle and iowait
        assertEquals("170", f[1]);
        assertEquals("1190", f[2]);
        assertEquals("2", f[3]);
        assertEquals("0.50 0.40 0.30", f[5] + " " + f[6] + " " + f[7]);
    }

    @Test
    void aReportSaysWhatOtherWorkTookAndWarnsWhenItWasMoreThanATenth() throws Exception {
        String first = "1000.0 10000 40000 2 100 1.00 0.90 0.80";
        // 100 s on 2 CPUs; 150 CPU-s busy, of which this sitting's 110: others 40 CPU-s, 0.40 CPUs, 20%.
        BinScript.Result busy = run(Map.of(), "report", first, "1100.0 25000 60000 2 100 2.50 1.80 1.20", "110");
        assertEquals(0, busy.exit(), busy.output());
        assertTrue(
                busy.output()
                        .startsWith("machine: 100 s, 2 CPUs busy 150.0 CPU-s: this sitting 110.0, other work 40.0"
                                + " (0.40 CPUs on average, 20% of the machine); load average 1.00 0.90 0.80 at the"
                                + " start, 2.50 1.80 1.20 at the end\n"),
                busy.output());
        assertTrue(
                busy.output()
                        .contains("\nwarning: the machine was busy with other work during this sitting (0.40"
                                + " of 2 CPUs on average)"),
                busy.output());
        // Others 10 CPU-s of 200: 5%, said without a warning.
        BinScript.Result quiet = run(Map.of(), "report", first, "1100.0 22000 60000 2 100 1.10 1.00 0.90", "110");
        assertTrue(
                quiet.output().contains("other work 10.0 (0.10 CPUs on average, 5% of the machine)"), quiet.output());
        assertFalse(quiet.output().contains("warning"), quiet.output());
    }

    @Test
    void badInputExitsTwoNamingIt() throws Exception {
        BinScript.Result r = run(Map.of(), "report", "1 2 3", "4 5 6", "x");
        assertEquals(2, r.exit());
        assertTrue(r.output().contains("error: OWN_CPU_S 'x' is not a number of seconds"), r.output());
        r = run(Map.of(), "report", "1 2", "3 4", "1");
        assertEquals(2, r.exit());
        assertTrue(r.output().contains("error: a snapshot line has 8 fields"), r.output());
        r = run(Map.of(), "frobnicate");
        assertEquals(2, r.exit());
        assertTrue(r.output().contains("error: unknown command 'frobnicate'"), r.output());
    }
}
