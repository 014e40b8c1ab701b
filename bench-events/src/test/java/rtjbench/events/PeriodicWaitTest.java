package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.core.args.Config;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.support.ConfigException;

/** periodic's wait for its next release in each wait strategy, and what each needs. */
class PeriodicWaitTest {
    private final Periodic periodic = new Periodic();

    @ParameterizedTest
    @ValueSource(strings = {"park", "yield", "backoff", "spin"})
    @Timeout(30)
    void everyStrategyWakesAtOrAfterEachRelease(String strategy) throws Exception {
        Config c = MiniHarness.config(
                periodic,
                "wait_strategy",
                strategy,
                "cpus",
                "0",
                "period",
                "200us",
                "count",
                "100",
                "warmup",
                "5",
                "instr_load",
                "0");
        periodic.check(c, MiniHarness.env());
        MiniHarness h = MiniHarness.run(periodic, c);
        SampleBuffer s = h.samples.get(0);
        assertEquals(100, s.size());
        for (long v : s.toArray()) {
            assertTrue(v >= 0, strategy + ": woke before its release, lateness " + v);
        }
        assertTrue(
                h.metadata
                        .get("sleep")
                        .toString()
                        .contains("park".equals(strategy) ? "parkNanos" : "wait_strategy=" + strategy),
                h.metadata.get("sleep").toString());
    }

    @Test
    void spinNeedsACpuForEachThread() {
        Config c = MiniHarness.config(periodic, "wait_strategy", "spin", "cpus", "0", "no_of_threads", "2");
        ConfigException e = assertThrows(ConfigException.class, () -> periodic.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("a CPU of its own for each of the 2 threads"), e.getMessage());
    }

    @Test
    void fifoSpinnersOnEveryCpuAreRefused() {
        int n = MiniHarness.env().allowedCpus().size();
        Config c = MiniHarness.config(
                periodic, "wait_strategy", "spin", "no_of_threads", Integer.toString(n), "scheduling_policy", "fifo");
        ConfigException e = assertThrows(ConfigException.class, () -> periodic.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("refusing busy real-time threads"), e.getMessage());
    }

    @Test
    void rtsjThreadsWaitAsTheVmMakesThem() {
        Config c = MiniHarness.config(periodic, "wait_strategy", "yield", "type_of_threads", "rt");
        ConfigException e =
                assertThrows(ConfigException.class, () -> periodic.check(c, MiniHarness.envWithRtThreads()));
        assertTrue(e.getMessage().contains("is for type_of_threads=java"), e.getMessage());
    }
}
