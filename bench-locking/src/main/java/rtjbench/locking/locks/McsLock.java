package rtjbench.locking.locks;

import rtjbench.core.bench.StopFlag;

/**
 * MCS queue lock (Mellor-Crummey and Scott): each waiter appends its own node to a queue with one swap on
 * {@code tail} and spins on a flag in its own node, so a release touches only the successor's line. Nodes
 * are numbered 1..capacity and made with the lock (no allocation while locking); a node's words are
 * {@code locked} (1 while waiting) and {@code next} (the successor's number, 0 for none); {@code tail} holds
 * the number of the last node, 0 when the lock is free.
 */
public final class McsLock implements BenchLock {
    private final LockWord tail;
    private final LockWord[] locked;
    private final LockWord[] next;
    private int issued;

    /** A lock for at most {@code capacity} lockers (threads). */
    public McsLock(LockWords words, int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException(
                    "an MCS lock needs room for at least one thread, capacity was " + capacity);
        }
        this.tail = words.newWord();
        this.locked = new LockWord[capacity + 1];
        this.next = new LockWord[capacity + 1];
        for (int i = 1; i <= capacity; i++) {
            locked[i] = words.newWord();
            next[i] = words.newWord();
        }
    }

    @Override
    public synchronized Locker newLocker(StopFlag stop) {
        if (issued == locked.length - 1) {
            throw new IllegalStateException("this MCS lock has nodes for " + issued + " threads, all in use");
        }
        return new Node(++issued, stop);
    }

    /** A thread's queue node. */
    private final class Node extends SpinLocker {
        private final int id;
        private final LockWord myLocked;
        private final LockWord myNext;

        Node(int id, StopFlag stop) {
            super(stop);
            this.id = id;
            this.myLocked = locked[id];
            this.myNext = next[id];
        }

        @Override
        boolean lock() {
            myNext.setRelease(0);
            myLocked.setRelease(1);
            long pred = tail.getAndSet(id); // a full fence: the two stores above are visible before we are queued
            if (pred != 0) {
                next[(int) pred].set(id);
                while (myLocked.get() != 0) {
                    SpinWait.hint();
                    if (stop.isSet()) {
                        return false;
                    }
                }
            }
            return true;
        }

        @Override
        void unlock() {
            long succ = myNext.get();
            if (succ == 0) {
                if (tail.compareAndSet(id, 0)) {
                    return; // nobody queued
                }
                while ((succ = myNext.get()) == 0) { // a successor swapped tail but has not linked itself yet
                    SpinWait.hint();
                    if (stop.isSet()) {
                        return;
                    }
                }
            }
            locked[(int) succ].setRelease(0);
        }
    }
}
