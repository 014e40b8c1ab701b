package rtjbench.core.run.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @TempDir
    Path dir;

    /** Writes some bytes, then fails as a full disk does. */
    static final AtomicFile.Content FILLS_THE_DISK = out -> {
        out.write(new byte[100_000]);
        throw new IOException("No space left on device");
    };

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    @Test
    void aFileAppearsWholeUnderItsNameAndNoTemporaryFileStays() throws Exception {
        Path file = dir.resolve("thread-0.txt");
        AtomicFile.create(file, AtomicFile.text("1\n2\n"));
        assertEquals("1\n2\n", new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        assertEquals(Collections.singletonList("thread-0.txt"), names());
    }

    @Test
    void aFullDiskIsAnErrorNamingTheFileAndLeavesNothingBehind() throws Exception {
        Path file = dir.resolve("thread-0.txt");
        IOException e = assertThrows(IOException.class, () -> AtomicFile.create(file, FILLS_THE_DISK));
        assertEquals("could not write " + file + ": No space left on device", e.getMessage());
        assertTrue(names().isEmpty(), names().toString());
    }

    @Test
    void aFailedRewriteKeepsTheOldFile() throws Exception {
        Path file = dir.resolve("metadata.json");
        AtomicFile.replace(file, AtomicFile.text("{\"complete\":false}"));
        assertThrows(IOException.class, () -> AtomicFile.replace(file, FILLS_THE_DISK));
        assertEquals("{\"complete\":false}", new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        AtomicFile.replace(file, AtomicFile.text("{}"));
        assertEquals("{}", new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        assertEquals(Collections.singletonList("metadata.json"), names());
    }

    @Test
    void aResultIsNeverOverwritten() throws Exception {
        Path file = dir.resolve("thread-0.txt");
        AtomicFile.create(file, AtomicFile.text("1\n"));
        assertThrows(FileAlreadyExistsException.class, () -> AtomicFile.create(file, AtomicFile.text("2\n")));
        assertEquals("1\n", new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    }

    @Test
    void aWriterThatClosesItsStreamStillGetsItsFileForced() throws Exception {
        Path file = dir.resolve("a.txt");
        AtomicFile.create(file, out -> {
            out.write('x');
            out.close();
        });
        assertEquals("x", new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        assertFalse(names().stream().anyMatch(n -> n.endsWith(".tmp")));
    }
}
