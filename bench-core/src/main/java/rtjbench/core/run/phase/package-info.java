/**
 * What the JVM did during the warm-up and the measured phase of one run: JIT compilations, collections and
 * safepoints per phase ({@link rtjbench.core.run.phase.PhaseAccounting}, from the totals of rtjbench.core.jvm
 * read at the phase boundaries; each pause from the VM's own GC log, read after the run ({@link
 * rtjbench.core.run.phase.GcLog}), or else the GC notifications: {@link rtjbench.core.run.phase.GcPauses}) and the
 * console line that says it ({@link rtjbench.core.run.phase.PhaseReport}). Uses jvm, bench and run.output.
 */
package rtjbench.core.run.phase;
