package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArgsFileReaderTest {
    @TempDir
    Path dir;

    private Path write(String name, String xml) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, xml.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    /** The example of seed 000 §4.1, as printed (descriptions spanning lines included). */
    @Test
    void readsTheSeedsExampleExactly() throws Exception {
        Path file = write(
                "args.xml",
                "<testapp name=\"rtsj.mcperf.mem.alloc.memalloc\">\n"
                        + "<arg name=\"no_of_threads\" value=\"10\"> Number of realtime threads </arg>\n"
                        + "<arg name=\"type_of_threads\" value=\"rt\"> Type of threads: RealtimeThread (rt), NoHeapRealtimeThread\n(nh) </arg>\n"
                        + "<arg name=\"scheduling_policy\" value=\"rr\"> POSIX realtime scheduling policy: SCHED_RR (rr),\nSCHED_FIFO (fifo)</arg>\n"
                        + "<arg name=\"count\" value=\"10000\"> Number of iterations </arg>\n"
                        + " <arg name=\"priority\" value=\"30\"> Priority of the real-time threads </arg>\n"
                        + "<arg name=\"datadir\" value=\"./datadir\"> Directory storing the results of the run </arg>\n"
                        + "<arg name=\"instr_load\" value=\"1000\"> Number of instructions to simulate activity </arg>\n"
                        + "<arg name=\"memtype\" value=\"LT\"> Memory type: scoped (LT or VT), immortal </arg>\n"
                        + "<arg name=\"memsize\" value=\"32M\"> Memory size: bytes, Kilobytes (K), Megabytes (M) </arg>\n"
                        + "<arg name=\"allocsize\" value=\"8\"> Size of the allocated memory chunks: bytes, Kilobytes (K), Megabytes\n(M) </arg>\n"
                        + "</testapp>\n");
        ArgsDocument doc = new ArgsFileReader().read(file);
        assertFalse(doc.isSuite());
        assertNull(doc.suiteName());
        ArgsDocument.TestApp app = doc.testApps().get(0);
        assertEquals("memalloc", app.benchmarkName());
        assertEquals(10, app.args().size());
        assertEquals("memsize", app.args().get(8).name());
        assertEquals("32M", app.args().get(8).value());
        assertEquals("Number of realtime threads", app.args().get(0).text());
        assertEquals("priority", app.args().get(4).name());
        assertEquals(8, app.args().get(4).line()); // the descriptions before it span two lines each
    }

    @Test
    void readsASuite() throws Exception {
        Path file = write(
                "suite.xml",
                "<?xml version=\"1.0\"?>\n<suite name=\"quick\">\n"
                        + "  <!-- comments are fine -->\n"
                        + "  <testapp name=\"a\"><arg name=\"count\" value=\"5\"/></testapp>\n"
                        + "  <testapp name=\"b\"></testapp>\n</suite>\n");
        ArgsDocument doc = new ArgsFileReader().read(file);
        assertTrue(doc.isSuite());
        assertEquals("quick", doc.suiteName());
        assertEquals(2, doc.testApps().size());
        assertEquals("b", doc.testApps().get(1).name());
    }

    @Test
    void refusesAFileThatIsNotWellFormedNamingFileAndLine() throws Exception {
        Path file = write("bad.xml", "<testapp name=\"memalloc\">\n<arg name=\"count\" value=\"5\">\n</testapp>\n");
        ArgsException e = assertThrows(ArgsException.class, () -> new ArgsFileReader().read(file));
        assertTrue(e.getMessage().startsWith(file + ":3"), e.getMessage());
        assertTrue(e.getMessage().contains("not a well-formed"), e.getMessage());
    }

    @Test
    void refusesDuplicateArguments() throws Exception {
        Path file = write(
                "dup.xml",
                "<testapp name=\"memalloc\">\n<arg name=\"count\" value=\"5\"/>\n<arg name=\"count\" value=\"6\"/>\n</testapp>");
        ArgsException e = assertThrows(ArgsException.class, () -> new ArgsFileReader().read(file));
        assertTrue(
                e.getMessage().contains(":3:")
                        && e.getMessage().contains("'count'")
                        && e.getMessage().contains("first at line 2"),
                e.getMessage());
    }

    @Test
    void refusesExternalEntitiesAndDtds() throws Exception {
        Path secret = write("secret.txt", "top secret");
        Path file = write(
                "xxe.xml",
                "<?xml version=\"1.0\"?>\n<!DOCTYPE testapp [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>\n"
                        + "<testapp name=\"memalloc\"><arg name=\"datadir\" value=\"&x;\"/></testapp>");
        ArgsException e = assertThrows(ArgsException.class, () -> new ArgsFileReader().read(file));
        assertFalse(e.getMessage().contains("top secret"));
    }

    @Test
    void refusesBillionLaughs() throws Exception {
        Path file = write(
                "lol.xml",
                "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>\n"
                        + "<testapp name=\"memalloc\"><arg name=\"datadir\" value=\"&lol2;\"/></testapp>");
        assertThrows(ArgsException.class, () -> new ArgsFileReader().read(file));
    }

    @Test
    void refusesStructureErrors() throws Exception {
        assertMessage("<config/>", "root element must be <testapp> or <suite>");
        assertMessage("<testapp><arg name=\"a\" value=\"1\"/></testapp>", "needs a 'name' attribute");
        assertMessage("<testapp name=\"x\"><arg name=\"a\"/></testapp>", "needs a 'value' attribute");
        assertMessage("<testapp name=\"x\"><param name=\"a\" value=\"1\"/></testapp>", "may only hold <arg>");
        assertMessage("<suite name=\"s\"><arg name=\"a\" value=\"1\"/></suite>", "may only hold <testapp>");
        assertMessage("<suite name=\"s\"></suite>", "no <testapp>");
        assertMessage("<testapp name=\"x\">stray</testapp>", "unexpected text 'stray'");
    }

    @Test
    void aMissingFileIsNamed() {
        ArgsException e = assertThrows(ArgsException.class, () -> new ArgsFileReader().read(dir.resolve("nope.xml")));
        assertTrue(e.getMessage().contains("nope.xml: no such args file"), e.getMessage());
    }

    private void assertMessage(String xml, String expected) throws IOException {
        Path file = write("f" + System.nanoTime() + ".xml", xml);
        ArgsException e = assertThrows(ArgsException.class, () -> new ArgsFileReader().read(file));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
    }

    @Test
    void readsJvmEntriesOfTheSuiteAndOfEachTestapp() throws Exception {
        ArgsDocument doc = new ArgsFileReader()
                .read(write(
                        "jvms.xml",
                        "<suite name=\"s\">\n"
                                + "  <jvm name=\"par\" java=\"/opt/jdk17\" options=\"-XX:+UseParallelGC  -Xmx1g\"/>\n"
                                + "  <testapp name=\"periodic\"><jvm name=\"zgc\" java=\"/opt/jdk25/bin/java\"/>"
                                + "<arg name=\"jvms\" value=\"par,zgc\"/></testapp>\n"
                                + "  <testapp name=\"dispatch\"/>\n"
                                + "  <jvm name=\"late\" java=\"/opt/jdk8\"/>\n"
                                + "</suite>\n"));
        ArgsDocument.TestApp periodic = doc.testApps().get(0);
        assertEquals(
                java.util.Arrays.asList("par", "late", "zgc"),
                new java.util.ArrayList<>(periodic.jvms().keySet()));
        assertEquals(
                java.util.Arrays.asList("-XX:+UseParallelGC", "-Xmx1g"),
                periodic.jvms().get("par").options());
        assertEquals(2, periodic.jvms().get("par").line());
        assertEquals(
                java.util.Arrays.asList("par", "late"),
                new java.util.ArrayList<>(doc.testApps().get(1).jvms().keySet()));
    }
}
