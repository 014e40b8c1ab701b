package rtjbench.tools.stats;

import java.util.List;
import rtjbench.tools.results.RunDir;

/**
 * One run's statistics: a {@link ThreadStats} per thread and the overall one. {@code overhead} is null
 * unless the recorded timer overhead was subtracted; {@code clamped} counts samples that went below 0 then
 * (and were counted as 0).
 */
public record RunStats(RunDir run, List<ThreadStats> threads, ThreadStats all, Overhead overhead, long clamped) {}
