/**
 * What a run records so that each of its spikes can be explained afterwards ({@code explain_above},
 * {@code explain_top}): the VM's pauses, safepoints and compilations ({@link rtjbench.core.explain.VmEvents}:
 * JFR where the VM has it, else unified logging, else the GC notifications), the scheduler and interrupt
 * events of the measured CPUs ({@link rtjbench.core.explain.TraceInstance}: a tracefs instance of bounded size,
 * on the CPUs measured, switched on for the measured phase only, on the monotonic clock) and the hypervisor's
 * steal time of those CPUs ({@link rtjbench.core.explain.StealSampler}). Everything is recorded on one time base,
 * {@code System.nanoTime} (CLOCK_MONOTONIC on Linux), or with the pairs that convert to it
 * ({@link rtjbench.core.explain.ClockPairs}). Nothing here runs in a timed loop: the loops only store each
 * sample's end time into a preallocated array ({@code SampleBuffer.keepTimes}). The matching itself is done
 * by the tools ({@code rtjbench.tools.explain}), on the files written here.
 * <p>
 * {@link rtjbench.core.explain.SpikeRecording} opens the three sources for a run and writes them into the run's
 * {@code explain/} folder. Uses args, os and jvm (its unified-logging switch); used by run.pipeline.
 */
package rtjbench.core.explain;
