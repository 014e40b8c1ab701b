package rtjbench.core.run.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.run.Main;

/** The results' JSON is the text Jackson's indenting writer gives for the same values, byte for byte. */
class JsonTextTest {
    private static final ObjectMapper JACKSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Test
    void everyKindOfValueTheHarnessWritesComesOutAsJacksonWritesIt() throws Exception {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("text", "a\"b\\c\n\r\t\b\f\u0001\u001f/é\u2028\u007f");
        doc.put("whole", 42L);
        doc.put("int", -7);
        doc.put("short", (short) 3);
        doc.put("real", 0.1);
        doc.put("small", 1e-7);
        doc.put("big", 1e21);
        doc.put("negative zero", -0.0);
        doc.put("float", 1.5f);
        doc.put("nan", Double.NaN);
        doc.put("inf", Double.POSITIVE_INFINITY);
        doc.put("-inf", Float.NEGATIVE_INFINITY);
        doc.put("decimal", new BigDecimal("1.50"));
        doc.put("flag", true);
        doc.put("none", null);
        doc.put("char", 'c');
        doc.put("unit", TimeUnit.SECONDS);
        doc.put("path", Paths.get("/tmp/a b"));
        doc.put("empty map", new LinkedHashMap<>());
        doc.put("empty list", new ArrayList<>());
        doc.put("list", Arrays.asList(1, "x", null, Arrays.asList(2, 3), Collections.singletonMap("k", 1L)));
        doc.put("longs", new long[] {1, 2});
        doc.put("doubles", new double[] {0.5, Double.NaN});
        doc.put("no ints", new int[0]);
        doc.put("objects", new Object[] {"a", 1, new LinkedHashMap<>()});
        doc.put("set", new LinkedHashSet<>(Arrays.asList("p", "q")));
        doc.put(
                "deep",
                Collections.singletonMap(
                        "b",
                        Arrays.asList(Collections.singletonMap(
                                "c", Arrays.asList(Collections.singletonMap("d", Arrays.asList(1, 2)))))));
        assertEquals(JACKSON.writeValueAsString(doc), JsonText.toText(doc));
        assertEquals(JACKSON.writeValueAsString(new ArrayList<>()), JsonText.toText(new ArrayList<>()));
        assertEquals(JACKSON.writeValueAsString(new LinkedHashMap<>()), JsonText.toText(new LinkedHashMap<>()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonText.write(doc, bytes);
        assertEquals(JACKSON.writeValueAsString(doc), new String(bytes.toByteArray(), StandardCharsets.UTF_8));
    }

    @Test
    void aValueOfAnotherTypeIsRefusedNamingItsField() {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("outer", Collections.singletonMap("thread", Thread.currentThread()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonText.toText(doc));
        assertTrue(
                e.getMessage().contains("field 'thread'") && e.getMessage().contains("java.lang.Thread"),
                e.getMessage());
        assertThrows(
                IllegalArgumentException.class, () -> JsonText.toText(new byte[] {1}), "Jackson would write base64");
    }

    /** A real run's metadata.json, read back and written again by Jackson, is the file as it was written. */
    @Test
    void aRunsMetadataIsWhatJacksonWouldHaveWritten(@TempDir Path dir) throws Exception {
        Path args = dir.resolve("args.xml");
        Files.write(
                args,
                Arrays.asList(
                        "<testapp name=\"testop\">",
                        "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>",
                        "  <arg name=\"fork\" value=\"false\"/>",
                        "  <arg name=\"mlockall\" value=\"false\"/>",
                        "  <arg name=\"count\" value=\"200\"/>",
                        "  <arg name=\"warmup\" value=\"50\"/>",
                        "</testapp>"),
                StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                0,
                Main.run(new String[] {args.toString()}, new PrintStream(out, true), new PrintStream(out, true)),
                out.toString("UTF-8"));
        List<Path> written;
        try (Stream<Path> s = Files.walk(dir.resolve("results"))) {
            written =
                    s.filter(p -> p.getFileName().toString().endsWith(".json")).collect(Collectors.toList());
        }
        assertTrue(
                written.stream().anyMatch(p -> p.getFileName().toString().equals("metadata.json")), written.toString());
        for (Path json : written) {
            String text = new String(Files.readAllBytes(json), StandardCharsets.UTF_8);
            Object readBack = JACKSON.readValue(text, Object.class);
            assertEquals(JACKSON.writeValueAsString(readBack), text, json.toString());
        }
    }
}
