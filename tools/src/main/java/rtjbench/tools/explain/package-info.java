/**
 * {@code tools explain} (and the explanation step of {@code post}, {@code stats} and the report): every sample
 * of a run above {@code explain_above} (or among a thread's {@code explain_top} largest) matched, on
 * System.nanoTime, against what overlapped it. A sample's window is [its end - its value, its end]; for
 * {@code periodic} that is [intended release, wake-up]. The sources the runner recorded in the run's
 * {@code explain/} folder: the VM's GC pauses, safepoints and compilations ({@link
 * rtjbench.tools.explain.VmEventFiles}: JFR, unified logging or GC notifications), the trace of the measured CPUs
 * ({@link rtjbench.tools.explain.CpuTrace}: tasks, interrupts, softirqs and idle time per CPU) and the steal-time
 * growths ({@link rtjbench.tools.explain.StealGrowths}). {@link rtjbench.tools.explain.Attribution} applies the rule
 * (see docs/explaining-spikes.md); for a task-set job ({@link rtjbench.tools.explain.TasksetJobs}, the run's jobs.csv)
 * {@code JobAttribution} takes the job's own execution out of its window and explains its start delay and its time off
 * the CPU; {@link rtjbench.tools.explain.Explanation} holds one run's spikes, writes {@code spikes.csv} and words the
 * summary line. Uses results and cli only.
 */
package rtjbench.tools.explain;
