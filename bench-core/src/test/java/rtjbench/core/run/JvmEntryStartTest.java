package rtjbench.core.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code <jvm>} entry is started once before anything runs ({@code -version} with its options): one whose
 * options stop its VM from starting, and an {@code aot_cache} left empty, are refused with exit 2 naming the entry
 * and, for the VM, its first words of error; nothing is written.
 */
class JvmEntryStartTest {
    @TempDir
    Path dir;

    private Path args(String jvm) throws IOException {
        Path file = dir.resolve("args.xml");
        String body = "<suite name=\"s\">\n" + jvm + "\n"
                + "<testapp name=\"testop\">\n"
                + "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                + "  <arg name=\"jvms\" value=\"e\"/>\n"
                + "</testapp>\n</suite>\n";
        Files.write(file, body.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    private static final String JAVA = System.getProperty("java.home");

    @Test
    void anEntryWhoseOptionsStopItsVmIsRefusedWithTheVmsFirstWords() throws Exception {
        String message = Refusals.refused(
                args("  <jvm name=\"e\" java=\"" + JAVA + "\" options=\"-XX:+NoSuchFlagAtAll\"/>"),
                dir.resolve("results"));
        Refusals.assertMentions(
                message,
                "<jvm name=\"e\" java=\"" + JAVA + "\" options=\"-XX:+NoSuchFlagAtAll\"> (line 2)",
                "its VM does not start with its options: Unrecognized VM option 'NoSuchFlagAtAll'");
        message = Refusals.refused(
                args("  <jvm name=\"e\" java=\"" + JAVA + "\" options=\"-Xmx1k\"/>"), dir.resolve("results"));
        Refusals.assertMentions(
                message, "its VM does not start with its options: Error occurred during initialization of VM: ");
    }

    @Test
    void anEmptyAotCacheIsRefusedNamingTheEntry() throws Exception {
        String message = Refusals.refused(
                args("  <jvm name=\"e\" java=\"" + JAVA + "\" aot_cache=\"\"/>"), dir.resolve("results"));
        Refusals.assertMentions(message, "args.xml:2: <jvm name=\"e\"> has an empty aot_cache", "aot_cache=\"train\"");
    }
}
