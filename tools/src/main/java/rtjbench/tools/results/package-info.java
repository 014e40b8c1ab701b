/**
 * Reading results folders as the runner wrote them (docs/results-format.md): runs, sweeps, suites and forks as
 * one tree, their metadata and sample files, with the file and line named where data is bad.
 */
package rtjbench.tools.results;
