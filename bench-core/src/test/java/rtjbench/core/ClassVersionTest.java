package rtjbench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * bench-core runs on the VM under test (Java 8, JamaicaVM): every class of the jar outside
 * META-INF/versions is class-file version 52. The multi-release part (the FFM clock) is 66 (Java 22),
 * where the build had a JDK 22+.
 */
class ClassVersionTest {
    private static final Path CLASSES = Paths.get("target", "classes");

    @Test
    void everyBaseClassIsJava8() throws IOException {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.walk(CLASSES)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String rel = CLASSES.relativize(f).toString().replace('\\', '/');
                if (!rel.endsWith(".class") || rel.startsWith("META-INF/versions/")) continue;
                checked++;
                int major = major(f);
                if (major != 52) wrong.add(rel + " is version " + major);
            }
        }
        assertTrue(checked > 50, "found only " + checked + " classes under " + CLASSES.toAbsolutePath());
        assertEquals(new ArrayList<String>(), wrong);
    }

    @Test
    void multiReleaseClassesAreJava22WhereBuilt() throws IOException {
        Path v22 = CLASSES.resolve("META-INF/versions/22");
        if (!Files.isDirectory(v22)) {
            return; // built without a JDK 22+: the build said so, and the jar has no FFM path
        }
        try (Stream<Path> files = Files.walk(v22)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                if (f.toString().endsWith(".class")) {
                    assertEquals(66, major(f), f.toString());
                }
            }
        }
    }

    private static int major(Path classFile) throws IOException {
        try (InputStream in = Files.newInputStream(classFile);
                DataInputStream data = new DataInputStream(in)) {
            data.readInt();
            data.readUnsignedShort();
            return data.readUnsignedShort();
        }
    }
}
