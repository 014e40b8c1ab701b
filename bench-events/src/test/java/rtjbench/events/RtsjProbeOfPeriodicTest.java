package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLClassLoader;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import rtjbench.core.probe.RtsjProbeTest;
import rtjbench.core.testing.StandIns;

/**
 * The VM probe on a VM whose RealtimeThread has neither of the setters periodic reaches by name (the
 * compile-only API plays that VM): the periodic path must fail, naming the member, while the other paths of
 * this module link.
 */
class RtsjProbeOfPeriodicTest {
    @Test
    void aVmWithoutTheSettersPeriodicReachesByNameFailsThatPathNamingThem() throws Exception {
        try (URLClassLoader vm = RtsjProbeTest.vm(StandIns.compileOnlyApi(), Paths.get("target/classes"))) {
            String rows = RtsjProbeTest.rows(vm);
            String periodic = RtsjProbeTest.status(rows, "path periodic");
            assertTrue(
                    periodic.startsWith(
                            "FAIL periodic with type_of_threads=rt|nh: does not link: [no javax.realtime.RealtimeThread"
                                    + ".setReleaseParameters(javax.realtime.ReleaseParameters) (by name, any return type)"),
                    periodic);
            assertTrue(RtsjProbeTest.status(rows, "path handlers").startsWith("ok "), rows);
            assertTrue(RtsjProbeTest.status(rows, "version shape").startsWith("ok not recognised"), rows);
        }
    }
}
