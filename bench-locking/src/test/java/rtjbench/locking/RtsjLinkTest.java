package rtjbench.locking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import rtjbench.core.testing.RtsjLinkCheck;

/**
 * bench-locking runs on the VM under test: every reference its classes make into javax.realtime must exist, with the
 * same descriptor, in RTSJ 1.0.2 and 2.0 (2.0 only for a path that needs javax.realtime.memory).
 */
class RtsjLinkTest {
    @Test
    void everyReferenceIntoJavaxRealtimeLinksOnTheVersionsItMayRunOn() throws Exception {
        assertEquals("[]", RtsjLinkCheck.problemsIn(Paths.get("target/classes")).toString());
    }
}
