package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The clock's step found in latencies made on clocks of known steps, and not found where there is none. */
class ClockStepTest {
    @Test
    void theWorkedExampleOfTheDefinition() {
        long[] samples = new long[70];
        long[] pattern = {20, 30, 30, 41, 50, 50, 60};
        for (int i = 0; i < samples.length; i++) samples[i] = pattern[i % pattern.length];
        assertEquals(10, ClockStep.of(samples, 30));
    }

    @Test
    void aClockOfTenNanosecondStepsDriftingOffTheWholeNanosecondIsTen() {
        // a TSC counting 26 cycles at a time at 2596.12 MHz: steps of 10.015 ns, rounded to ns as nanoTime does
        Random random = new Random(3);
        long[] samples = new long[5000];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = Math.round((2 + random.nextInt(6)) * 26 / 2.59612);
        }
        assertEquals(10, ClockStep.of(samples, 30));
    }

    @Test
    void aNanosecondClockHasNoStep() {
        Random random = new Random(5);
        long[] samples = new long[5000];
        for (int i = 0; i < samples.length; i++) samples[i] = 35 + random.nextInt(20);
        assertEquals(1, ClockStep.of(samples, 40));
        for (int i = 0; i < samples.length; i++) samples[i] = 1500 + random.nextInt(1500);
        assertEquals(1, ClockStep.of(samples, 2200));
    }

    @Test
    void samplesOnTwoValuesOnlyDoNotPassForACoarseClock() {
        long[] samples = new long[1000];
        for (int i = 0; i < samples.length; i++) samples[i] = i % 10 == 0 ? 40 : 20;
        assertEquals(1, ClockStep.of(samples, 20));
    }

    @Test
    void tooFewSamplesNearTheReferenceShowNoStep() {
        assertEquals(1, ClockStep.of(new long[] {20, 30, 40, 50, 60, 70, 80, 90, 100, 110}, 30));
        long[] farAway = new long[1000];
        for (int i = 0; i < farAway.length; i++) farAway[i] = 10_000 + 10 * (i % 5);
        assertEquals(1, ClockStep.of(farAway, 30));
    }

    @Test
    void refusesANonPositiveReference() {
        assertThrows(IllegalArgumentException.class, () -> ClockStep.of(new long[] {10}, 0));
    }

    @Test
    void aDistributionShowsTheStepItsSamplesShow() {
        long[] samples = FindingTest.onATenNanosecondStep(400, 1, 9);
        SampleDistribution d = SampleDistribution.of(samples);
        assertEquals(ClockStep.of(samples, 10), ClockStep.of(d, 10));
        assertEquals(10, ClockStep.ofPoint(d), "read against the p50, 10 ns");
        long[] withZeros = new long[500];
        System.arraycopy(samples, 0, withZeros, 100, 400); // a p50 of 0: read against the smallest positive
        assertEquals(10, ClockStep.ofPoint(SampleDistribution.of(withZeros)));
        assertEquals(1, ClockStep.ofPoint(SampleDistribution.empty()));
    }
}
