package rtjbench.core.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Which javax.realtime stand-in this test run has, and where the RTSJ jars are. Every bench module runs its
 * tests once with the RTSJ 1.0.2-shaped stand-in and runs those tagged {@link #TAG} a second time with the
 * 2.0-shaped one (two surefire executions, see the parent pom); the run says which through a system property.
 */
public final class StandIns {
    /** The JUnit tag of tests that drive an RTSJ path through the stand-in. */
    public static final String TAG = "rtsj";

    private StandIns() {
    }

    /** "1.0.2" or "2.0": the shape this run put on the class path. */
    public static String expectedShape() {
        return System.getProperty("rtjbench.standin.shape", SignatureSet.RTSJ_102);
    }

    public static boolean is20() {
        return SignatureSet.RTSJ_20.equals(expectedShape());
    }

    /** The 1.0.2-shaped stand-in jar (for compiling against it). */
    public static Path standIn102Jar() {
        return jar("rtjbench.standin102.jar");
    }

    public static Path standIn20Jar() {
        return jar("rtjbench.standin20.jar");
    }

    public static Path compileOnlyApiJar() {
        return jar("rtjbench.rtsj.api.jar");
    }

    private static Path jar(String property) {
        String value = System.getProperty(property);
        if (value == null || value.startsWith("${") || !Files.isRegularFile(Paths.get(value))) {
            throw new IllegalStateException("system property " + property + " = " + value
                    + ": not a jar; the parent pom sets it from the resolved dependency (mvn runs the tests)");
        }
        return Paths.get(value);
    }
}
