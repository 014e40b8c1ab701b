package rtjbench.core.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.jvm.CompilationSource;
import rtjbench.core.testing.SingleThread;

/** warmup=auto against a scripted JIT: it ends after the quiet interval, never below the minimum, at the latest at the maximum. */
class WarmupTest {
    private static final long MS = 1_000_000L;

    /** A JIT that compiles something every millisecond until {@code busyNanos} after it was made, then nothing. */
    static final class FakeJit implements CompilationSource {
        private final long made = System.nanoTime();
        final long busyUntil;

        FakeJit(long busyNanos) {
            this.busyUntil = made + busyNanos;
        }

        @Override
        public String unwatchable() {
            return null;
        }

        @Override
        public long activity() {
            return (Math.min(System.nanoTime(), busyUntil) - made) / MS;
        }
    }

    static final CompilationSource NO_JIT = new CompilationSource() {
        @Override
        public String unwatchable() {
            return "an AOT-compiled application";
        }

        @Override
        public long activity() {
            throw new AssertionError("an unwatchable source is never asked");
        }
    };

    @Test
    void theWatchersReadIsMadeHotBeforeTheWarmUpsClockStarts() {
        final java.util.concurrent.atomic.AtomicLong reads = new java.util.concurrent.atomic.AtomicLong();
        Warmup w = Warmup.auto(1, 500 * MS, 10_000 * MS, new CompilationSource() {
            @Override
            public String unwatchable() {
                return null;
            }

            @Override
            public long activity() {
                reads.incrementAndGet();
                return 0;
            }
        });
        w.begin();
        long atBegin = reads.get();
        w.end();
        assertTrue(
                atBegin >= Warmup.WATCHER_READS_FIRST,
                "the JIT compiles the watcher's own read before the threads start, not seconds into their warm-up: "
                        + atBegin);
    }

    /** Polls {@code enough(done)} as a test thread would between chunks; returns ms from begin until it said yes. */
    private static double msUntilEnough(Warmup w, long done, long timeoutMs) throws InterruptedException {
        long began = System.nanoTime();
        while (!w.enough(done)) {
            assertTrue(
                    System.nanoTime() - began < timeoutMs * MS,
                    "no decision within " + timeoutMs + " ms: " + w.describe());
            Thread.sleep(1);
        }
        return (System.nanoTime() - began) / 1e6;
    }

    @Test
    void autoEndsOnceTheJitHasBeenQuietForTheInterval() throws Exception {
        FakeJit jit = new FakeJit(300 * MS);
        Warmup w = Warmup.auto(0, 100 * MS, 10_000 * MS, jit);
        w.begin();
        // The fake's 300 ms run from its making; the warm-up's clock starts later, once begin() has made the
        // watcher's read hot (milliseconds on a busy machine). Read after begin(), this is at most how long the
        // JIT was still busy on the warm-up's clock.
        double busyMs = (jit.busyUntil - System.nanoTime()) / 1e6;
        double ms = msUntilEnough(w, 0, 5_000);
        w.end();
        Map<String, Object> d = w.describe();
        assertEquals(Warmup.BY_QUIET, w.stoppedBy(), d.toString());
        // The watcher sees the JIT at its polls: the last change it sees is at its first poll after the JIT
        // went quiet, and the warm-up ends a full quiet interval after that.
        assertTrue(
                (Double) d.get("decided_after_ms") >= busyMs + 100,
                "ended before " + busyMs + " ms busy + 100 ms quiet: " + d);
        assertTrue(ms < 3_000, "ended " + ms + " ms after begin, long after 300 ms busy + 100 ms quiet: " + d);
        assertTrue((Double) d.get("last_jit_activity_ms") >= busyMs, busyMs + " ms busy: " + d);
        assertTrue((Double) d.get("decided_after_ms") - (Double) d.get("last_jit_activity_ms") >= 100, d.toString());
    }

    @Test
    void autoNeverEndsBelowTheMinimum() throws Exception {
        Warmup w = Warmup.auto(5_000, 20 * MS, 10_000 * MS, new FakeJit(0));
        w.begin();
        msUntilEnough(w, 5_000, 5_000);
        w.end();
        assertFalse(w.enough(4_999), "quiet, but one iteration short of warmup_min");
        assertTrue(w.enough(5_000));
    }

    @Test
    void autoEndsAtTheMaximumEvenBelowTheMinimumWhileTheJitKeepsCompiling() throws Exception {
        Warmup w = Warmup.auto(1_000_000, 100 * MS, 300 * MS, new FakeJit(60_000 * MS));
        w.begin();
        double ms = msUntilEnough(w, 10, 5_000);
        w.end();
        assertEquals(Warmup.BY_MAX_TIME, w.stoppedBy());
        assertTrue((Double) w.describe().get("decided_after_ms") >= 300, "ended before warmup_max: " + w.describe());
        assertTrue(ms < 3_000, "ended after " + ms + " ms, long after warmup_max");
    }

    @Test
    void withoutAJitToWatchAutoStopsAtTheMinimum() {
        Warmup w = Warmup.auto(300, 100 * MS, 10_000 * MS, NO_JIT);
        w.begin();
        assertFalse(w.enough(299));
        assertTrue(w.enough(300));
        assertEquals(Warmup.BY_NO_JIT, w.stoppedBy());
        assertTrue(
                w.describe().get("reason").toString().contains("an AOT-compiled application"),
                w.describe().toString());
        w.end();
    }

    @Test
    void aCountIsACountAndATimeIsATime() throws Exception {
        Warmup count = Warmup.count(10);
        count.begin();
        assertFalse(count.enough(9));
        assertTrue(count.enough(10));
        assertEquals(4, count.left(6));
        Warmup time = Warmup.time(150 * MS);
        time.begin();
        assertFalse(time.enough(1_000_000));
        double ms = msUntilEnough(time, 0, 5_000);
        time.end();
        assertTrue(
                (Double) time.describe().get("decided_after_ms") >= 150,
                "a 150 ms warm-up ended early: " + time.describe());
        assertTrue(ms < 3_000, "a 150 ms warm-up ended after " + ms + " ms");
        assertEquals(Warmup.BY_TIME, time.stoppedBy());
    }

    @Test
    void threadsFollowTheWarmupInChunksAndSayHowManyTheyRan() throws Exception {
        final Warmup w = Warmup.auto(2_000, 50 * MS, 10_000 * MS, new FakeJit(100 * MS));
        final long[] warmupIterations = new long[1];
        SampleBuffer samples = new SampleBuffer(100);
        final ThreadContext ctx = SingleThread.of(null)
                .cpus(rtjbench.core.os.CpuList.of())
                .clock(null)
                .samples(samples)
                .warmup(w)
                .build();
        final int[] measured = new int[1];
        w.begin();
        WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
            @Override
            public boolean run(int n, boolean isMeasured) throws InterruptedException {
                assertTrue(n >= 1 && n <= 100, "chunk of " + n + " for a buffer of 100");
                if (isMeasured) {
                    measured[0] += n;
                } else {
                    warmupIterations[0] += n;
                    Thread.sleep(1);
                }
                return true;
            }
        });
        w.end();
        assertEquals(warmupIterations[0], ctx.warmupIterations());
        assertTrue(ctx.warmupIterations() >= 2_000, "ran " + ctx.warmupIterations() + " < warmup_min");
        assertEquals(100, measured[0]);
        assertEquals(Warmup.BY_QUIET, w.stoppedBy());
    }

    @Test
    void chunksGrowWhileShortAndShrinkWhenLong() {
        assertEquals(32, WarmupThenCount.nextChunk(16, 1_000));
        assertEquals(WarmupThenCount.MAX_CHUNK, WarmupThenCount.nextChunk(WarmupThenCount.MAX_CHUNK, 1_000));
        assertEquals(8, WarmupThenCount.nextChunk(16, 2 * WarmupThenCount.CHUNK_NANOS));
        assertEquals(1, WarmupThenCount.nextChunk(1, 2 * WarmupThenCount.CHUNK_NANOS));
        assertEquals(16, WarmupThenCount.nextChunk(16, WarmupThenCount.CHUNK_NANOS * 3 / 4));
    }
}
