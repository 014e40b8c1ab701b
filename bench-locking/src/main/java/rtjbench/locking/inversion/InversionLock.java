package rtjbench.locking.inversion;

/**
 * The lock the three threads of the priority-inversion test share. One method, so that a Java monitor
 * ({@code synchronized}, which has no separate lock and unlock) fits beside the explicit locks.
 */
public interface InversionLock {
    /** Runs {@code section} holding the lock; blocks (does not spin) while another thread holds it. */
    void locked(Runnable section);

    /** What this lock does about priority inversion on this VM, for the metadata and the README. */
    String behaviour();

    /** Frees native resources; called once the threads are gone. */
    void close();
}
