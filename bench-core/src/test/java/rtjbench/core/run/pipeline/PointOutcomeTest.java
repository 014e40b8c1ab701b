package rtjbench.core.run.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * What the console's summary row and the indexes say of a point a signal stopped: what its fork saved, as saved,
 * where it reported no figures (never "no samples" for a fork that saved 770 jobs).
 */
class PointOutcomeTest {
    @Test
    void aStoppedPointWithoutFiguresSaysWhatItSaved() {
        PointOutcome o = PointOutcome.incomplete("interrupted by a signal (Ctrl-C or SIGTERM)")
                .saved("770 jobs saved");
        assertEquals("770 jobs saved", o.saved);
        assertEquals("770 jobs saved; incomplete: interrupted by a signal (Ctrl-C or SIGTERM)", o.problem());
    }

    @Test
    void aStoppedPointThatSavedNothingSaysOnlyWhy() {
        PointOutcome o = PointOutcome.incomplete("interrupted by a signal (Ctrl-C or SIGTERM)")
                .saved(null);
        assertNull(o.saved);
        assertEquals("incomplete: interrupted by a signal (Ctrl-C or SIGTERM)", o.problem());
    }

    @Test
    void aCompletePointKeepsNoSavedAndHasNoProblem() {
        PointOutcome o = PointOutcome.COMPLETE.saved("12 samples saved");
        assertNull(o.saved);
        assertNull(o.problem());
    }
}
