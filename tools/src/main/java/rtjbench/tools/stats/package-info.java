/**
 * {@code tools stats}: the statistics of each run from its samples (the stats module's definitions), per thread
 * and per run, across forks, into stats files and the console.
 */
package rtjbench.tools.stats;
