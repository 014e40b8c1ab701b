package rtjbench.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.testing.StandIns;

/**
 * The probe's RTSJ rows on VMs made of class loaders: one without javax.realtime, one with the stand-in of
 * this test run (1.0.2 or 2.0 shape). (bench-events tests a VM that lacks the setters periodic reaches by name.)
 */
public class RtsjProbeTest {
    /** The RTSJ rows the probe prints for the VM {@code vm} stands for. */
    public static String rows(ClassLoader vm) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        VmProbe.printRtsjRows(vm, new PrintStream(bytes, true));
        return new String(bytes.toByteArray(), StandardCharsets.UTF_8);
    }

    /** "STATUS DETAIL" of the RTSJ row {@code item}. */
    public static String status(String rows, String item) {
        Matcher m = Pattern.compile("(?m)^rtsj\\s+" + Pattern.quote(item) + "\\s+(\\S+)\\s+(.*)$")
                .matcher(rows);
        assertTrue(m.find(), "no row '" + item + "' in\n" + rows);
        return m.group(1) + " " + m.group(2);
    }

    /** bench-core's classes (plus {@code extra} class folders) over the JDK alone: a VM that has only what it is given. */
    public static URLClassLoader vm(Path... extra) throws Exception {
        URL[] urls = new URL[extra.length + 1];
        urls[0] = VmProbe.class.getProtectionDomain().getCodeSource().getLocation();
        for (int i = 0; i < extra.length; i++) {
            urls[i + 1] = extra[i].toUri().toURL();
        }
        return new URLClassLoader(urls, null);
    }

    @Test
    void withoutJavaxRealtimeEveryRtsjRowSaysAbsentAndNoneFails() throws Exception {
        try (URLClassLoader plain = vm()) {
            String rows = rows(plain);
            assertTrue(status(rows, "javax.realtime").startsWith("absent no javax.realtime.RealtimeThread"), rows);
            assertTrue(
                    status(rows, "path periodic")
                            .startsWith("absent periodic with type_of_threads=rt|nh: not taken here"),
                    rows);
            assertFalse(rows.contains("FAIL"), rows);
            assertFalse(rows.contains(" ok "), rows);
        }
    }

    @Tag(StandIns.TAG)
    @Test
    void theStandInOfThisRunShowsItsShapeAndBenchCoresPathsLink() {
        String rows = rows(RtsjProbeTest.class.getClassLoader());
        assertTrue(status(rows, "version shape").startsWith("ok " + StandIns.expectedShape() + " ("), rows);
        assertTrue(status(rows, "javax.realtime").contains("test-only stand-in"), rows);
        assertTrue(status(rows, "path threads").startsWith("ok type_of_threads=rt|nh: links ("), rows);
        assertTrue(status(rows, "path memory_102").startsWith("ok "), rows);
        assertTrue(status(rows, "path memory_20").startsWith(StandIns.is20() ? "ok " : "absent "), rows);
        assertEquals("ok present", status(rows, "javax.realtime.PriorityScheduler"));
        // bench-events is not on bench-core's test class path: a path whose classes cannot be read fails, saying so.
        assertTrue(
                status(rows, "path periodic")
                        .matches("FAIL .*rtjbench.events.rtsj.RtsjPeriodicTime is not on the class path.*"),
                rows);
    }
}
