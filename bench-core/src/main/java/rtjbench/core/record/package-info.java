/**
 * {@code record=histogram}: recording samples for long runs in flat memory, one HdrHistogram sink per test
 * thread and an interval log written while the threads run, with each thread's largest samples kept for the
 * results. Used by the run pipeline; uses bench.
 */
package rtjbench.core.record;
