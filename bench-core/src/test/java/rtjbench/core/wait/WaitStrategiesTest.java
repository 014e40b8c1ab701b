package rtjbench.core.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class WaitStrategiesTest {
    @ParameterizedTest
    @ValueSource(strings = {"park", "yield", "backoff", "spin"})
    @Timeout(20)
    void eachStrategySeesAConditionAnotherThreadSets(String name) throws Exception {
        WaitChoice choice = new WaitChoice(name, 10, 5, 1_000, 100_000);
        final AtomicBoolean flag = new AtomicBoolean();
        final Thread waiter = Thread.currentThread();
        WaitStrategy wait = choice.newStrategy(this);
        assertEquals(name, wait.name());
        assertEquals("park".equals(name), wait.needsWakeUp(), name + ": only park is unparked");
        for (int round = 0; round < 50; round++) {
            flag.set(false);
            Thread setter = new Thread(() -> {
                flag.set(true);
                if (wait.needsWakeUp()) {
                    java.util.concurrent.locks.LockSupport.unpark(waiter);
                }
            });
            setter.start();
            while (!flag.get()) {
                wait.idle();
            }
            wait.reset();
            setter.join();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"park", "yield", "backoff", "spin"})
    @Timeout(20)
    void eachStrategyWaitsForADeadline(String name) {
        WaitStrategy wait = new WaitChoice(name, 10, 5, 1_000, 1_000_000).newStrategy(this);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(5);
        long now;
        while ((now = System.nanoTime()) - deadline < 0) {
            wait.idleAtMost(deadline - now);
        }
        assertTrue(now >= deadline);
    }

    @Test
    void anUnknownStrategyIsRefusedWhenChosenNotWhenWaiting() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new WaitChoice("sleep", 0, 0, 1, 1));
        assertTrue(e.getMessage().contains("'sleep'"), e.getMessage());
    }

    @Test
    void busyStrategiesAreSpinAndYield() {
        assertTrue(WaitStrategies.busy("spin"));
        assertTrue(WaitStrategies.busy("yield"));
        assertFalse(WaitStrategies.busy("park"));
        assertFalse(WaitStrategies.busy("backoff"));
    }

    @Test
    void theSpinHintIsFoundOnAVmThatHasIt() {
        boolean java9 = !System.getProperty("java.specification.version").startsWith("1.");
        assertEquals(java9, OnSpinWait.available());
        OnSpinWait.hint(); // and calling it does nothing but return
    }
}
