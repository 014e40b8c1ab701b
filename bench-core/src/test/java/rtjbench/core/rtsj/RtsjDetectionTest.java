package rtjbench.core.rtsj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.RtsjThreads;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.testing.StandIns;

@Tag(StandIns.TAG)
class RtsjDetectionTest {
    /** A loader that sees only the JDK: what a VM without RTSJ looks like. */
    private static RtsjDetection withoutRtsj() {
        return RtsjDetection.detect(new URLClassLoader(new URL[0], null));
    }

    @Test
    void findsTheLayoutsAndAffinityOfTheStandInOfThisRun() {
        boolean v20 = StandIns.is20();
        RtsjDetection d = RtsjDetection.detect();
        assertTrue(d.hasRealtimeThread());
        assertTrue(d.hasNoHeapRealtimeThread());
        assertTrue(d.hasLayout102(), "2.0 keeps the 1.0.2 classes, deprecated");
        assertEquals(v20, d.hasLayout20());
        assertTrue(d.isStandIn());
        assertEquals(v20 ? "javax.realtime.Affinity" : null, d.affinityClass(), "1.0.2 has no Affinity");
        assertEquals(
                v20 ? "javax.realtime.memory.LTMemory" : "javax.realtime.LTMemory",
                d.memoryClass(MemoryKind.LT),
                "2.0 preferred for LT where the VM has it");
        assertEquals("javax.realtime.VTMemory", d.memoryClass(MemoryKind.VT));
        Map<String, Object> facts = d.facts();
        assertEquals(Boolean.TRUE, facts.get("available"));
        assertEquals(v20 ? 2 : 1, ((List<?>) facts.get("memory_layouts")).size());
    }

    @Test
    void aVmWithoutRtsjIsSaidPlainly() {
        RtsjDetection d = withoutRtsj();
        assertFalse(d.hasRealtimeThread());
        assertFalse(d.hasMemory(MemoryKind.LT));
        assertTrue(d.hasMemory(MemoryKind.HEAP));
        assertEquals(Boolean.FALSE, d.facts().get("available"));
        UnsupportedHereException e = assertThrows(
                UnsupportedHereException.class, () -> new MemoryAreas(d).create(MemoryKind.IMMORTAL, 1024));
        assertTrue(
                e.getMessage().contains("this VM lacks RTSJ: " + System.getProperty("java.vm.name")), e.getMessage());
        Map<String, TestThreadFactory> factories = new LinkedHashMap<>();
        Map<String, String> missing = new LinkedHashMap<>();
        RtsjThreads.register(d, factories, missing);
        assertTrue(factories.isEmpty());
        assertTrue(missing.get("rt").startsWith("this VM lacks RTSJ: "), missing.get("rt"));
        assertTrue(missing.get("nh").startsWith("this VM lacks RTSJ: "), missing.get("nh"));
    }

    @Test
    void rtsjFactoriesRegisterOnlyWhereTheClassesExist() throws Exception {
        Map<String, TestThreadFactory> factories = new LinkedHashMap<>();
        Map<String, String> missing = new LinkedHashMap<>();
        missing.put("rt", "placeholder");
        RtsjThreads.register(RtsjDetection.detect(), factories, missing);
        assertEquals("rt", factories.get("rt").kind());
        assertEquals("nh", factories.get("nh").kind());
        assertTrue(factories.get("rt").schedulesItself());
        assertFalse(missing.containsKey("rt"));
    }

    static Config config(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) m.put(keyValues[i], keyValues[i + 1]);
        return Config.of("test", CommonArgs.SPECS, m);
    }
}
