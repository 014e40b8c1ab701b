package rtjbench.core.rtsj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.testing.StandIns;

/**
 * The test run has exactly the stand-in it says it has: the 1.0.2 shape in the first run, the 2.0 shape in
 * the second, and never the compile-only API (whose bodies throw, and which no VM has).
 */
@Tag(StandIns.TAG)
class StandInLoadedTest {
    @Test
    void theStandInOfThisRunNotTheCompileOnlyApiIsLoaded() throws Exception {
        assertEquals(
                "rtjbench rtsj-standin",
                Class.forName("javax.realtime.StandIn").getField("IDENTITY").get(null));
        assertEquals(
                StandIns.expectedShape(),
                Class.forName("javax.realtime.StandIn").getField("SHAPE").get(null));
        String where = javax.realtime.RealtimeThread.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toString();
        assertTrue(where.contains("rtsj-standin"), "RealtimeThread came from " + where);
        assertThrows(
                ClassNotFoundException.class,
                () -> Class.forName("javax.realtime.CompileOnly"),
                "rtsj-api is on the test run's class path");
        assertEquals(42, new javax.realtime.PriorityParameters(42).getPriority());
    }

    @Test
    void theShapesDifferWhereRtsjDoes() throws Exception {
        Class<?> setterReturn = javax.realtime.RealtimeThread.class
                .getMethod("setReleaseParameters", javax.realtime.ReleaseParameters.class)
                .getReturnType();
        assertEquals(StandIns.is20() ? javax.realtime.Schedulable.class : void.class, setterReturn);
        assertEquals(StandIns.is20(), RtsjDetection.detect().hasLayout20());
    }
}
