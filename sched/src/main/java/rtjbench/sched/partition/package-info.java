/**
 * Partitioning: a {@link rtjbench.sched.partition.Partitioner} places each task of a set on one of m CPUs by
 * first, next, best or worst fit in decreasing utilisation order, each CPU admitting a task by an exact
 * uniprocessor test (EDF: utilisation or processor demand; fixed priority: response times), and gives a
 * {@link rtjbench.sched.partition.Partition}: the CPU of each task, or the task that fitted nowhere. The
 * partitioned tests judge that partition and the task-set testapp runs it, so what is analysed is what runs.
 */
package rtjbench.sched.partition;
