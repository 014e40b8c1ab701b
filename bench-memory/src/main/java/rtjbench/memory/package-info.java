/**
 * The memory testapps: {@code memalloc} (how long {@code new} takes, in the heap or in scoped memory), {@code
 * arraycopy} and {@code sharedcache} (copying with and without a shared cache between the CPUs), as seed 000
 * section 4 and RTJPerf describe them.
 */
package rtjbench.memory;
