/**
 * {@code tools plot}: charts of runs and sweeps (trace, histogram, CCDF, sweep curves, CPMD), written headless
 * as PNG and SVG in one chart style.
 */
package rtjbench.tools.plot;
