package rtjbench.locking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.clock.NanoTimeProvider;
import rtjbench.core.run.pipeline.DirectRun;
import rtjbench.core.testing.TestEnvironment;

/**
 * {@code timed=batch}: a sample is {@code batch} acquire, section and release calls timed together, so the lock
 * protected exactly that many sections a sample, and its metadata says what a sample is.
 */
class SpinLockBatchTest {
    @Test
    void aSampleIsABatchOfSections() throws Exception {
        RunEnvironment env =
                TestEnvironment.on(CacheAwareSpinLockPlanTest.twoCpusSharedL3()).build();
        DirectRun run = DirectRun.run(
                new CacheAwareSpinLock(),
                CacheAwareSpinLockPlanTest.config(
                        "no_of_threads",
                        "4",
                        "lock",
                        "ticket",
                        "timed",
                        "batch",
                        "batch",
                        "50",
                        "count",
                        "40",
                        "warmup",
                        "10",
                        "instr_load",
                        "0"),
                env,
                new NanoTimeProvider().open());
        assertTrue(run.failures().isEmpty(), run.failures().toString());
        Map<?, ?> consistency = (Map<?, ?>) run.metadata().get("consistency");
        // The cache-aware half's two threads share one lock on the shared L3 (the other half has no CPUs apart
        // here and idles): (10 warm-up + 40 measured) samples of 50 sections each, a thread.
        assertEquals("ok: " + 2 * (10 + 40) * 50 + " sections", consistency.get("aware"));
        assertEquals(50, run.metadata().get("batch"));
        assertTrue(String.valueOf(run.metadata().get("timed")).startsWith("50 acquire, critical section and release"));
        int measuring = 0;
        for (SampleBuffer b : run.samples()) {
            if (b.size() > 0) {
                assertEquals(40, b.size());
                measuring++;
            }
        }
        assertEquals(2, measuring);
    }
}
