package rtjbench.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The clock's step read off back-to-back differences: the common smallest one, not a rare smaller one. */
class ReadCostTest {
    @Test
    void aRareOneTickDifferenceIsNotTheStep() {
        long[] regions = new long[20_000];
        // The TSC of this guest read back to back: a read costs about one step of 26 ticks (10 ns)
        Arrays.fill(regions, 0);
        for (int i = 0; i < 9_000; i++) {
            regions[i] = 26;
        }
        for (int i = 9_000; i < 9_300; i++) {
            regions[i] = 52;
        }
        regions[9_500] = 1; // what made the resolution read 0.39 ns now and then
        regions[9_501] = 1;
        assertEquals(26, ReadCost.stepTicks(regions, regions.length));
    }

    @Test
    void aDifferenceAsCommonAsTheShareCounts() {
        long[] regions = new long[1_000];
        Arrays.fill(regions, 30);
        for (int i = 0; i < 10; i++) {
            regions[i] = 10; // 1 %: the step
        }
        assertEquals(10, ReadCost.stepTicks(regions, regions.length));
        regions[0] = 30; // 0.9 %: no longer
        assertEquals(30, ReadCost.stepTicks(regions, regions.length));
    }

    @Test
    void manyRegionsAreReadFromAnEvenSampleOfThem() {
        // a million regions: 70% one step of 26 ticks, 30% two, and a run of one-tick ones too rare to count
        long[] regions = new long[1_000_000];
        for (int i = 0; i < regions.length; i++) {
            regions[i] = i % 10 < 7 ? 26 : 52;
        }
        for (int i = 500_000; i < 500_050; i++) {
            regions[i] = 1;
        }
        assertEquals(26, ReadCost.stepTicks(regions, regions.length));
        assertEquals(52, ReadCost.stepTicks(new long[] {52, 52, 52, 26}, 3), "only the first count");
    }

    @Test
    void spreadOutDifferencesGiveTheSmallestAndNoneNonZeroGivesNone() {
        long[] spread = new long[1_000];
        for (int i = 0; i < spread.length; i++) {
            spread[i] = 100 + i;
        }
        assertEquals(100, ReadCost.stepTicks(spread, spread.length));
        assertEquals(-1, ReadCost.stepTicks(new long[100], 100));
    }
}
