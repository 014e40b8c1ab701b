package rtjbench.tools.verdict;

import java.util.List;
import java.util.Locale;

/**
 * One VM entry × scheduler of a verdict: the analysis three ways, what the run saw, and the verdict with its
 * first cause. {@link #COLUMNS} is {@code verdict.csv}'s header; {@link #cells()} a row of it.
 *
 * @param analysis the analysis without overheads shows the set schedulable
 * @param analysisOverheads ... with the overhead model of this run's own points
 * @param analysisCollector ... and with each CPU's supply the collector's MMU ({@code na}: no load measured, or a
 *     global scheduler, whose tests take no supply)
 * @param beyondBound jobs that responded later than their task's bound with overheads
 * @param worstResponseRatio the largest observed response ÷ its task's bound with overheads (NaN: no bound)
 * @param wcetOverrunMax the largest executed time ÷ WCET over every job (NaN: no executed time known)
 */
record VerdictRow(
        String jvm,
        String scheduler,
        int tasks,
        double utilisation,
        Tri analysis,
        Tri analysisOverheads,
        Tri analysisCollector,
        long jobs,
        long misses,
        long beyondBound,
        double worstResponseRatio,
        double wcetOverrunMax,
        Outcome verdict,
        String reason) {
    static final List<String> COLUMNS = List.of(
            "jvm",
            "scheduler",
            "tasks",
            "utilisation",
            "analysis",
            "analysis_overheads",
            "analysis_collector",
            "jobs",
            "misses",
            "beyond_bound",
            "worst_response_ratio",
            "wcet_overrun_max",
            "verdict",
            "reason");

    /** A test's answer: shown schedulable, not shown, or not asked (with the reason elsewhere). */
    enum Tri {
        TRUE,
        FALSE,
        NA;

        static Tri of(boolean b) {
            return b ? TRUE : FALSE;
        }

        String csv() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The verdict: every deadline kept and shown kept; none missed but not shown; or missed. */
    enum Outcome {
        MEETS("meets"),
        AT_RISK("at-risk"),
        MISSES("misses");

        private final String text;

        Outcome(String text) {
            this.text = text;
        }

        String text() {
            return text;
        }
    }

    List<String> cells() {
        return List.of(
                jvm,
                scheduler,
                Integer.toString(tasks),
                String.format(Locale.ROOT, "%.3f", utilisation),
                analysis.csv(),
                analysisOverheads.csv(),
                analysisCollector.csv(),
                Long.toString(jobs),
                Long.toString(misses),
                Long.toString(beyondBound),
                ratio(worstResponseRatio),
                ratio(wcetOverrunMax),
                verdict.text(),
                reason);
    }

    static String ratio(double r) {
        return Double.isNaN(r) ? "na" : String.format(Locale.ROOT, "%.3f", r);
    }
}
