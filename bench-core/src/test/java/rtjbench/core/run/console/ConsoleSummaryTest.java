package rtjbench.core.run.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.stats.Finding;

/** The console's last tables: one a testapp, a row a point, its finding on the title line. */
class ConsoleSummaryTest {
    private static Map<String, String> lock(String kind) {
        return Collections.singletonMap("lock", kind);
    }

    @Test
    void oneTableARowAPointThenTheFindings() {
        ConsoleSummary s = new ConsoleSummary();
        s.testApp(
                "prio_inversion",
                Finding.ratio(
                        "without vs with priority inheritance",
                        "p50",
                        lock("posix-none"),
                        lock("posix-inherit"),
                        null));
        s.point(
                "lock=posix-none",
                lock("posix-none"),
                Double.NaN,
                new PointFigures(20, 5_053_871.8, 5_057_164, 5_079_322, 5_079_322, 5_079_322),
                null);
        s.point(
                "lock=posix-inherit",
                lock("posix-inherit"),
                Double.NaN,
                new PointFigures(20, 197_706.9, 197_224, 214_331, 214_331, 214_331),
                null);
        s.point("lock=reentrantlock", lock("reentrantlock"), Double.NaN, null, "incomplete: thread 0 failed");
        s.testApp("timer", null);
        s.point(
                "",
                Collections.<String, String>emptyMap(),
                Double.NaN,
                new PointFigures(10000, 49.8, 56, 65, 130, 2957),
                null);
        s.testApp("lt.memalloc", null); // skipped: no table
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        s.print(new PrintStream(bytes, true));
        assertEquals(
                Arrays.asList(
                        "                                      count    p50[us]    p99[us]  p99.9[us]    max[us]",
                        "prio_inversion lock=posix-none           20   5057.164   5079.322   5079.322   5079.322",
                        "prio_inversion lock=posix-inherit        20    197.224    214.331    214.331    214.331",
                        "prio_inversion lock=reentrantlock         - incomplete: thread 0 failed",
                        "timer                                 10000      0.056      0.065      0.130      2.957",
                        "prio_inversion: without vs with priority inheritance: 25.6x (p50 5057.164 us at lock=posix-none"
                                + " against 197.224 us at lock=posix-inherit)"),
                Arrays.asList(new String(bytes.toByteArray(), StandardCharsets.UTF_8).split("\n")));
    }
}
