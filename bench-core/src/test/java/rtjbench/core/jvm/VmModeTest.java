package rtjbench.core.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/** The execution mode an entry's options ask for, against what the VM says. */
class VmModeTest {
    @Test
    void theLastModeOptionIsTheOneAsked() {
        assertNull(VmMode.problem(Arrays.asList("-Xcomp", "-Xint"), "interpreted mode, sharing", "4"));
        String p = VmMode.problem(Arrays.asList("-Xint", "-Xcomp"), "interpreted mode", "4");
        assertEquals("-Xcomp asks for compiled mode, but the VM says 'interpreted mode'", p);
    }

    @Test
    void c1AloneIsTheFlagsValue() {
        assertNull(VmMode.problem(Collections.singletonList("-XX:TieredStopAtLevel=1"), "mixed mode", "1"));
        assertTrue(VmMode.problem(Collections.singletonList("-XX:TieredStopAtLevel=1"), "mixed mode", "4")
                .contains("runs with 4"));
    }

    @Test
    void withoutModeOptionsAnyModeGoes() {
        assertNull(VmMode.problem(Collections.singletonList("-Xmx1g"), "mixed mode, sharing", "4"));
    }

    @Test
    void thisVmsFlagsAreRead() {
        String asked =
                VmMode.askedTierLevel(ManagementFactory.getRuntimeMXBean().getInputArguments());
        assertEquals(
                asked == null ? "4" : asked, // HotSpot's default tiers, unless this VM was started with another level
                VmMode.flag("TieredStopAtLevel"),
                "the level this test VM was started with");
        assertNull(VmMode.flag("NoSuchFlagAnywhere"));
    }
}
