package rtjbench.tools;

import java.io.IOException;
import java.nio.file.Path;

/** The fork fixtures for tests in other packages. */
public final class ForkFixturesAccess {
    private ForkFixturesAccess() {}

    /** A sweep over allocsize (1K, 4K) whose points each ran in three forks. */
    public static Path forkedSweep(Path dir) throws IOException {
        return ForkFixtures.forkedSweep(dir, "Test VM", 0, 0);
    }
}
