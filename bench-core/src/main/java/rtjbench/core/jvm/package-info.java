/**
 * What the JVM did: running totals of JIT compilation, garbage collection and safepoints from the management
 * beans and HotSpot's performance-counter file ({@link rtjbench.core.jvm.JvmProbe}, {@link
 * rtjbench.core.jvm.PerfDataFile}), each found once and said missing, with the reason, on a VM without it; this
 * VM's process id ({@link rtjbench.core.jvm.ThisVm}); the source that says when the JIT has gone quiet; which
 * collector a VM runs, in a user's words ({@link rtjbench.core.jvm.Collectors}); HotSpot's unified logging
 * switched on and off while the VM runs ({@link rtjbench.core.jvm.UnifiedLogging}), and what a failed call into
 * them says ({@link rtjbench.core.jvm.FailureReason}). No dependency on the rest of the harness.
 */
package rtjbench.core.jvm;
