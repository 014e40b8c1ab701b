/**
 * {@code cpmd}: the cache-related preemption and migration delay of Gracioli et al. — the cost of a working set
 * refetched after a preemption or a migration, against the same walk undisturbed.
 */
package rtjbench.events.cpmd;
