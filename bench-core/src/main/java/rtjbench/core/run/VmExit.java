package rtjbench.core.run;

/**
 * How a command of the suite ends its VM: with its own status, unless a signal is already ending it. On SIGINT or
 * SIGTERM the VM runs the shutdown hooks (which stop the run and save its samples) and then exits with 128 + the
 * signal (130, 143). The main thread sees the stopped run at about the same time and would exit with its own
 * status (3, incomplete); whichever thread got to the exit first decided what the shell saw. Here the main thread
 * leaves the exit to the signal's shutdown whenever one is under way, so the status after a signal is always 128 +
 * the signal.
 */
public final class VmExit {
    private VmExit() {}

    /** Exits with {@code status}, or, where a signal has begun the VM's shutdown, waits for that to end the VM. */
    public static void exit(int status) {
        if (shuttingDown()) {
            awaitShutdown();
        }
        System.exit(status);
    }

    /** True once the VM's shutdown has begun: from then on it refuses new shutdown hooks. */
    static boolean shuttingDown() {
        Thread probe = new Thread("rtjbench-shutdown-probe");
        try {
            Runtime.getRuntime().addShutdownHook(probe);
        } catch (IllegalStateException e) {
            return true;
        }
        Runtime.getRuntime().removeShutdownHook(probe);
        return false;
    }

    private static void awaitShutdown() {
        while (true) { // the shutdown halts the VM once its hooks are done (each waits 5 s at most)
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                // keep waiting: the VM's exit status is the signal's
            }
        }
    }
}
