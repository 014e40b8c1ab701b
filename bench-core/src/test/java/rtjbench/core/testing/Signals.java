package rtjbench.core.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

/** What a test that signals a child VM must know about this process first. */
public final class Signals {
    /** Why a SIGINT test cannot run here, for {@code assumeFalse(sigintIgnored(), SIGINT_IGNORED)}. */
    public static final String SIGINT_IGNORED = "this process ignores SIGINT (a background job without job control,"
            + " nohup), and so would a child VM: HotSpot keeps an inherited ignored SIGINT ignored";

    private Signals() {}

    /** Whether this process ignores SIGINT (bit 1 of SigIgn in /proc/self/status); its children inherit that. */
    public static boolean sigintIgnored() throws IOException {
        for (String line : Files.readAllLines(Paths.get("/proc/self/status"), StandardCharsets.UTF_8)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(
                                        line.substring("SigIgn:".length()).trim(), 16)
                                & (1L << 1))
                        != 0;
            }
        }
        return false;
    }
}
