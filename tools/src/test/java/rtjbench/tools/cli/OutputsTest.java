package rtjbench.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.Main;

/**
 * Outputs are checked: --force replaces regular files only (never a device, a FIFO, a directory or a link's
 * target), a write that fails is exit 1 naming the file or standard output, and no temporary file outlives the
 * write that made it, whatever ends it.
 */
class OutputsTest {
    @TempDir
    Path tmp;

    private static boolean made(String... command) throws Exception {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    private void assertNotReplaced(Path target, String kind) throws Exception {
        for (boolean force : new boolean[] {false, true}) {
            Outputs out = new Outputs(force);
            out.claim(target);
            ToolException e = assertThrows(ToolException.class, out::check, kind);
            assertEquals(ExitStatus.EXISTS, e.exitCode());
            assertTrue(e.getMessage().contains("refusing to replace " + target + ": it is " + kind), e.getMessage());
            // and write refuses on its own, for a path that appeared after the check
            e = assertThrows(ToolException.class, () -> new Outputs(force).writeString(target, "x"));
            assertTrue(e.getMessage().contains(kind), e.getMessage());
        }
        try (var s = Files.list(target.getParent())) {
            assertFalse(s.anyMatch(p -> p.getFileName().toString().contains(".tmp")), "no temporary file left");
        }
    }

    @Test
    void forceReplacesRegularFilesOnly() throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("dir"));
        assertNotReplaced(dir, "a directory");
        assertTrue(Files.isDirectory(dir));

        Path target = Files.writeString(tmp.resolve("elsewhere.txt"), "keep");
        Path link = Files.createSymbolicLink(tmp.resolve("link.csv"), target);
        assertNotReplaced(link, "a symbolic link (to " + target + ")");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("keep", Files.readString(target));

        Path fifo = tmp.resolve("fifo");
        if (made("mkfifo", fifo.toString())) {
            assertNotReplaced(fifo, "a FIFO (named pipe)");
            assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS), "still a FIFO");
        }
        Path device = tmp.resolve("null-device");
        if (made("mknod", device.toString(), "c", "1", "3")) { // as /dev/null: harmless if it were written
            assertNotReplaced(device, "a character device");
            assertFalse(Files.isRegularFile(device, LinkOption.NOFOLLOW_LINKS), "still a device");
        }

        Path regular = Files.writeString(tmp.resolve("old.csv"), "old");
        Outputs forced = new Outputs(true);
        forced.claim(regular);
        forced.check();
        forced.writeString(regular, "new");
        assertEquals("new", Files.readString(regular));
        Outputs polite = new Outputs(false);
        polite.claim(regular);
        assertEquals(
                ExitStatus.EXISTS,
                assertThrows(ToolException.class, polite::check).exitCode());
    }

    @Test
    void aFailedWriteRemovesItsTemporaryFileAndNamesTheTarget() throws Exception {
        Path target = tmp.resolve("out.csv");
        ToolException e = assertThrows(
                ToolException.class,
                () -> new Outputs(false).write(target, out -> {
                    out.write("partial".getBytes(StandardCharsets.UTF_8));
                    assertEquals(1, Outputs.live().size(), "the temporary file is known while it is written");
                    throw new IOException("No space left on device");
                }));
        assertEquals(ExitStatus.BAD_DATA, e.exitCode());
        assertEquals("could not write " + target + ": No space left on device", e.getMessage());
        assertTrue(Outputs.live().isEmpty());
        assertEquals(List.of(), Files.list(tmp).toList(), "nothing left, under any name");
    }

    @Test
    void theExitHookRemovesATemporaryFileStillBeingWritten() throws Exception {
        Path target = tmp.resolve("jobs.csv");
        Path[] seen = new Path[1];
        assertThrows(
                ToolException.class,
                () -> new Outputs(false).write(target, out -> {
                    out.write("set,task\n".getBytes(StandardCharsets.UTF_8));
                    seen[0] = Outputs.live().iterator().next();
                    assertTrue(Files.exists(seen[0]));
                    Outputs.removeLive(); // what the shutdown hook does on SIGINT or SIGTERM
                    assertFalse(Files.exists(seen[0]), "removed while the writer still holds it");
                    throw new IOException("interrupted");
                }));
        assertFalse(Files.exists(target));
    }

    @Test
    void aFailedWriteToStandardOutputIsExit1NamingIt() {
        PrintStream old = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(
                    new OutputStream() {
                        @Override
                        public void write(int b) throws IOException {
                            throw new IOException("No space left on device");
                        }
                    },
                    true,
                    StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = Main.run(new String[] {
                "sched",
                "generate",
                "--recipe",
                "seed004-uniform-light-short",
                "--cpus",
                "2",
                "--cap",
                "1",
                "--seed",
                "1",
                "--sets",
                "3"
            });
            assertEquals(ExitStatus.BAD_DATA, exit);
            assertEquals(1, Main.run(new String[] {"--help"}), "help that cannot be printed is not done either");
        } finally {
            System.setOut(old);
            System.setErr(oldErr);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.startsWith("error: could not write standard output"), said);
    }
}
