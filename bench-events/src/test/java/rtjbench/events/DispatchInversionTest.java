package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.core.testing.SingleThread;
import rtjbench.core.testing.StandIns;
import rtjbench.events.handler.Event;
import rtjbench.events.handler.HandlerSpec;

class DispatchInversionTest {
    private final DispatchInversion inversion = new DispatchInversion();

    @Test
    void lowPrioritiesIncreaseAndStayBelowTheHighOne() {
        assertArrayEquals(new int[] {1, 3, 5, 7, 9}, DispatchInversion.lowPriorities(5, 1, 11));
        int[] many = DispatchInversion.lowPriorities(1000, 1, 31);
        assertEquals(1, many[0]);
        for (int i = 1; i < many.length; i++) {
            assertTrue(many[i] >= many[i - 1], "nondecreasing at " + i);
            assertTrue(many[i] < 31, "below the high handler at " + i);
        }
        assertEquals(30, many[999]);
        assertEquals(0, DispatchInversion.lowPriorities(0, 1, 31).length);
    }

    @Test
    void lowPriorityMustBeBelowTheHighOne() {
        Config c = MiniHarness.config(inversion, "low_priority", "40", "priority", "30");
        ConfigException e = assertThrows(ConfigException.class, () -> inversion.check(c, MiniHarness.env()));
        assertTrue(
                e.getMessage().contains("low_priority=40 must be below the high handler's priority 31"),
                e.getMessage());
    }

    /** An event that runs its handlers on the firing thread, in the order given: the ordering logic alone. */
    private static final class InlineEvent implements Event {
        private final boolean highestFirst;
        private final List<HandlerSpec> handlers = new ArrayList<>();

        InlineEvent(boolean highestFirst) {
            this.highestFirst = highestFirst;
        }

        @Override
        public void addHandler(HandlerSpec handler) {
            handlers.add(handler);
        }

        @Override
        public void fire() {
            if (highestFirst) {
                for (int i = handlers.size() - 1; i >= 0; i--)
                    handlers.get(i).body().run();
            } else {
                for (HandlerSpec h : handlers) h.body().run();
            }
        }

        @Override
        public void close() {}
    }

    private static Map<String, Object> runInline(boolean highestFirst, int lows, int count) throws Exception {
        Config c = MiniHarness.config(new DispatchInversion());
        ThreadContext ctx =
                SingleThread.of(c).samples(new SampleBuffer(count)).warmup(5).build();
        InlineEvent event = new InlineEvent(highestFirst);
        DispatchInversion.InversionLoop loop = new DispatchInversion.InversionLoop(ctx, event, lows + 1);
        for (int i = 0; i < lows; i++) {
            event.addHandler(new HandlerSpec("low" + i, i + 1, CpuList.of(), loop.lowHandler));
        }
        event.addHandler(new HandlerSpec("high", 99, CpuList.of(), loop.highHandler));
        loop.run(ctx);
        assertEquals(count, ctx.samples().size());
        return loop.firstRan();
    }

    @Test
    void countsWhenTheHighHandlerWasNotFirst() throws Exception {
        Map<String, Object> naive = runInline(false, 7, 20);
        assertEquals(20L, naive.get("fires"), "warm-up fires are not counted");
        assertEquals(20L, naive.get("high_not_first"));
        assertEquals(0L, naive.get("high_first"));
        assertEquals(7.0, (Double) naive.get("lows_started_before_high_mean"), 1e-9);
        assertEquals(7, naive.get("lows_started_before_high_max"));

        Map<String, Object> sound = runInline(true, 7, 20);
        assertEquals(20L, sound.get("high_first"));
        assertEquals(0L, sound.get("high_not_first"));
        assertEquals(0, sound.get("lows_started_before_high_max"));
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> firstRan(String... args) throws Exception {
        MiniHarness h = MiniHarness.run(inversion, MiniHarness.config(inversion, args));
        List<Map<String, Object>> perThread = (List<Map<String, Object>>) h.metadata.get("first_ran");
        assertEquals(h.config.getInt(CommonArgs.THREADS), perThread.size());
        for (SampleBuffer s : h.samples) {
            assertEquals(h.config.getInt(CommonArgs.COUNT), s.size());
        }
        return perThread.get(0);
    }

    /** 50 fires of 20 low handlers and the high one, on one pool worker, released in {@code order}. */
    private Map<String, Object> oneWorkerTwentyLows(String order) throws Exception {
        return firstRan(
                "handler",
                "pooled",
                "pool_size",
                "1",
                "low_handlers",
                "20",
                "release_order",
                order,
                "count",
                "50",
                "warmup",
                "10",
                "instr_load",
                "0");
    }

    /** One pool worker and a FIFO queue run handlers exactly in release order, so the order decides who is first. */
    @Test
    void pooledReleaseOrderDecidesWhoRunsFirst() throws Exception {
        Map<String, Object> registration = oneWorkerTwentyLows("registration");
        assertEquals(50L, registration.get("high_not_first"));
        assertEquals(20, registration.get("lows_started_before_high_max"));

        Map<String, Object> priority = oneWorkerTwentyLows("priority");
        assertEquals(50L, priority.get("high_first"));
    }

    /**
     * The RTSJ stand-in's AsyncEvent releases by priority and its one pool worker runs the most eligible handler
     * next. A handler still returning from the previous fire when the next one comes takes it at once (its
     * pending fire count, as RTSJ says), ahead of the queue: so at most that one low handler starts before the
     * high one, in every fire (in registration order all ten would). How often it happens depends on where the
     * scheduler puts the worker and the firer (a firer woken on the worker's CPU can preempt it before it
     * returns, for longer than any simulated work), so the bound, not a count of fires, is what is checked.
     */
    @Tag(StandIns.TAG)
    @Test
    void rtsjHandlersRunInPriorityOrder() throws Exception {
        Map<String, Object> pooled = firstRan(
                "handler", "rtsj-pooled", "low_handlers", "10", "count", "50", "warmup", "10", "instr_load", "200000");
        assertEquals(50L, pooled.get("fires"));
        assertTrue(
                ((Number) pooled.get("lows_started_before_high_max")).intValue() <= 1,
                "at most the handler still returning from the fire before starts ahead of the high one: " + pooled);
        Map<String, Object> bound = firstRan(
                "handler", "rtsj-bound", "low_handlers", "10", "count", "50", "warmup", "10", "instr_load", "0");
        assertEquals(50L, bound.get("fires"));
    }

    @Test
    void rtsjKindsKeepTheVmsOrder() {
        Config c = MiniHarness.config(inversion, "handler", "rtsj-bound", "release_order", "registration");
        ConfigException e = assertThrows(ConfigException.class, () -> inversion.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("applies to the standard kinds only"), e.getMessage());
    }

    @Test
    void boundHandlersAllRunEveryFire() throws Exception {
        Map<String, Object> m =
                firstRan("handler", "bound", "low_handlers", "30", "count", "40", "warmup", "5", "instr_load", "0");
        assertEquals(40L, m.get("fires"));
    }
}
