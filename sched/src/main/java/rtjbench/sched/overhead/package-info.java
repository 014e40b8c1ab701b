/**
 * What running a task set costs beyond its WCETs, and how that cost is charged: {@link
 * rtjbench.sched.overhead.Overheads} gives each figure (release, scheduling, context switch, CPMD by working-set
 * size, release latency, cross-CPU wake-up), {@link rtjbench.sched.overhead.OverheadModel} holds them as data (a
 * table a {@link rtjbench.sched.overhead.Figure}, each row naming its source, or the reason a figure is missing),
 * and {@link rtjbench.sched.overhead.Charging} inflates each task's WCET by them as Gracioli et al. §3.1 does. The
 * figures come from the suite's own runs (the tools read results folders into a model) or from a model written
 * by hand; nothing here measures or reads files.
 */
package rtjbench.sched.overhead;
