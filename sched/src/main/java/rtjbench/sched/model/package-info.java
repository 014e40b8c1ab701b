/**
 * The task model: a periodic (or sporadic) task with a period, a worst-case execution time and a relative
 * deadline, all whole nanoseconds, optionally a working-set size and a CPU; a task set; and the task-set file
 * (CSV with a header, times with units) that the tools and the task-set testapp both read. Nothing here
 * decides schedulability; the tests, the simulator and the generators build on these types.
 */
package rtjbench.sched.model;
