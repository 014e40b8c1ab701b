/**
 * The {@code taskset} testapp: a task set of the sched module's file run as real periodic threads on the VM under
 * test, under partitioned or global fixed priority (SCHED_FIFO) or SCHED_DEADLINE, each job a busy loop calibrated
 * to its task's WCET, every job recorded. {@link rtjbench.events.taskset.TaskSetBenchmark} is the testapp;
 * {@code TaskAssignment} (CPUs, priorities, reservations), {@code Timeline} (the shared release schedule),
 * {@code Calibration} and {@code BusyWork} (the job), {@code TaskThread} and {@code JobLog} (the loop and its
 * records), {@code TaskOutcome} and {@code JobsFile} (what the run came to) each do one part. Uses the sched
 * module's model, schedulers and heuristics, so the placement run is the one its analysis judges, and its run
 * format ({@code rtjbench.sched.run}: jobs.csv and the workload keys the tools read); RTSJ release lives in
 * rtjbench.events.rtsj, loaded by name.
 */
package rtjbench.events.taskset;
