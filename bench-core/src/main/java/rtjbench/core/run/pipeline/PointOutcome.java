package rtjbench.core.run.pipeline;

/** How a point ended: complete, or why not (what the sweep and suite indexes then say beside its status). */
public final class PointOutcome {
    public static final PointOutcome COMPLETE = new PointOutcome(null);

    public final String incompleteReason;

    private PointOutcome(String incompleteReason) {
        this.incompleteReason = incompleteReason;
    }

    public static PointOutcome incomplete(String reason) {
        return new PointOutcome(reason == null ? "incomplete" : reason);
    }

    public boolean complete() {
        return incompleteReason == null;
    }
}
