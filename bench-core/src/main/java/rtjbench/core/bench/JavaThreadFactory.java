package rtjbench.core.bench;

import rtjbench.core.args.Config;

/** Plain platform threads; their policy and priority are set by the harness through the OS. */
public final class JavaThreadFactory implements TestThreadFactory {
    @Override
    public String kind() {
        return "java";
    }

    @Override
    public Thread newThread(String name, Runnable body, Config config) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true); // a stuck test thread must not keep the JVM alive after the watchdog gave up
        return thread;
    }

    @Override
    public boolean schedulesItself() {
        return false;
    }
}
