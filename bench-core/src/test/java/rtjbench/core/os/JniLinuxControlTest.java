package rtjbench.core.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import rtjbench.core.testing.ChildJvm;

/**
 * The JNI binding a cold fork uses (the suite's {@code librtjos.so}, named by {@link
 * ThreadControls#JNI_LIBRARY_PROPERTY}) passes every check {@link ThreadControlTest} makes of the others, in a VM
 * started with the property as the runner starts a cold fork; a library that cannot be loaded leaves the calls to
 * the usual binding, and says why.
 */
class JniLinuxControlTest {
    @Test
    void passesTheThreadControlChecksInAVmGivenTheLibrary() throws Exception {
        String why = ThreadControls.JNI_LIBRARY.unavailableReason();
        assumeTrue(why == null, why);
        String out = child(ThreadControls.JNI_LIBRARY.path().toString(), FfmLinuxControlTest.Child.class);
        assertTrue(out.startsWith("linux (JNI)\n"), out);
        assertTrue(out.contains("passed pinsTheCallingThreadAndReadsItBack"), out);
        assertTrue(out.contains("passed aThreadReadsItsOwnCpuCpuTimeAndSwitches"), out);
        assertTrue(out.contains("passed aCpuOutsideTheMachineIsRefusedWithTheCallAndErrno"), out);
        assertFalse(out.contains("FAILED"), out);
    }

    @Test
    void aLibraryThatCannotBeLoadedLeavesTheCallsToTheUsualBindingAndSaysWhy() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux"), "Linux only");
        String out = child("/nonexistent/librtjos.so", Refused.class);
        String[] lines = out.split("\n");
        assertFalse(lines[0].contains("JNI"), out);
        assertTrue(lines[0].startsWith("linux ("), out);
        assertTrue(
                lines[1].startsWith("the JNI library /nonexistent/librtjos.so could not be used: "
                        + "java.lang.UnsatisfiedLinkError"),
                out);
    }

    @Test
    void theLibraryTheBuildPackagesIsNamedForThisMachine() {
        assertEquals("/native/linux-x86-64/librtjos.so", ThreadControls.JNI_LIBRARY.resourceName("linux-x86-64"));
    }

    private static String child(String library, Class<?> main) throws Exception {
        Process p = ChildJvm.start(
                Arrays.asList("-D" + ThreadControls.JNI_LIBRARY_PROPERTY + "=" + library),
                System.getProperty("java.class.path"),
                main.getName(),
                Arrays.<String>asList());
        p.getOutputStream().close();
        String out = ChildJvm.output(p);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    /** Prints the binding the VM chose and why the JNI library was refused. */
    public static final class Refused {
        public static void main(String[] args) {
            System.out.println(ThreadControls.detect().description());
            System.out.println(ThreadControls.jniRefused());
        }
    }
}
