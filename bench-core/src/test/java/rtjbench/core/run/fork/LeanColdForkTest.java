package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.testing.TestOpBenchmark;

/** Which cold forks only measure: what a point asks that only a standard fork gives keeps it standard. */
class LeanColdForkTest {
    private static Config cold(String... nameValues) {
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("start", "cold");
        texts.put("clock", "nanotime");
        for (int i = 0; i < nameValues.length; i += 2) {
            texts.put(nameValues[i], nameValues[i + 1]);
        }
        return Config.of("testop", CommonArgs.with(new TestOpBenchmark().arguments()), texts);
    }

    @Test
    void aColdPointOnSystemNanoTimeWithPlainThreadsIsLean() {
        assertNull(LeanColdFork.standardForkNeeded(cold()));
    }

    @Test
    void whatOnlyAStandardForkGivesIsNamed() {
        assertEquals("clock=auto", LeanColdFork.standardForkNeeded(cold("clock", "auto")));
        assertEquals("control=true", LeanColdFork.standardForkNeeded(cold("control", "true")));
        assertEquals("explain_above or explain_top", LeanColdFork.standardForkNeeded(cold("explain_top", "5")));
        assertEquals("gc_load", LeanColdFork.standardForkNeeded(cold("gc_load", "10MB/s")));
        assertEquals("load", LeanColdFork.standardForkNeeded(cold("load", "stress-ng --cpu 1")));
    }
}
