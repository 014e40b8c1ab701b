package rtjbench.memory;

import org.junit.jupiter.api.Test;
import rtjbench.core.testing.ClassFileVersions;

import java.nio.file.Paths;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** bench-memory runs on the VM under test (JamaicaVM is Java 8): every class it ships must be version 52. */
class Java8ClassesTest {
    @Test
    void everyShippedClassIsJava8() throws Exception {
        assertEquals("[]", ClassFileVersions.newerThan(Paths.get("target/classes"), ClassFileVersions.JAVA_8).toString());
    }
}
