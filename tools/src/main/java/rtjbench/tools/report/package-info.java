/**
 * {@code tools report} and {@code tools post}: one HTML page per results folder with the headline figures,
 * tables and charts, made after a run.
 */
package rtjbench.tools.report;
