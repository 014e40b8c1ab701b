package rtjbench.core.run;

/** How a point ended: complete, or why not (what the sweep and suite indexes then say beside its status). */
final class PointOutcome {
    static final PointOutcome COMPLETE = new PointOutcome(null);

    final String incompleteReason;

    private PointOutcome(String incompleteReason) {
        this.incompleteReason = incompleteReason;
    }

    static PointOutcome incomplete(String reason) {
        return new PointOutcome(reason == null ? "incomplete" : reason);
    }

    boolean complete() {
        return incompleteReason == null;
    }
}
