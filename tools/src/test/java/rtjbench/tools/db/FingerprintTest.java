package rtjbench.tools.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.tools.results.JsonFiles;

/** The comparability key read from metadata: the collector, load keys taken generically, differences named. */
class FingerprintTest {
    private static Fingerprint of(String json) {
        return Fingerprint.of(JsonFiles.parse(json, "test"));
    }

    @Test
    void theCollectorComesFromTheVmOptionElseFromTheCollectorsSeen() {
        assertEquals(
                "Z",
                Fingerprint.collector(
                        JsonFiles.parse("{\"jvm\": {\"input_arguments\": [\"-Xmx1g\", \"-XX:+UseZGC\"]}}", "t")));
        assertEquals(
                "G1",
                Fingerprint.collector(JsonFiles.parse(
                        "{\"jvm_activity\": {\"sources\": {\"gc\": [\"G1 Young Generation\", \"G1 Old Generation\"]}}}",
                        "t")));
        assertEquals(
                "Copy, MarkSweepCompact",
                Fingerprint.collector(JsonFiles.parse(
                        "{\"jvm_activity\": {\"sources\": {\"gc\": [\"Copy\", \"MarkSweepCompact\"]}}}", "t")));
        assertEquals("default", Fingerprint.collector(JsonFiles.parse("{}", "t")));
    }

    @Test
    void loadKeysCountWhateverTheyHoldAndDifferencesAreNamed() {
        Fingerprint a =
                of("{\"testapp\": \"memalloc\", \"args\": {\"datadir\": \"a\", \"forks\": \"3\", \"size\": \"1K\"},"
                        + " \"gc_load\": {\"rate_mb_s\": 100, \"threads\": [0, 1]}}");
        Fingerprint b = of(
                "{\"testapp\": \"memalloc\", \"args\": {\"datadir\": \"b\", \"forks\": \"1\", \"size\": \"1K\"},"
                        + " \"gc_load\": {\"rate_mb_s\": 200, \"threads\": [0, 1]}, \"load\": {\"kind\": \"stress-ng\"}}");
        assertEquals("100", a.fields().get("gc_load.rate_mb_s"));
        assertEquals(
                List.of("gc_load.rate_mb_s (baseline 100, new 200)", "load.kind (baseline (absent), new stress-ng)"),
                a.differences(b, "baseline", "new"));
        assertEquals(a, Fingerprint.fromJson(a.toJson()));
    }
}
