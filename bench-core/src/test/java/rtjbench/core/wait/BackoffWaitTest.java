package rtjbench.core.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Backoff's phases, turn by turn, against a fake clock that its parks advance. */
class BackoffWaitTest {
    /** Records each turn and moves a fake clock: a spin costs 1 ns, a yield 10 ns, a park what it asked. */
    static final class FakeTurns implements BackoffWait.Turns {
        final List<String> turns = new ArrayList<>();
        long now;

        @Override
        public void spin() {
            turns.add("spin");
            now += 1;
        }

        @Override
        public void yieldCpu() {
            turns.add("yield");
            now += 10;
        }

        @Override
        public void parkNanos(long nanos) {
            turns.add("park " + nanos);
            now += nanos;
        }
    }

    @Test
    void spinsThenYieldsThenParksWithDoublingSleepsUpToTheMax() {
        FakeTurns fake = new FakeTurns();
        BackoffWait wait = new BackoffWait(3, 2, 1_000, 5_000, fake);
        for (int i = 0; i < 9; i++) {
            wait.idle();
        }
        assertEquals(
                "[spin, spin, spin, yield, yield, park 1000, park 2000, park 4000, park 5000]", fake.turns.toString());
        assertEquals(3 * 1 + 2 * 10 + 1_000 + 2_000 + 4_000 + 5_000, fake.now);
        assertFalse(wait.needsWakeUp(), "a backoff wait is not unparked: its sleeps bound it");
    }

    @Test
    void aResetStartsAgainWithTheSpins() {
        FakeTurns fake = new FakeTurns();
        BackoffWait wait = new BackoffWait(1, 1, 100, 1_000, fake);
        for (int i = 0; i < 4; i++) {
            wait.idle();
        }
        wait.reset();
        for (int i = 0; i < 3; i++) {
            wait.idle();
        }
        assertEquals("[spin, yield, park 100, park 200, spin, yield, park 100]", fake.turns.toString());
    }

    @Test
    void waitingForADeadlineNeverSleepsPastIt() {
        FakeTurns fake = new FakeTurns();
        BackoffWait wait = new BackoffWait(0, 0, 1_000, 1_000_000, fake);
        long deadline = 5_500;
        while (fake.now < deadline) {
            wait.idleAtMost(deadline - fake.now);
        }
        assertEquals("[park 1000, park 2000, park 2500]", fake.turns.toString());
        assertEquals(deadline, fake.now, "woke exactly at the deadline, not one doubled sleep later");
    }

    @Test
    void zeroCountsGoStraightToTheParks() {
        FakeTurns fake = new FakeTurns();
        BackoffWait wait = new BackoffWait(0, 0, 7, 7, fake);
        wait.idle();
        wait.idle();
        assertEquals("[park 7, park 7]", fake.turns.toString());
    }

    @Test
    void negativeCountsAndSleepsOutOfOrderAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new BackoffWait(-1, 0, 1, 1, new FakeTurns()));
        assertThrows(IllegalArgumentException.class, () -> new BackoffWait(0, -1, 1, 1, new FakeTurns()));
        assertThrows(IllegalArgumentException.class, () -> new BackoffWait(0, 0, 10, 5, new FakeTurns()));
        assertThrows(IllegalArgumentException.class, () -> new BackoffWait(0, 0, 0, 5, new FakeTurns()));
    }
}
