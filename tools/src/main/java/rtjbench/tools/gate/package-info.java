/**
 * {@code tools gate}: a new run against a stored baseline, point by point and statistic by statistic, with the
 * rule of docs/results-database.md ({@link rtjbench.tools.gate.Comparison}: Welch's t over fork means, else a
 * bootstrap interval of the ratio, never below a minimum effect), refusing to compare points whose conditions
 * differ. Uses {@code cli}, {@code db}, {@code stats} and the stats module.
 */
package rtjbench.tools.gate;
