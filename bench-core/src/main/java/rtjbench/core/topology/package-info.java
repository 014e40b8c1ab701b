/**
 * Which CPUs are online and which share which cache, read from sysfs ({@link
 * rtjbench.core.topology.SysfsTopologyReader}) or built by hand in tests: what the memory and locking
 * benchmarks place their threads by; and how long a cache line takes between two CPUs, measured ({@link
 * rtjbench.core.topology.CoreToCore}), which on a virtual machine says where the host put them. Uses os (to pin
 * the measuring threads) and wait (the spin-wait hint).
 */
package rtjbench.core.topology;
