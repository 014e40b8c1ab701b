/**
 * {@code tools matrix}: one row per VM entry and load level of a results folder ({@code matrix.csv}: jvm,
 * collector, gc_load, load, latency percentiles, deadline misses, GC pauses of the measured phase), the same as a
 * console table, and one CCDF with a line per row. Uses results, stats and plot.
 */
package rtjbench.tools.matrix;
