package rtjbench.core.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The per-thread sample store: what it holds after recording, a reset and a fill, and what it refuses. */
class SampleBufferTest {
    @Test
    void holdsTheSamplesInTheOrderRecorded() {
        SampleBuffer b = new SampleBuffer(4);
        b.record(30);
        b.record(10);
        b.record(20);
        assertEquals(3, b.size());
        assertEquals(4, b.capacity());
        assertFalse(b.isFull());
        assertArrayEquals(new long[] {30, 10, 20}, b.toArray());
        assertEquals(10, b.get(1));
        assertThrows(IndexOutOfBoundsException.class, () -> b.get(3), "only what was recorded can be read");
    }

    @Test
    void aResetForgetsTheWarmUpAndTheArrayIsFilledAgainFromTheStart() {
        SampleBuffer b = new SampleBuffer(2);
        b.record(1);
        b.record(2);
        assertTrue(b.isFull());
        b.reset();
        assertEquals(0, b.size());
        b.record(7);
        assertArrayEquals(new long[] {7}, b.toArray());
        b.record(8);
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> b.record(9), "past capacity is a loop bug");
        assertEquals(2, b.size(), "a refused sample is not counted");
    }

    @Test
    void endTimesAreKeptBesideTheSamplesOnlyWhereAsked() {
        SampleBuffer plain = new SampleBuffer(2);
        plain.record(5, 500);
        assertFalse(plain.keepsTimes());
        assertNull(plain.endTimesToArray());
        assertArrayEquals(new long[] {5}, plain.toArray());

        SampleBuffer timed = new SampleBuffer(3).keepTimes();
        timed.record(5, 500);
        timed.record(6, 600);
        assertTrue(timed.keepsTimes());
        assertArrayEquals(new long[] {5, 6}, timed.toArray());
        assertArrayEquals(new long[] {500, 600}, timed.endTimesToArray());
        timed.reset(); // the warm-up is forgotten, times with it
        timed.record(9, 3000);
        assertArrayEquals(new long[] {9}, timed.toArray());
        assertArrayEquals(new long[] {3000}, timed.endTimesToArray());
    }

    @Test
    void aHeldArrayCountsOnlyItsFirstSamples() {
        SampleBuffer b = SampleBuffer.holding(new long[] {4, 5, 6}, 2);
        assertEquals(2, b.size());
        assertArrayEquals(new long[] {4, 5}, b.toArray());
        assertThrows(IllegalArgumentException.class, () -> SampleBuffer.holding(new long[] {1}, 2));
        assertThrows(IllegalArgumentException.class, () -> new SampleBuffer(0));
    }
}
