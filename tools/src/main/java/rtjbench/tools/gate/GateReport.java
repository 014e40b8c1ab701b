package rtjbench.tools.gate;

import java.util.List;
import java.util.Locale;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.Unit;

/**
 * The gate's console: a header, a line a point not compared and a line a statistic judged (unless quiet), then the
 * regressions, each named with both figures, and the conclusion.
 */
final class GateReport {
    private GateReport() {}

    /** Prints every point's lines, then the regressions; the conclusion is {@link #conclusion}'s. */
    static void print(Gate.Outcome outcome, Unit unit, boolean quiet) {
        if (!quiet)
            System.out.println(
                    "gate: " + outcome.fresh().runId() + " (" + outcome.fresh().location() + ")");
        for (Gate.Point p : outcome.points()) {
            if (!p.compared()) {
                if (!quiet) {
                    boolean differ = p.notComparedAs() == Comparison.Verdict.NOT_COMPARABLE;
                    System.out.println("  " + p.point() + ": " + (differ ? "not comparable, " : "") + p.notCompared());
                }
                continue;
            }
            for (Gate.Judged j : p.judged()) {
                if (j.result().verdict() != Comparison.Verdict.REGRESSION && !quiet) {
                    System.out.println("  " + line(p.point(), j, unit));
                }
            }
        }
        for (Gate.Point p : outcome.points()) {
            for (Gate.Judged j : p.judged()) {
                if (j.result().verdict() == Comparison.Verdict.REGRESSION) {
                    System.out.println("REGRESSION " + line(p.point(), j, unit));
                }
            }
        }
    }

    /** The last line where something was compared: the regressions' count, or that there was none. */
    static String conclusion(Gate.Outcome outcome) {
        int regressions = outcome.regressions().size();
        if (regressions > 0) {
            return regressions + (regressions == 1 ? " regression" : " regressions") + " against "
                    + String.join(", ", outcome.usedBaselines());
        }
        int compared = outcome.compared();
        return "no regression (" + compared + (compared == 1 ? " point" : " points") + " compared)";
    }

    /** Why nothing was compared: the baselines, and the first ten points' reasons. */
    static String nothingComparable(Gate.Outcome outcome, String baselineAsked) {
        List<String> unlike = outcome.points().stream()
                .filter(p -> !p.compared())
                .map(p -> p.point() + ": " + p.notCompared())
                .toList();
        return "nothing comparable between " + outcome.fresh().runId() + " and "
                + (outcome.usedBaselines().isEmpty()
                        ? "the baseline (" + baselineAsked + ")"
                        : String.join(", ", outcome.usedBaselines()))
                + ":\n  " + String.join("\n  ", unlike.subList(0, Math.min(10, unlike.size())))
                + (unlike.size() > 10 ? "\n  ... and " + (unlike.size() - 10) + " more points" : "");
    }

    private static String line(String point, Gate.Judged j, Unit unit) {
        String stat = j.statistic();
        return String.format(
                Locale.ROOT,
                "%s %s: baseline %s %s, new %s %s (%+.1f%%): %s [%s; baseline %s]",
                point,
                stat,
                unit.format(j.baseline(), Summary.isFractional(stat)),
                unit.label(),
                unit.format(j.fresh(), Summary.isFractional(stat)),
                unit.label(),
                (j.result().ratio() - 1) * 100,
                j.result().verdict().text,
                j.result().detail(),
                j.baselineRun());
    }
}
