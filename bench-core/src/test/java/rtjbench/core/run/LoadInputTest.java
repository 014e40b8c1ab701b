package rtjbench.core.run;

import static rtjbench.core.run.Refusals.assertMentions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.run.plan.PointHeap;

/**
 * The load, VM and deadline arguments' bad inputs: each is refused before anything runs, with exit 2, one message
 * naming the value and what is allowed, and nothing written.
 */
class LoadInputTest {
    @TempDir
    Path dir;

    private Path args(String body) throws IOException {
        Path file = dir.resolve("args.xml");
        Files.write(file, body.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    /** testop writing under the temporary folder, {@code extra} (args and jvm elements) from line 4 on. */
    private String testop(String extra) {
        return "<testapp name=\"testop\">\n"
                + "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n" + extra + "</testapp>\n";
    }

    private String refused(Path argsFile) {
        return Refusals.refused(argsFile, dir.resolve("results"));
    }

    @Test
    void aLiveSetLargerThanHalfTheMachineIsRefusedNamingBothSizes() throws Exception {
        long machineMb = PointHeap.physicalBytes() >> 20;
        String live = machineMb + "M";
        String message = refused(args(testop(
                "  <arg name=\"gc_load\" value=\"100MB/s\"/>\n  <arg name=\"gc_live\" value=\"" + live + "\"/>\n")));
        assertMentions(
                message,
                "this point needs a heap of at least",
                "gc_live " + machineMb + ".0 MB",
                "heap=auto is capped at half of this machine's");
    }

    @Test
    void aLiveSetIsCheckedAgainstTheHeapOfTheVmEntry() throws Exception {
        String java = System.getProperty("java.home");
        String message = refused(args("<suite name=\"s\">\n  <jvm name=\"small\" java=\"" + java
                + "\" options=\"-Xmx256m\"/>\n"
                + testop("  <arg name=\"gc_load\" value=\"100MB/s\"/>\n  <arg name=\"gc_live\" value=\"200M\"/>\n"
                        + "  <arg name=\"jvms\" value=\"small\"/>\n")
                + "</suite>\n"));
        assertMentions(message, "gc_live 200.0 MB", "<jvm name=\"small\">", "has a max heap of 256 MB", "[-Xmx256m]");
    }

    @Test
    void aNegativeRateIsRefused() throws Exception {
        String message = refused(args(testop("  <arg name=\"gc_load\" value=\"-300MB/s\"/>\n")));
        assertMentions(message, "args.xml:4:", "'gc_load'", "'-300MB/s' is negative", "allowed: 0 (no load)");
    }

    @Test
    void aRateThatIsNotANumberIsRefused() throws Exception {
        String message = refused(args(testop("  <arg name=\"gc_load\" value=\"NaNMB/s\"/>\n")));
        assertMentions(message, "args.xml:4:", "'NaNMB/s' is not a rate", "100MB/s");
        String bare = refused(args(testop("  <arg name=\"gc_load\" value=\"300\"/>\n")));
        assertMentions(bare, "'300' is not a rate");
    }

    @Test
    void aJvmsNameWithoutItsJvmElementIsRefused() throws Exception {
        String message =
                refused(args("<suite name=\"s\">\n  <jvm name=\"par\" java=\"" + System.getProperty("java.home")
                        + "\" options=\"-XX:+UseParallelGC\"/>\n" + testop("  <arg name=\"jvms\" value=\"par,zgc\"/>\n")
                        + "</suite>\n"));
        assertMentions(message, "jvms names 'zgc'", "no <jvm name=\"zgc\"", "(defined: par)");
    }

    @Test
    void aJvmWhoseLauncherDoesNotExistIsRefused() throws Exception {
        String missing = dir.resolve("no-such-jdk").toString();
        String message = refused(args(testop(
                "  <jvm name=\"gone\" java=\"" + missing + "\"/>\n" + "  <arg name=\"jvms\" value=\"gone\"/>\n")));
        assertMentions(message, "<jvm name=\"gone\"", "the launcher " + missing + " does not exist");
    }

    @Test
    void aJvmDefinedTwiceIsRefused() throws Exception {
        String java = System.getProperty("java.home");
        String message = refused(
                args(testop("  <jvm name=\"a\" java=\"" + java + "\"/>\n  <jvm name=\"a\" java=\"" + java + "\"/>\n")));
        assertMentions(message, "args.xml:5:", "<jvm name=\"a\"> is defined twice (first at line 4)");
    }

    @Test
    void aLoadNamingAMissingToolIsRefusedNamingItsPackage() throws Exception {
        String message = refused(args(testop("  <arg name=\"load\" value=\"/nonexistent/hackbench -g 4\"/>\n")));
        assertMentions(message, "load=/nonexistent/hackbench -g 4", "is not installed", "apt-get install rt-tests");
        String other = refused(args(testop("  <arg name=\"load\" value=\"rtjbench-no-such-load --cpu 1\"/>\n")));
        assertMentions(other, "rtjbench-no-such-load is not installed (not an executable file on PATH)");
    }
}
