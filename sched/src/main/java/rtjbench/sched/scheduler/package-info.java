/**
 * The schedulers, one value each ({@link rtjbench.sched.scheduler.Scheduler}): global, partitioned, clustered and
 * loosely clustered EDF, global and partitioned fixed priority with their {@link
 * rtjbench.sched.scheduler.PriorityOrder}, by the names and aliases every command, experiment file and testapp
 * accepts, with the overhead charging and the Linux policy each implies. Uses {@code model} (to order a set's tasks)
 * and {@code overhead} (the charging's kind); the tests, the simulator, the tools and the task-set testapp use it.
 */
package rtjbench.sched.scheduler;
