/**
 * The memory testapps: {@code memalloc} (how long {@code new} takes, in the heap or in scoped memory), {@code
 * arraycopy} and {@code sharedcache} (copying with and without a shared cache between the CPUs), as the RTMultiSim
 * thesis section 4 and RTJPerf describe them.
 */
package rtjbench.memory;
