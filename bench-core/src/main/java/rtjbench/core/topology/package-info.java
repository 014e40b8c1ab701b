/**
 * Which CPUs are online and which share which cache, read from sysfs ({@link
 * rtjbench.core.topology.SysfsTopologyReader}) or built by hand in tests: what the memory and locking
 * benchmarks place their threads by.
 */
package rtjbench.core.topology;
