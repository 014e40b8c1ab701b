/**
 * What will run: an args file checked into one {@link rtjbench.core.run.plan.Plan} a testapp (its benchmark,
 * its sweep points, or why it is skipped here), the benchmarks found on the class path, and the checks made
 * before anything runs (the harness's own limits, the data directory, the {@code <jvm>} entry a point names and
 * the loads it asks for: {@link rtjbench.core.run.plan.JvmChoice}). Bad input is refused here, before anything is
 * written. Uses args, bench, clock, load, os and support.
 */
package rtjbench.core.run.plan;
