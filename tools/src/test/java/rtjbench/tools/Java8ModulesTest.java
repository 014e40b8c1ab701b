package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.core.testing.ClassFileVersions;

/**
 * The modules the runner loads on the VM under test (JamaicaVM runs Java 8 bytecode) ship only class-file version
 * 52, multi-release classes under META-INF/versions/N apart. Checked here, where every such module is on the class
 * path, for the classes each module's build made (its class folder, or its jar).
 */
class Java8ModulesTest {
    @ParameterizedTest
    @ValueSource(
            classes = {
                rtjbench.stats.Finding.class,
                rtjbench.sched.scheduler.Scheduler.class,
                rtjbench.core.run.Main.class,
                rtjbench.memory.MemAlloc.class,
                rtjbench.events.Periodic.class,
                rtjbench.locking.CacheAwareSpinLock.class
            })
    void everyShippedClassIsJava8(Class<?> ofModule) throws Exception {
        Path built = builtClasses(ofModule);
        List<String> newer = new ArrayList<>();
        if (Files.isDirectory(built)) {
            newer.addAll(ClassFileVersions.newerThan(built, ClassFileVersions.JAVA_8));
        } else {
            try (FileSystem jar = FileSystems.newFileSystem(built)) {
                newer.addAll(ClassFileVersions.newerThan(jar.getPath("/"), ClassFileVersions.JAVA_8));
            }
        }
        assertEquals("[]", newer.toString(), "classes of " + built + " newer than Java 8");
    }

    private static Path builtClasses(Class<?> ofModule) throws URISyntaxException {
        return Paths.get(
                ofModule.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
