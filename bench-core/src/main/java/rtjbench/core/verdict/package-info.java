/**
 * The verdict element of an args file ({@code <testapp name="verdict">}): its arguments, and the ordinary points
 * it plans from the user's task set — the overheads the analysis charges (context switch and release latency at the
 * set's task count, CPMD at its working-set sizes, the cross-CPU wake-up), the collector's MMU under the set's own
 * allocation load, and the set itself under each scheduler — each swept over the element's VM entries. Nothing new
 * runs: the points are those of {@code args/sched-overheads.xml}, {@code args/gc-mmu.xml} and {@code taskset}.
 * {@link rtjbench.core.verdict.VerdictRoles} names the points so that the tools' post step finds them again.
 */
package rtjbench.core.verdict;
