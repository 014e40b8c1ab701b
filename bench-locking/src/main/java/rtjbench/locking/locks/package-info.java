/**
 * The spin-locks and locks the {@code spinlock} testapp compares (TAS, TTAS, ticket, MCS, synchronized,
 * ReentrantLock), one class each behind {@link rtjbench.locking.locks.BenchLock}, with padded lock words
 * against false sharing.
 */
package rtjbench.locking.locks;
