/**
 * {@code tools compare}: two or more runs side by side, point by point, with a verdict where their fork spreads
 * do or do not overlap.
 */
package rtjbench.tools.compare;
