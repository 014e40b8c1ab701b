/**
 * Exact uniprocessor analysis: EDF by processor demand (utilisation for implicit deadlines, QPA otherwise) and
 * fixed priority by response-time analysis, each against a supply-bound function (a whole processor, or what the
 * collector leaves), over any subset of a set's tasks. The uniprocessor tests {@code EDF}, {@code RM-RTA},
 * {@code DM-RTA} live here, and the partitioning heuristics' per-CPU admission calls the same functions, so a
 * partition is admitted by the analysis that judges it.
 */
package rtjbench.sched.analysis.uni;
