package rtjbench.core.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;
import rtjbench.core.testing.ChildJvm;

/**
 * The FFM binding (Java 22+, META-INF/versions/22) passes every check {@link ThreadControlTest} makes of the JNA
 * one: the same test methods, run in a Temurin 25 VM that loads the versioned classes before the Java 8 ones.
 */
class FfmLinuxControlTest {
    private static final File JDK25 = new File("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
    private static final File VERSIONED = new File("target/classes/META-INF/versions/22");

    @Test
    void passesTheThreadControlChecksOnJava25() throws Exception {
        assumeTrue(JDK25.canExecute(), "no Temurin 25 here");
        assumeTrue(new File(VERSIONED, "rtjbench/core/os/FfmLinuxControl.class").isFile(), "built without JDK 22+");
        Process p = new ProcessBuilder(Arrays.asList(
                        JDK25.getPath(),
                        "--enable-native-access=ALL-UNNAMED",
                        "-cp",
                        VERSIONED.getPath() + File.pathSeparator + System.getProperty("java.class.path"),
                        Child.class.getName()))
                .redirectErrorStream(true)
                .start();
        p.getOutputStream().close();
        String out = ChildJvm.output(p);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.startsWith("linux (FFM)\n"), out);
        assertTrue(out.contains("passed pinsTheCallingThreadAndReadsItBack"), out);
        assertTrue(out.contains("passed aThreadReadsItsOwnCpuCpuTimeAndSwitches"), out);
        assertTrue(out.contains("passed aCpuOutsideTheMachineIsRefusedWithTheCallAndErrno"), out);
    }

    /** Runs ThreadControlTest's test methods in this VM: a line per method, exit 1 on the first failure. */
    public static final class Child {
        public static void main(String[] args) throws Exception {
            System.out.println(ThreadControls.detect().description());
            for (Method m : ThreadControlTest.class.getDeclaredMethods()) {
                if (!m.isAnnotationPresent(Test.class)) {
                    continue;
                }
                m.setAccessible(true);
                try {
                    m.invoke(new ThreadControlTest());
                    System.out.println("passed " + m.getName());
                } catch (InvocationTargetException e) {
                    if (e.getCause() instanceof TestAbortedException) {
                        System.out.println(
                                "skipped " + m.getName() + ": " + e.getCause().getMessage());
                        continue;
                    }
                    System.out.println("FAILED " + m.getName());
                    e.getCause().printStackTrace(System.out);
                    System.exit(1);
                }
            }
        }
    }
}
