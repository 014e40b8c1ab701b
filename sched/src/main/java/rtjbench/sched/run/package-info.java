/**
 * A task-set run's format, declared once for both sides: the taskset testapp (bench-events, on the VM under test)
 * writes it and the tools read it. {@link rtjbench.sched.run.JobsCsv} declares the columns of {@code jobs.csv},
 * {@link rtjbench.sched.run.JobsCsvWriter} writes them and {@link rtjbench.sched.run.JobsCsvReader} reads them by
 * name and holds each line to the format and the run's metadata; {@link rtjbench.sched.run.WorkloadRecord} declares
 * the keys of the run's {@code workload} metadata the tools read, and reads them back. A change on one side breaks
 * the other's build or its tests, never silently its results. Uses {@code model} and {@code scheduler}.
 */
package rtjbench.sched.run;
