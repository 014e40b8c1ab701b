/**
 * Schedulability tests: each a {@link rtjbench.sched.analysis.SchedulabilityTest} that gives a task set on a
 * number of CPUs a {@link rtjbench.sched.analysis.Verdict} (schedulable, not shown schedulable, or not applicable
 * with the reason), and per task a response-time bound where the test gives one. Exact integer arithmetic
 * wherever the published test is exact.
 */
package rtjbench.sched.analysis;
