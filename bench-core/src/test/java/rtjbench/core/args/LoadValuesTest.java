package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/** The values of the load arguments parse as documented and print back to what they parse from. */
class LoadValuesTest {
    @Test
    void ratesParseInPowersOf1024AndPrintBack() {
        assertEquals(300L << 20, AllocationRate.parse("300MB/s").bytesPerSecond());
        assertEquals(1L << 30, AllocationRate.parse("1GB/s").bytesPerSecond());
        assertEquals(512L << 10, AllocationRate.parse("512KB/s").bytesPerSecond());
        assertEquals(3L << 19, AllocationRate.parse("1.5M/s").bytesPerSecond());
        assertTrue(AllocationRate.parse("0").isNone());
        for (String text : new String[] {"300MB/s", "1GB/s", "512KB/s", "0", "1536MB/s"}) {
            assertEquals(text, AllocationRate.parse(text).toString());
        }
        assertEquals("1GB/s", AllocationRate.parse("1024MB/s").toString());
        assertThrows(IllegalArgumentException.class, () -> AllocationRate.parse("-1MB/s"));
        assertThrows(IllegalArgumentException.class, () -> AllocationRate.parse("fast"));
        assertThrows(IllegalArgumentException.class, () -> AllocationRate.parse("2000GB/s"));
    }

    @Test
    void sizeRangesTakeTheSecondUnitForABareFirst() {
        SizeRange r = SizeRange.parse("16-64K");
        assertEquals(16 << 10, r.min());
        assertEquals(64 << 10, r.max());
        assertEquals("16K-64K", r.toString());
        assertEquals(64, SizeRange.parse("64B-4K").min());
        assertEquals("64B-4K", SizeRange.parse("64B-4K").toString());
        assertEquals("4K", SizeRange.parse("4K").toString());
        assertThrows(IllegalArgumentException.class, () -> SizeRange.parse("64-4K"));
        assertThrows(IllegalArgumentException.class, () -> SizeRange.parse("8-16"));
        assertThrows(IllegalArgumentException.class, () -> SizeRange.parse("1-128M"));
    }

    @Test
    void loadCommandsSplitOnSpacesWithoutAShell() {
        LoadCommand c = LoadCommand.parse("  stress-ng  --cpu 1 ");
        assertEquals(Arrays.asList("stress-ng", "--cpu", "1"), c.argv());
        assertEquals("stress-ng --cpu 1", c.toString());
        assertTrue(LoadCommand.parse("none").isNone());
        assertTrue(LoadCommand.parse("").isNone());
        assertThrows(IllegalArgumentException.class, () -> LoadCommand.parse("stress-ng --cpu 1 > /dev/null"));
        assertThrows(IllegalArgumentException.class, () -> LoadCommand.parse("sh -c 'yes'"));
    }

    @Test
    void aLoadSweepsOverSemicolons() throws Exception {
        Config config = Config.of("x", CommonArgs.SPECS, Collections.singletonMap("load", "hackbench -g 4 -l 100000"));
        assertEquals("hackbench -g 4 -l 100000", config.text(LoadArgs.LOAD));
        assertEquals(";", LoadArgs.LOAD.type().listSeparator());
    }

    @Test
    void jvmEntriesFindTheirLauncher() {
        JvmEntry home = new JvmEntry("h", System.getProperty("java.home"), " -Xmx1g  -XX:+UseG1GC ", 1);
        assertEquals(Arrays.asList("-Xmx1g", "-XX:+UseG1GC"), home.options());
        assertTrue(home.launcher().getPath().endsWith("bin/java"));
        assertEquals(null, home.launcherProblem());
        JvmEntry missing = new JvmEntry("m", "/no/such/java", "", 1);
        assertTrue(missing.launcherProblem().contains("does not exist"));
        assertThrows(IllegalArgumentException.class, () -> JvmEntry.checkName("a b"));
    }
}
