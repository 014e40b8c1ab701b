package rtjbench.tools.results;

import rtjbench.tools.cli.ToolException;

/** The check that a sample file holds as many samples as metadata.json says: a file cut at a line end. */
public final class SampleCounts {
    private SampleCounts() {}

    public static void check(ThreadFile t, long read) {
        if (t.expectedSamples() >= 0 && t.expectedSamples() != read) {
            throw ToolException.data(t.file() + ":" + (read + 1) + ": has " + read + " samples but metadata.json says "
                    + t.expectedSamples() + " for " + t.name()
                    + (read < t.expectedSamples() ? " (file cut short?)" : ""));
        }
    }
}
