/**
 * What the harness asks of the operating system for a thread or the process: CPU affinity, scheduling policy
 * and priority, memory locking ({@link rtjbench.core.os.ThreadControl}: Linux's calls said once, made through
 * FFM on Java 22+ and JNA before, through the suite's own JNI library in a cold start's fork, a null implementation
 * that says why where none can) and the PM QoS request that keeps CPUs out of deep idle states. Also the CPU list
 * type ({@link rtjbench.core.os.CpuList}) these calls take, and the native libraries the suite carries in its jar
 * ({@link rtjbench.core.os.BundledLibrary}), and the reading of /proc's and /sys's small files with java.io alone
 * ({@link rtjbench.core.os.SmallFiles}), and the deletion of a folder with all it holds
 * ({@link rtjbench.core.os.FileTrees}). The bottom layer: depends on nothing else of ours.
 */
package rtjbench.core.os;
