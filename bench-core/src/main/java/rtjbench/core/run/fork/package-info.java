/**
 * A point in a fresh VM, as JMH forks: the child's command line ({@link rtjbench.core.run.fork.ForkCommand}:
 * the runner's launcher, options and class path, the main class passed in; its fixed heap, from
 * rtjbench.core.run.plan.PointHeap), the child process and its console
 * ({@link rtjbench.core.run.fork.ForkProcess}), the forks of one point run one after another ({@link
 * rtjbench.core.run.fork.ForkedPoints}) and their results read back and pooled with their spread ({@link
 * rtjbench.core.run.fork.ForkResults}), written as forks.json by {@code ForksIndex}, the one place that names the
 * file's keys (the values it writes are typed: a fork's outcome and statistics, the spread, the warm reference, a
 * cold point's figures); a point that names a {@code <jvm>} entry starts with that entry's launcher and options
 * (ForkCommand.forEntry); a cold point's forks load the suite's classes from a folder the runner unpacks from its
 * jars ({@code ForkClassFolder}), and a cold start's fork only measures ({@code LeanColdFork}, which hands its
 * runner plain numbers) while the runner makes its run around it with the pipeline's writer
 * ({@code LeanColdMeasurement}). Uses run.pipeline, run.plan, run.output, run.console, args and jvm.
 */
package rtjbench.core.run.fork;
