package rtjbench.events;

import rtjbench.core.args.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;

/** No native calls in tests: placement and policy are not part of what they check. */
final class NoThreadControl implements ThreadControl {
    @Override public String description() {
        return "none (tests)";
    }

    @Override public boolean isAvailable() {
        return false;
    }

    @Override public void setAffinity(CpuList cpus) throws NativeCallException {
        throw new NativeCallException("tests");
    }

    @Override public CpuList getAffinity() throws NativeCallException {
        throw new NativeCallException("tests");
    }

    @Override public void setScheduler(SchedPolicy policy, int priority) throws NativeCallException {
        throw new NativeCallException("tests");
    }

    @Override public SchedPolicy getPolicy() throws NativeCallException {
        throw new NativeCallException("tests");
    }

    @Override public int getPriority() throws NativeCallException {
        throw new NativeCallException("tests");
    }

    @Override public int currentCpu() {
        return -1;
    }

    @Override public void lockAllMemory() throws NativeCallException {
        throw new NativeCallException("tests");
    }

    @Override public void unlockAllMemory() throws NativeCallException {
        throw new NativeCallException("tests");
    }
}
