/**
 * The locking testapps' shared parts: which CPUs share a cache ({@link rtjbench.locking.CacheSets}) and the
 * cache-aware spin-lock the seed describes. Lock implementations live in locking.locks, priority inversion in
 * locking.inversion.
 */
package rtjbench.locking;
