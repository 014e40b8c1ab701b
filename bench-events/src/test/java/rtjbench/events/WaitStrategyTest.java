package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.core.args.Config;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.run.Main;
import rtjbench.core.support.ConfigException;
import rtjbench.core.testing.SingleThread;
import rtjbench.core.wait.WaitChoice;
import rtjbench.events.handler.Event;
import rtjbench.events.handler.HandlerKind;
import rtjbench.events.handler.HandlerKinds;
import rtjbench.events.handler.HandlerSetup;
import rtjbench.events.handler.HandlerSpec;
import rtjbench.events.handler.ReleaseOrder;

/** dispatch's wait strategies: every event delivered once and in order, a stop on close, and the refusals. */
class WaitStrategyTest {
    private final Dispatch dispatch = new Dispatch();

    @TempDir
    Path dir;

    private static ThreadContext context(StopFlag stop) {
        return SingleThread.of(MiniHarness.config(new Dispatch())).stop(stop).build();
    }

    private static WaitChoice waitChoice(String strategy) {
        return new WaitChoice(strategy, 50, 5, 1_000, 200_000);
    }

    /** The bound handler kind, its threads unplaced and SCHED_OTHER, waiting as {@code wait} says. */
    private static HandlerKind boundHandlers(WaitChoice wait) throws ConfigException {
        HandlerSetup setup = new HandlerSetup(
                SchedPolicy.OTHER, ThreadControls.none("test"), ReleaseOrder.PRIORITY, 1, CpuList.of(0), 0, wait);
        return HandlerKinds.open(HandlerKinds.BOUND, setup, MiniHarness.env());
    }

    /** Closes the event and its kind, and checks the event's one handler thread ended. */
    private static void closeAndAwaitTheHandlerThread(HandlerKind kind, Event event, String strategy)
            throws InterruptedException {
        List<Thread> threads = event.threads();
        assertEquals(1, threads.size());
        event.close();
        kind.close();
        threads.get(0).join(10_000);
        assertFalse(threads.get(0).isAlive(), strategy + ": the handler thread ended on close");
    }

    /**
     * A firer and a bound handler in lock step, both waiting in one strategy: the handler sees release k as
     * its k-th run, in order, none lost or doubled, and its thread ends when the event is closed.
     */
    @ParameterizedTest
    @ValueSource(strings = {"park", "yield", "backoff", "spin"})
    @Timeout(30)
    void eachStrategyDeliversEveryEventInOrderAndStopsOnClose(String strategy) throws Exception {
        WaitChoice wait = waitChoice(strategy);
        HandlerKind kind = boundHandlers(wait);
        Event event = kind.newEvent("e");
        final int events = 2_000;
        final long[] fired = new long[1];
        final List<Long> seen = new ArrayList<>(events);
        final CompletionNotice notice = new CompletionNotice(wait);
        event.addHandler(new HandlerSpec("handler-0", 1, CpuList.of(0), () -> {
            seen.add(fired[0]);
            notice.done();
        }));
        ThreadContext ctx = context(new StopFlag());
        for (long k = 1; k <= events; k++) {
            notice.expect(1);
            fired[0] = k;
            event.fire();
            assertTrue(notice.await(ctx));
        }
        assertEquals(events, seen.size(), strategy + ": one run a release");
        for (int i = 0; i < events; i++) {
            assertEquals(i + 1, (long) seen.get(i), strategy + ": run " + i + " saw another release");
        }
        closeAndAwaitTheHandlerThread(kind, event, strategy);
    }

    /**
     * Fires that come while the handler is still running are each run afterwards, as RTSJ's fire count has it:
     * the firer counts its releases on its own, and a count that missed one, or published one twice, would give
     * another number of runs.
     */
    @ParameterizedTest
    @ValueSource(strings = {"park", "yield", "backoff", "spin"})
    @Timeout(30)
    void releasesWhileTheHandlerRunsAreEachRunAfterwards(String strategy) throws Exception {
        HandlerKind kind = boundHandlers(waitChoice(strategy));
        Event event = kind.newEvent("e");
        final CountDownLatch firstRunning = new CountDownLatch(1);
        final CountDownLatch letFirstEnd = new CountDownLatch(1);
        final AtomicInteger runs = new AtomicInteger();
        event.addHandler(new HandlerSpec("handler-0", 1, CpuList.of(0), () -> {
            if (runs.incrementAndGet() == 1) {
                firstRunning.countDown();
                try {
                    letFirstEnd.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }));
        event.fire();
        assertTrue(firstRunning.await(10, TimeUnit.SECONDS), strategy + ": the first release ran");
        for (int i = 0; i < 4; i++) {
            event.fire(); // the handler is still in its first run
        }
        letFirstEnd.countDown();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (runs.get() < 5 && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        Thread.sleep(50); // time for a sixth run, which must not come
        assertEquals(5, runs.get(), strategy + ": one run a release, the four pending ones included");
        closeAndAwaitTheHandlerThread(kind, event, strategy);
    }

    /** dispatch with its handler on the other of CPUs 0 and 1, {@code count} samples after 50 warm-up fires. */
    private Config onTwoCpus(String strategy, String count, String... more) {
        List<String> kv = new ArrayList<>(Arrays.asList(
                "wait_strategy", strategy, "handler_cpu", "other", "cpus", "0,1", "count", count, "warmup", "50"));
        kv.addAll(Arrays.asList(more));
        return MiniHarness.config(dispatch, kv.toArray(new String[0]));
    }

    /** Through the harness: each strategy's samples, and the CPU time of firer and handler in the metadata. */
    @ParameterizedTest
    @ValueSource(strings = {"park", "yield", "backoff", "spin"})
    @Timeout(60)
    void dispatchRunsInEachStrategy(String strategy) throws Exception {
        Config c = onTwoCpus(strategy, "500", "instr_load", "10");
        dispatch.check(c, MiniHarness.env());
        MiniHarness h = MiniHarness.run(dispatch, c);
        assertEquals(500, h.samples.get(0).size());
        @SuppressWarnings("unchecked")
        Map<String, Object> described = (Map<String, Object>) h.metadata.get("wait_strategy");
        assertEquals(strategy, described.get("name"));
    }

    /**
     * A spinning hand-off across CPUs records where the host put them: the one-way time of a cache line between the
     * firer's CPU and its handler's before and after the run; a blocking one, whose wake-up dwarfs it, does not.
     */
    @ParameterizedTest
    @ValueSource(strings = {"spin", "park"})
    @Timeout(60)
    @SuppressWarnings("unchecked")
    void aSpinningHandOffRecordsTheOneWayTimeBetweenItsCpus(String strategy) throws Exception {
        ThreadControl control = ThreadControls.detect();
        assumeTrue(control.isAvailable(), control.description());
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "one CPU");
        RunEnvironment env = MiniHarness.env(MiniHarness.env().topology(), control);
        Config c = onTwoCpus(strategy, "200");
        dispatch.check(c, env);
        MiniHarness h = MiniHarness.run(dispatch, c, env);
        Map<String, Object> placement = (Map<String, Object>) h.metadata.get("hand_off_placement");
        if ("park".equals(strategy)) {
            assertNull(placement, "park: " + placement);
            return;
        }
        assertNotNull(placement, "no hand_off_placement in " + h.metadata.keySet());
        for (String when : new String[] {"before", "after"}) {
            Object oneWay = ((Map<String, Object>) placement.get(when)).get("0-1");
            // A number, or on CPUs busy with other tests the reason there is none.
            assertTrue(
                    oneWay instanceof Double && (Double) oneWay > 0
                            || String.valueOf(oneWay).startsWith("not measured: "),
                    when + ": " + oneWay);
        }
    }

    @Test
    void spinWithTheHandlerOnItsFirersCpuIsRefusedWithTheReason() {
        Config c = MiniHarness.config(dispatch, "wait_strategy", "spin", "handler_cpu", "same", "cpus", "0");
        ConfigException e = assertThrows(ConfigException.class, () -> dispatch.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("on its firer's own CPU 0"), e.getMessage());
        assertTrue(e.getMessage().contains("nothing could run the handler while the firer spins"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"yield", "backoff"})
    void yieldAndBackoffAreAllowedOnTheFirersCpu(String strategy) throws Exception {
        dispatch.check(
                MiniHarness.config(dispatch, "wait_strategy", strategy, "handler_cpu", "same", "cpus", "0"),
                MiniHarness.env());
    }

    @Test
    void spinNeedsACpuForEverySpinningThread() {
        Config c = MiniHarness.config(
                dispatch, "wait_strategy", "spin", "handler_cpu", "other", "cpus", "0,1", "no_of_threads", "2");
        ConfigException e = assertThrows(ConfigException.class, () -> dispatch.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("a CPU of its own for each of the 2 firers"), e.getMessage());
    }

    /** Spinning (or yielding) firers and handlers under SCHED_FIFO on every CPU the process has are refused. */
    @ParameterizedTest
    @ValueSource(strings = {"spin", "yield"})
    void fifoSpinnersOnEveryCpuAreRefused(String strategy) throws Exception {
        String all = MiniHarness.env().allowedCpus().toString();
        int n = MiniHarness.env().allowedCpus().size();
        Config c = MiniHarness.config(
                dispatch,
                "wait_strategy",
                strategy,
                "handler_cpu",
                n > 1 ? "other" : "same",
                "cpus",
                all,
                "no_of_threads",
                Integer.toString(Math.max(1, n / 2)),
                "scheduling_policy",
                "fifo");
        if ("spin".equals(strategy) && n < 2) {
            return; // one CPU: spin is refused for its placement already
        }
        ConfigException e = assertThrows(ConfigException.class, () -> dispatch.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("refusing busy real-time threads"), e.getMessage());
        dispatch.check(c.with(rtjbench.core.args.CommonArgs.RT_ALL_CPUS, true), MiniHarness.env());
        // backoff parks: allowed
        dispatch.check(
                MiniHarness.config(
                        dispatch,
                        "wait_strategy",
                        "backoff",
                        "handler_cpu",
                        n > 1 ? "other" : "same",
                        "cpus",
                        all,
                        "scheduling_policy",
                        "fifo"),
                MiniHarness.env());
    }

    @Test
    void strategiesOtherThanParkNeedAHandlerThreadOfItsOwn() {
        Config c = MiniHarness.config(dispatch, "wait_strategy", "yield", "handler", "pooled");
        ConfigException e = assertThrows(ConfigException.class, () -> dispatch.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("is for handler=bound or virtual"), e.getMessage());
    }

    @Test
    void backoffSleepsOutOfOrderAreRefused() {
        Config c = MiniHarness.config(
                dispatch, "wait_strategy", "backoff", "backoff_min_park", "1ms", "backoff_max_park", "10us");
        ConfigException e = assertThrows(ConfigException.class, () -> dispatch.check(c, MiniHarness.env()));
        assertTrue(
                e.getMessage().contains("backoff_max_park=10us is shorter than backoff_min_park=1ms"), e.getMessage());
    }

    /** From the command line: an unknown strategy or a negative count is exit 2, one message, nothing written. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "wait_strategy=sleep",
                "backoff_spins=-1",
                "backoff_yields=-5",
                "backoff_min_park=-1us",
                "wait_strategy=spin,handler_cpu=same"
            })
    void badInputExitsTwoWithOneMessageAndNothingWritten(String given) throws Exception {
        StringBuilder extra = new StringBuilder();
        for (String kv : given.split(",")) {
            String[] p = kv.split("=");
            extra.append("<arg name=\"")
                    .append(p[0])
                    .append("\" value=\"")
                    .append(p[1])
                    .append("\"/>");
        }
        Path results = dir.resolve("results");
        Path args = dir.resolve("args.xml");
        Files.write(
                args,
                ("<testapp name=\"dispatch\"><arg name=\"datadir\" value=\"" + results + "\"/>"
                                + "<arg name=\"count\" value=\"10\"/>" + extra + "</testapp>")
                        .getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"--quiet", args.toString()}, new PrintStream(out, true), new PrintStream(err, true));
        String message = err.toString().trim();
        assertEquals(2, status, message);
        assertEquals(1, message.split("\n").length, "one message: " + message);
        String name = given.split("=")[0];
        assertTrue(message.contains(name), message);
        assertFalse(Files.exists(results), "nothing written");
    }
}
