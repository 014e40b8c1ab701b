package rtjbench.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * This module is loaded by the runner on the VM under test: its classes are class-file version 52 (Java 8).
 * (The task-set testapp runs it there.)
 */
class Java8ClassesTest {
    @Test
    void everyClassIsJava8() throws IOException {
        Path root = Paths.get("target/classes");
        List<Path> classes;
        try (Stream<Path> files = Files.walk(root)) {
            classes = files.filter(p -> p.toString().endsWith(".class")).collect(Collectors.toList());
        }
        assertFalse(classes.isEmpty(), "no classes under " + root.toAbsolutePath());
        List<String> newer = new ArrayList<>();
        for (Path c : classes) {
            try (InputStream in = Files.newInputStream(c);
                    DataInputStream data = new DataInputStream(in)) {
                data.readInt();
                data.readUnsignedShort();
                int major = data.readUnsignedShort();
                if (major != 52) newer.add(root.relativize(c) + " (major " + major + ")");
            }
        }
        assertEquals("[]", newer.toString());
    }
}
