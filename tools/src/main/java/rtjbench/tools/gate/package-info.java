/**
 * {@code tools gate}: a new run against a stored baseline, point by point and statistic by statistic, with the
 * rule of docs/results-database.md ({@link rtjbench.tools.gate.Comparison}: Welch's t over fork means, else a
 * bootstrap interval of the ratio, never below a minimum effect), refusing to compare points whose conditions
 * differ. {@link rtjbench.tools.gate.Gate} judges (a typed outcome, no output), {@link rtjbench.tools.gate.GateReport}
 * prints it, the command parses, records the verdicts and gives the exit status. Uses {@code cli}, {@code db},
 * {@code stats} and the stats module.
 */
package rtjbench.tools.gate;
