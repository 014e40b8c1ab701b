/**
 * {@code --probe}: one table of what the suite can do on the VM under test and why not where not (Java level,
 * RTSJ and each RTSJ path, JNA, clocks, permissions), without running anything real-time. Uses clock, os,
 * platform and rtsj.
 */
package rtjbench.core.probe;
