package rtjbench.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

/**
 * The real TSC paths where this build has the native library (skipped, saying why, where it does not):
 * every path that binds reads a counter that moves forward, and the calibration agrees with nanoTime.
 */
class TscClockTest {
    private static void assumeLibrary() {
        String why = NativeClockLibrary.unavailableReason();
        assumeTrue(why == null, "no native clock library: " + why);
    }

    @Test
    void platformNamesFollowTheJarLayout() {
        assertEquals("linux-x86-64", NativeClockLibrary.platform("Linux", "amd64"));
        assertEquals("linux-x86-64", NativeClockLibrary.platform("Linux", "x86_64"));
        assertEquals("linux-aarch64", NativeClockLibrary.platform("Linux", "aarch64"));
        assertNull(NativeClockLibrary.platform("Mac OS X", "aarch64"));
        assertNull(NativeClockLibrary.platform("Linux", "ppc64le"));
        assertEquals("/native/linux-x86-64/librtjclock.so", NativeClockLibrary.resourceName("linux-x86-64"));
    }

    @Test
    void jniAndJnaPathsReadAnAdvancingCounterAndFfmSaysWhyNotOnThisVm() {
        assumeLibrary();
        for (TscPath path : new TscPath[] {TscPath.JNI, TscPath.JNA}) {
            assertNull(path.load(NativeClockLibrary.path()), path + " should bind");
            for (Clock clock : new Clock[] {path.plain(), path.serial()}) {
                long a = clock.startTicks();
                long b = clock.endTicks();
                long c = clock.startTicks();
                assertTrue(
                        a > 0 && b >= a && c >= b,
                        path + " " + clock.getClass().getSimpleName() + ": " + a + ", " + b + ", " + c);
            }
        }
        if (Integer.parseInt(System.getProperty("java.specification.version")
                        .replaceFirst("^1\\.", "")
                        .split("\\.")[0])
                < 22) {
            String why = TscPath.FFM.load(NativeClockLibrary.path());
            assertTrue(why != null && why.contains("needs Java 22+"), String.valueOf(why));
        }
    }

    /** Within 1% of nanoTime over 200 ms; best of three tries, so a loaded machine does not fail it. */
    @Test
    void calibrationAgreesWithNanoTimeWithinOnePercent() throws Exception {
        assumeLibrary();
        assertNull(TscPath.JNI.load(NativeClockLibrary.path()));
        Clock tsc = TscPath.JNI.plain();
        double bestError = Double.MAX_VALUE;
        for (int attempt = 0; attempt < 3 && bestError > 0.01; attempt++) {
            TscCalibration cal = TscCalibration.calibrate(tsc, 10_000_000L, 50_000_000L);
            assertTrue(cal.hz() > 1e6 && cal.hz() < 1e11, "implausible counter rate " + cal.hz());
            long t0 = tsc.startTicks();
            long n0 = System.nanoTime();
            Thread.sleep(200);
            long t1 = tsc.startTicks();
            long n1 = System.nanoTime();
            double tscNanos = (t1 - t0) * cal.nanosPerTick();
            bestError = Math.min(bestError, Math.abs(tscNanos - (n1 - n0)) / (n1 - n0));
        }
        assertTrue(bestError < 0.01, "calibrated TSC differs from nanoTime by " + bestError * 100 + "% over 200 ms");
    }

    @Test
    void calibrationRefusesNonsensePhases() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> TscCalibration.calibrate(new NanoTimeClock(), 20, 10));
        assertTrue(e.getMessage().contains("0 < short <= long, were 20 ns and 10 ns"), e.getMessage());
    }

    @Test
    void calibratingNanoTimeAgainstItselfGivesOneNanosecondPerTick() throws Exception {
        TscCalibration cal = TscCalibration.calibrate(new NanoTimeClock(), 5_000_000L, 20_000_000L);
        assertEquals(1.0, cal.nanosPerTick(), 1e-3);
        assertTrue(cal.toMetadata().containsKey("error_bound_ppm"));
    }
}
