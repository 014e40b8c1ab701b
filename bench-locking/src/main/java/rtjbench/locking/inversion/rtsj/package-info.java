/**
 * The priority-inversion testapp's RTSJ path (MonitorControl, PriorityInheritance, PriorityCeilingEmulation),
 * linked only where the VM has RTSJ.
 */
package rtjbench.locking.inversion.rtsj;
