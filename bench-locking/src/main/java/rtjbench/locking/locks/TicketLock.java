package rtjbench.locking.locks;

import rtjbench.core.bench.StopFlag;

/**
 * Ticket lock: a waiter draws a ticket (fetch-and-add on {@code next}) and reads {@code owner} until it shows
 * its number; the holder hands over by incrementing {@code owner}. FIFO fair; one atomic a acquire; all
 * waiters still read the one {@code owner} line.
 */
public final class TicketLock implements BenchLock {
    private final LockWord next;
    private final LockWord owner;

    public TicketLock(LockWords words) {
        this.next = words.newWord();
        this.owner = words.newWord();
    }

    @Override
    public Locker newLocker(StopFlag stop) {
        return new SpinLocker(stop) {
            @Override
            boolean lock() {
                long ticket = next.getAndAdd(1);
                while (owner.get() != ticket) {
                    SpinWait.hint();
                    if (stop.isSet()) {
                        return false; // the drawn ticket is abandoned: the lock stays blocked, the run is ending
                    }
                }
                return true;
            }

            @Override
            void unlock() {
                owner.setRelease(owner.get() + 1); // only the holder writes owner
            }
        };
    }
}
