package rtjbench.core.run.pipeline;

import rtjbench.core.run.console.PointFigures;

/**
 * How a point ended: complete, or why not (what the sweep and suite indexes then say beside its status), its
 * figures over all threads where it has samples (the console's summary lists them), and what an incomplete point's
 * folder holds where it reported no figures (a fork a signal stopped first: {@code 770 jobs saved}).
 */
public final class PointOutcome {
    public static final PointOutcome COMPLETE = new PointOutcome(null, null, null);

    public final String incompleteReason;
    /** All threads' figures; null where the point has none (no samples, or record=histogram). */
    public final PointFigures figures;
    /**
     * What an incomplete point saved, as the console and the indexes say it ({@code 770 jobs saved}, {@code 12,000
     * samples saved}); null where it is complete or saved nothing.
     */
    public final String saved;

    private PointOutcome(String incompleteReason, PointFigures figures, String saved) {
        this.incompleteReason = incompleteReason;
        this.figures = figures;
        this.saved = saved;
    }

    public static PointOutcome incomplete(String reason) {
        return new PointOutcome(reason == null ? "incomplete" : reason, null, null);
    }

    /** This outcome with the point's figures. */
    public PointOutcome with(PointFigures f) {
        return new PointOutcome(incompleteReason, f, saved);
    }

    /** This outcome with what its folder saved (null: nothing, or nothing to say); a complete point keeps none. */
    public PointOutcome saved(String what) {
        return new PointOutcome(incompleteReason, figures, complete() ? null : what);
    }

    /**
     * Why the point is not complete as the console's summary says it: {@code incomplete: REASON}, after what it
     * saved where it has no figures to show ({@code 770 jobs saved; incomplete: interrupted by a signal}); null where
     * it is complete.
     */
    public String problem() {
        if (complete()) {
            return null;
        }
        return (figures == null && saved != null ? saved + "; " : "") + "incomplete: " + incompleteReason;
    }

    public boolean complete() {
        return incompleteReason == null;
    }
}
