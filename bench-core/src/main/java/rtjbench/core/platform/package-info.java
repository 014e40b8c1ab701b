/**
 * What decides latency on this Linux machine besides the benchmark itself, read before a run from sysfs and
 * procfs ({@link rtjbench.core.platform.PlatformReader}), recorded in every run's metadata as the
 * {@code platform} block and judged ({@link rtjbench.core.platform.PlatformWarnings}): one warning line for
 * each condition known to skew latency, saying what it does and how to change it.
 * <p>
 * Read: cpufreq driver, governor and frequencies of each CPU used; the cpuidle driver and governor and which
 * idle states each CPU used may enter, with their exit latencies; the SMT siblings of each CPU used and
 * whether they are online; CPU isolation ({@code isolcpus}, {@code nohz_full}, {@code rcu_nocbs}); RT
 * throttling; transparent huge pages; the kernel's preemption model; the clocksource; whether the machine
 * is virtualised. Nothing here writes to the platform; PM QoS is held by
 * {@link rtjbench.core.os.PmQosHolder}.
 */
package rtjbench.core.platform;
