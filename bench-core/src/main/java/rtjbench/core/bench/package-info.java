/**
 * The benchmark API and the timed loop: what a testapp is ({@link rtjbench.core.bench.Benchmark}), the workload
 * of one run, how test threads are made (Java or RTSJ), warm-up, the preallocated sample buffers and the loop
 * that reads the clock, does the operation and stores a long. The hot path lives here and allocates nothing.
 * Uses args, clock, jvm, os, rtsj and support; knows nothing of how runs are planned, forked or written (run.*).
 */
package rtjbench.core.bench;
