/**
 * What the JVM did: running totals of JIT compilation, garbage collection and safepoints from the management
 * beans ({@link rtjbench.core.jvm.JvmProbe}), found once by name and read by reflection so this links on any
 * VM; the source that says when the JIT has gone quiet; which collector a VM runs, in a user's words ({@link
 * rtjbench.core.jvm.Collectors}); HotSpot's unified logging switched on and off while the VM runs ({@link
 * rtjbench.core.jvm.UnifiedLogging}), and what a failed call into them says ({@link rtjbench.core.jvm.FailureReason}). No dependency on the rest of the harness.
 */
package rtjbench.core.jvm;
