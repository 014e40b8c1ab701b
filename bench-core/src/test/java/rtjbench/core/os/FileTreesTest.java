package rtjbench.core.os;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileTreesTest {
    @TempDir
    Path tmp;

    @Test
    void aTreeGoesWholeAndALinkInItIsNotFollowed() throws Exception {
        Path outside = Files.write(tmp.resolve("outside.txt"), new byte[] {1});
        Path root = Files.createDirectories(tmp.resolve("root/a/b"));
        Files.write(root.resolve("x"), new byte[] {2});
        Files.createSymbolicLink(tmp.resolve("root/link"), outside);
        FileTrees.delete(tmp.resolve("root"));
        assertFalse(Files.exists(tmp.resolve("root")));
        assertTrue(Files.exists(outside), "what a link names is not deleted");
        FileTrees.delete(tmp.resolve("root")); // nothing there: nothing to do
        FileTrees.deleteQuietly(tmp.resolve("root"));
    }

    @Test
    void quietlyDeletesWhatItCan() throws Exception {
        Path root = Files.createDirectories(tmp.resolve("q/a"));
        Files.write(root.resolve("x"), new byte[] {2});
        FileTrees.deleteQuietly(tmp.resolve("q"));
        assertFalse(Files.exists(tmp.resolve("q")));
    }
}
