package rtjbench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import rtjbench.core.testing.ClassFileVersions;

/** bench-core runs on the VM under test (JamaicaVM is Java 8): every class it ships must be version 52. */
class Java8ClassesTest {
    @Test
    void everyShippedClassIsJava8() throws Exception {
        assertEquals(
                "[]",
                ClassFileVersions.newerThan(Paths.get("target/classes"), ClassFileVersions.JAVA_8)
                        .toString());
    }
}
