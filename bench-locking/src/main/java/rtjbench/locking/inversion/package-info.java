/**
 * {@code prio_inversion}: does a high-priority thread get stuck behind a low-priority one holding a lock while
 * a medium one runs, with Java locks, POSIX mutexes (C twin) and RTSJ's priority inheritance and ceiling
 * emulation (locking.inversion.rtsj).
 */
package rtjbench.locking.inversion;
