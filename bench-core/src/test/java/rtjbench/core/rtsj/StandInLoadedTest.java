package rtjbench.core.rtsj;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * rtsj-api and rtsj-standin define the same javax.realtime classes; the test classpath must give the
 * stand-in (declared first), or every RTSJ test would hit the compile-only API's exceptions.
 */
class StandInLoadedTest {
    @Test
    void theStandInNotTheCompileOnlyApiIsLoaded() throws Exception {
        assertEquals("rtjbench rtsj-standin", Class.forName("javax.realtime.StandIn").getField("IDENTITY").get(null));
        String where = javax.realtime.RealtimeThread.class.getProtectionDomain().getCodeSource().getLocation().toString();
        assertTrue(where.contains("rtsj-standin"), "RealtimeThread came from " + where);
        // The API's constructors throw; the stand-in's work.
        assertEquals(42, new javax.realtime.PriorityParameters(42).getPriority());
    }
}
