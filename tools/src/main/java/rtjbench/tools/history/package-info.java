/**
 * Reading the results database back: {@code tools history} (a figure's series over time per machine, VM and
 * collector, as a table or a chart), {@code tools export} (Bencher Metric Format, LAVA test cases, JUnit XML of a
 * gate's verdicts) and the HTML page over many runs that {@code tools report --db} writes. Uses {@code cli},
 * {@code db}, {@code plot} and {@code stats}; used by {@code report}.
 */
package rtjbench.tools.history;
