/**
 * The {@code timer} testapp: how late a sleep to an absolute time wakes, for each sleep call the VM offers. A
 * benchmark of the clock and the OS timer, kept apart from the clocks it measures.
 */
package rtjbench.core.timer;
