/**
 * The one definition of each statistic (mean, standard deviation, percentiles, the spread across forks) and the
 * exit statuses, shared by the runner's console summary and the tools so both always agree. Java 8; depends on
 * nothing else of ours.
 */
package rtjbench.stats;
