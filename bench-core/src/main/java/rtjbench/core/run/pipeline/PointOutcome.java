package rtjbench.core.run.pipeline;

import rtjbench.core.run.console.PointFigures;

/**
 * How a point ended: complete, or why not (what the sweep and suite indexes then say beside its status), and
 * its figures over all threads where it has samples (the console's summary lists them).
 */
public final class PointOutcome {
    public static final PointOutcome COMPLETE = new PointOutcome(null, null);

    public final String incompleteReason;
    /** All threads' figures; null where the point has none (no samples, or record=histogram). */
    public final PointFigures figures;

    private PointOutcome(String incompleteReason, PointFigures figures) {
        this.incompleteReason = incompleteReason;
        this.figures = figures;
    }

    public static PointOutcome incomplete(String reason) {
        return new PointOutcome(reason == null ? "incomplete" : reason, null);
    }

    /** This outcome with the point's figures. */
    public PointOutcome with(PointFigures f) {
        return new PointOutcome(incompleteReason, f);
    }

    public boolean complete() {
        return incompleteReason == null;
    }
}
