/**
 * Partitioned tests: P-EDF and P-FP with first, next, best and worst fit decreasing, judged by the partition
 * {@link rtjbench.sched.partition} builds (schedulable iff every task found a CPU whose exact uniprocessor test
 * admits it).
 */
package rtjbench.sched.analysis.partitioned;
