/**
 * Schedulability, from measured overheads to a verdict. The packages, each usable alone: {@code model} (tasks,
 * task sets, the task-set file), {@code overhead} (overhead figures and how they are charged), {@code supply}
 * (what the collector leaves the tasks). The generators, the partitioning heuristics, the tests and the simulator
 * build on these. Java 8, integer nanoseconds, no I/O beyond reading a task-set file.
 */
package rtjbench.sched;
