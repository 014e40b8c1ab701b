package rtjbench.core.bench;

/**
 * What a test thread does after it has its affinity and policy and has passed the start barrier: warm-up,
 * then the measured loop, recording into {@link ThreadContext#samples()}. Most benchmarks use
 * {@link TimedLoop}; those whose sample is taken elsewhere (an event handler) write their own loop.
 */
public interface ThreadBody {
    void run(ThreadContext ctx) throws Exception;
}
