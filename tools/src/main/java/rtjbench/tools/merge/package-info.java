/**
 * {@code tools merge}: one merged CSV of a run's per-thread sample files, or of its histogram logs.
 */
package rtjbench.tools.merge;
