package rtjbench.core.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JIT log as JDK 25 (with the deoptimization tag, uptime decorated) and JDK 17 (without the tag) wrote it for
 * a loop whose call site sees a second and a third class: its C2 code is trapped and compiled again, twice.
 */
class JitLogTest {
    private static JitLog resource(String name, boolean deoptTagged) throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                JitLogTest.class.getResourceAsStream("/jitlog/" + name), StandardCharsets.UTF_8))) {
            return JitLog.parse(in, deoptTagged);
        }
    }

    private static List<JitLog.Event> of(JitLog log, JitLog.Kind kind) {
        List<JitLog.Event> out = new ArrayList<>();
        for (JitLog.Event e : log.events()) if (e.kind == kind) out.add(e);
        return out;
    }

    @Test
    void jdk25DeoptimizationLinesAreTheDeoptimisations() throws IOException {
        JitLog log = resource("jdk25-deopt.txt", true);
        List<JitLog.Event> deopts = of(log, JitLog.Kind.DEOPT);
        assertEquals(7, deopts.size());
        JitLog.Event first = deopts.get(0);
        assertEquals("Deopt::run", first.subject);
        assertEquals("predicate maybe_recompile, tier 4, bci 6", first.detail);
        assertEquals(20820, first.tid);
        assertEquals("profile_predicate maybe_recompile, tier 4, bci 4", deopts.get(1).detail); // an OSR trap
        // "made not entrant: uncommon trap" is the same event again: not counted twice
        assertEquals(5, of(log, JitLog.Kind.REPLACED).size());
        // Deopt::run compiled at tier 4 after its first trap: ids 37 and 42
        List<JitLog.Event> recompiles = of(log, JitLog.Kind.RECOMPILE);
        assertEquals(2, recompiles.size());
        assertEquals("tier 4", recompiles.get(0).detail);
        assertEquals(89339952L, recompiles.get(1).uptimeNanos);
    }

    @Test
    void nativeWrappersAreNoCompilations() throws IOException {
        JitLog log = resource("jdk25-deopt.txt", true);
        for (JitLog.Event e : log.events()) assertTrue(!e.subject.contains("getReferenceVolatile"), e.toString());
        assertEquals(8, of(log, JitLog.Kind.COMPILE).size()); // ten compilations, two of them recompilations
    }

    @Test
    void classLoadsKeepTheirSource() throws IOException {
        List<JitLog.Event> loads = of(resource("jdk25-deopt.txt", true), JitLog.Kind.CLASS_LOAD);
        assertEquals(8, loads.size());
        assertEquals("java.lang.Object", loads.get(0).subject);
        assertEquals("shared objects file", loads.get(0).detail);
        assertEquals("Deopt", loads.get(3).subject);
    }

    @Test
    void theVmStartIsTheTimeLessTheUptimeOfTheFirstLine() throws IOException {
        assertEquals(
                2329620297385L - 36080738L, resource("jdk25-deopt.txt", true).vmStartNanoTime());
        assertEquals(Long.MIN_VALUE, resource("jdk17-deopt.txt", false).vmStartNanoTime());
    }

    @Test
    void jdk17CodeThrownAwayByAJavaThreadIsADeoptimisation() throws IOException {
        JitLog log = resource("jdk17-deopt.txt", false);
        List<JitLog.Event> deopts = of(log, JitLog.Kind.DEOPT);
        assertEquals(3, deopts.size()); // by the main thread, 20878; the compiler threads' are tier replacements
        assertEquals("Deopt::run", deopts.get(0).subject);
        assertEquals("Deopt::run @ 4", deopts.get(1).subject);
        assertEquals(4, of(log, JitLog.Kind.REPLACED).size()); // by the compiler threads, 20890 and 20891
        assertEquals(3, of(log, JitLog.Kind.RECOMPILE).size()); // ids 33, 36 and the OSR 37, after the first trap
        assertEquals(1, log.count(JitLog.Kind.DEOPT, 2333104465130L, 2333104465131L));
    }

    @Test
    void linesOfOtherDecorationsOrTagsArePassedOver() throws IOException {
        JitLog log = JitLog.parse(
                new BufferedReader(new StringReader("[0.016s][warning][aot] The AOT cache was created by a different"
                        + " version\n[12ns][7][gc] GC(0) Pause Young 1ms\n[12ns][7][jit,compilation]   1 garbled\n")),
                true);
        assertEquals(0, log.events().size());
    }
}
