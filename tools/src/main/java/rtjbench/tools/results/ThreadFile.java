package rtjbench.tools.results;

import java.nio.file.Path;

/** One thread's sample file as the run's metadata names it; {@code expectedSamples} is -1 where not recorded. */
public record ThreadFile(int index, String name, Path file, long expectedSamples) {}
