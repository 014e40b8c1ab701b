/**
 * Loads put beside a test: an allocation load inside the VM under test ({@link rtjbench.core.load.GcLoad},
 * HyperAlloc style: a token bucket paces the rate, a long-lived set is made first and replaced at a part of the
 * rate, the rest dies young) and a system load beside the process ({@link rtjbench.core.load.SystemLoad}: a
 * command such as stress-ng or hackbench in its own process group on chosen CPUs, stopped with its whole group).
 * {@link rtjbench.core.load.LoadTools} says before a run whether a load's program is installed and which Debian
 * package has it. The run pipeline starts and stops them as stages. Uses args, os and support.
 */
package rtjbench.core.load;
