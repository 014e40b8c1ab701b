package rtjbench.core.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Which javax.realtime stand-in this test run has, and where the RTSJ classes are. Every bench module runs its
 * tests once with the RTSJ 1.0.2-shaped stand-in and runs those tagged {@link #TAG} a second time with the
 * 2.0-shaped one (two surefire executions, see the parent pom); the run says which through a system property.
 */
public final class StandIns {
    /** The JUnit tag of tests that drive an RTSJ path through the stand-in. */
    public static final String TAG = "rtsj";

    private StandIns() {}

    /** "1.0.2" or "2.0": the shape this run put on the class path. */
    public static String expectedShape() {
        return System.getProperty("rtjbench.standin.shape", SignatureSet.RTSJ_102);
    }

    public static boolean is20() {
        return SignatureSet.RTSJ_20.equals(expectedShape());
    }

    /** The 1.0.2-shaped stand-in's classes (this worktree's rtsj-standin build). */
    public static Path standIn102() {
        return classes("rtjbench.standin102.classes");
    }

    public static Path standIn20() {
        return classes("rtjbench.standin20.classes");
    }

    public static Path compileOnlyApi() {
        return classes("rtjbench.rtsj.api.classes");
    }

    private static Path classes(String property) {
        String value = System.getProperty(property);
        if (value == null || value.startsWith("${") || !Files.isDirectory(Paths.get(value))) {
            throw new IllegalStateException(
                    "system property " + property + " = " + value + ": not a directory of classes; "
                            + "the parent pom points it at this worktree's build (run with -am, or build rtsj-api and rtsj-standin first)");
        }
        return Paths.get(value);
    }
}
