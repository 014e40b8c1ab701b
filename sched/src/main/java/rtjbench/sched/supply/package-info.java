/**
 * The processor time tasks are sure to get when the platform takes some for itself — above all the garbage
 * collector. A {@link rtjbench.sched.supply.Supply} is a supply-bound function: the least time available in any
 * window of a given length. A collector's recorded stop-the-world pauses make a {@link
 * rtjbench.sched.supply.PauseTrace}; from it the minimum mutator utilisation curve (Cheng and Blelloch 2001), a
 * {@link rtjbench.sched.supply.MmuCurve}, is computed exactly, and its {@link
 * rtjbench.sched.supply.MmuCurve#supply() supply} — MMU(w)·w, bounded safely between the computed windows — is
 * what the uniprocessor and partitioned tests take in place of a whole processor. What the model leaves out (the
 * concurrent collector's own CPU time, a pause stopping every CPU at once) is written down in
 * docs/schedulability.md.
 */
package rtjbench.sched.supply;
