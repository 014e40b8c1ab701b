package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.run.phase.GcPauses;
import rtjbench.core.run.phase.JitEvents;

class VmStartLogTest {
    @TempDir
    Path results;

    private static String launcher() {
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * A fork started ahead is matched to its turn by its command: the logs it is started with are named by its
     * place alone, so the same place gives the same options, and its JIT and GC logs lie in the pending folder.
     */
    @Test
    void aForkBeforeItsFolderLogsBesideTheResultsUnderItsPlacesName() throws Exception {
        List<String> options = VmStartLog.pending(launcher(), results, "t1-p2-f3");
        assumeFalse(options.isEmpty(), "this VM has no unified logging");
        assertEquals(options, VmStartLog.pending(launcher(), results, "t1-p2-f3"));
        Path dir = results.resolve(VmStartLog.PENDING);
        assertTrue(Files.isDirectory(dir), "made before the VM, which refuses a log it cannot open");
        assertTrue(options.contains("-D" + JitEvents.VM_START_LOG_PROPERTY + "=" + dir.resolve("t1-p2-f3-jit.log")));
        assertTrue(options.contains("-D" + GcPauses.VM_START_LOG_PROPERTY + "=" + dir.resolve("t1-p2-f3-gc.log")));
        Files.write(dir.resolve("t1-p2-f3-jit.log"), new byte[] {1});
        VmStartLog.removePending(results);
        assertFalse(Files.exists(dir), "what no run took is removed with the folder");
        VmStartLog.removePending(results); // and again, with nothing there
    }
}
