package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code explain_above} that is not a positive time, or explaining without single samples: exit 2, nothing written. */
class ExplainInputTest {
    @TempDir
    Path dir;

    private String refused(String extra) throws Exception {
        Path file = dir.resolve("args.xml");
        String body = "<testapp name=\"testop\">\n"
                + "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n" + extra + "</testapp>\n";
        Files.write(file, body.getBytes(StandardCharsets.UTF_8));
        return Refusals.refused(file, dir.resolve("results"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "0us", "-1ms", "fast", "100"})
    void anExplainThresholdThatIsNotAPositiveTimeIsRefused(String value) throws Exception {
        String message = refused("  <arg name=\"explain_above\" value=\"" + value + "\"/>\n");
        assertTrue(message.contains("args.xml:4:"), message);
        assertTrue(message.contains("explain_above"), message);
        assertTrue(message.contains("'" + value + "'"), message);
        assertTrue(message.contains("off or a positive time"), message);
    }

    @Test
    void explainingAHistogramRunIsRefusedWithTheReason() throws Exception {
        String message = refused(
                "  <arg name=\"explain_top\" value=\"10\"/>\n" + "  <arg name=\"record\" value=\"histogram\"/>\n");
        assertTrue(message.contains("need record=samples"), message);
    }
}
