package rtjbench.core.os;

/** Where native calls cannot be made: every request fails with the reason, so the run records what it did not get. */
final class NullThreadControl implements ThreadControl {
    private final String reason;

    NullThreadControl(String reason) {
        this.reason = reason;
    }

    @Override
    public String description() {
        return "none: " + reason;
    }

    @Override
    public boolean isAvailable() {
        return false;
    }

    private NativeCallException unavailable(String call) {
        return new NativeCallException(call + " is not available: " + reason);
    }

    @Override
    public void setAffinity(CpuList cpus) throws NativeCallException {
        throw unavailable("sched_setaffinity");
    }

    @Override
    public CpuList getAffinity() throws NativeCallException {
        throw unavailable("sched_getaffinity");
    }

    @Override
    public void setScheduler(SchedPolicy policy, int priority) throws NativeCallException {
        throw unavailable("sched_setscheduler");
    }

    @Override
    public SchedPolicy getPolicy() throws NativeCallException {
        throw unavailable("sched_getscheduler");
    }

    @Override
    public int getPriority() throws NativeCallException {
        throw unavailable("sched_getparam");
    }

    @Override
    public int currentCpu() {
        return -1;
    }

    @Override
    public void lockAllMemory() throws NativeCallException {
        throw unavailable("mlockall");
    }

    @Override
    public void unlockAllMemory() throws NativeCallException {
        throw unavailable("munlockall");
    }
}
