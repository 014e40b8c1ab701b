package rtjbench.core.rtsj.impl;

import javax.realtime.ImmortalMemory;
import javax.realtime.MemoryArea;
import javax.realtime.NoHeapRealtimeThread;
import javax.realtime.PriorityParameters;
import javax.realtime.PriorityScheduler;
import javax.realtime.RealtimeThread;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.rtsj.TestMemoryArea;
import rtjbench.core.support.ConfigException;

/**
 * {@code type_of_threads=rt|nh}: RealtimeThreads (or NoHeapRealtimeThreads) with {@code PriorityParameters}
 * from {@code priority}, and the workload's initial memory area. The VM schedules them itself, so the
 * harness only reads policy and priority back. Loaded only on VMs that have RealtimeThread.
 */
public final class RealtimeThreadFactory implements TestThreadFactory {
    private final boolean noHeap;

    public RealtimeThreadFactory(boolean noHeap) {
        this.noHeap = noHeap;
    }

    @Override
    public String kind() {
        return noHeap ? "nh" : "rt";
    }

    @Override
    public void check(Config config) throws ConfigException {
        int priority = config.getInt(CommonArgs.PRIORITY);
        PriorityScheduler scheduler = PriorityScheduler.instance();
        if (priority < scheduler.getMinPriority() || priority > scheduler.getMaxPriority()) {
            throw new ConfigException("priority=" + priority + " is outside this VM's RTSJ PriorityScheduler range "
                    + scheduler.getMinPriority() + ".." + scheduler.getMaxPriority());
        }
    }

    @Override
    public Thread newThread(String name, Runnable body, Config config) {
        return newThread(name, body, config, null);
    }

    @Override
    public Thread newThread(String name, Runnable body, Config config, TestMemoryArea initialArea) {
        PriorityParameters priority = new PriorityParameters(config.getInt(CommonArgs.PRIORITY));
        MemoryArea area = initialArea == null ? null : (MemoryArea) initialArea.rtsjArea();
        RealtimeThread thread;
        if (noHeap) {
            // A no-heap thread may not start in the heap; immortal is where the harness's objects can live.
            thread = new NoHeapRealtimeThread(
                    priority, null, null, area != null ? area : ImmortalMemory.instance(), null, body);
        } else {
            thread = new RealtimeThread(priority, null, null, area, null, body);
        }
        thread.setName(name);
        thread.setDaemon(true); // as for java threads: a stuck test thread must not keep the VM alive
        return thread;
    }

    @Override
    public boolean schedulesItself() {
        return true;
    }
}
