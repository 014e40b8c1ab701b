package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a fork ended, from its exit status and what its folder holds. */
class ForkOutcomeTest {
    @TempDir
    Path dir;

    private void metadata(String json) throws Exception {
        Files.write(dir.resolve("metadata.json"), json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aCompleteRunThatExitedAsARunnerDoesIsComplete() throws Exception {
        metadata("{\"complete\": true, \"incomplete_reason\": null}");
        ForkResults.Outcome o = ForkResults.outcome(dir, 0, "");
        assertEquals("complete", o.status);
        assertNull(o.reason);
    }

    @Test
    void anIncompleteRunSaysWhyInItsOwnWords() throws Exception {
        metadata("{\"complete\": false, \"incomplete_reason\": \"interrupted by a signal (Ctrl-C or SIGTERM)\"}");
        ForkResults.Outcome o = ForkResults.outcome(dir, 143, "");
        assertEquals("incomplete", o.status);
        assertEquals("interrupted by a signal (Ctrl-C or SIGTERM)", o.reason);
    }

    @Test
    void aVmThatDiedIsNamedBesideWhatItsRunSays() throws Exception {
        metadata("{\"complete\": false, \"incomplete_reason\": \"running\"}");
        ForkResults.Outcome o = ForkResults.outcome(dir, 134, "# A fatal error has been detected");
        assertEquals("incomplete", o.status);
        assertEquals(
                "the fork exited with status 134 (# A fatal error has been detected); its run says: running", o.reason);
        assertEquals(
                "the fork was killed after it did not stop; its run says: running",
                ForkResults.outcome(dir, null, "").reason);
    }

    @Test
    void aForkThatSavedNothingFailed() {
        ForkResults.Outcome o = ForkResults.outcome(dir, 1, "Error: Could not find or load main class");
        assertEquals("failed", o.status);
        assertEquals(
                "the fork exited with status 1 (Error: Could not find or load main class) without saving a run",
                o.reason);
    }

    @Test
    void whatAStoppedForkSavedIsSaidInsteadOfNoSamples() throws Exception {
        assertNull(ForkResults.saved(dir), "no metadata: nothing to say");
        metadata("{\"complete\": false, \"threads\": [{\"samples\": 7000}, {\"samples\": 5000}]}");
        assertEquals("12,000 samples saved", ForkResults.saved(dir));
        metadata("{\"complete\": false, \"threads\": [], \"workload\": {\"run\": {\"jobs\": 770}}}");
        assertEquals("770 jobs saved", ForkResults.saved(dir));
        metadata("{\"complete\": false, \"threads\": []}");
        assertNull(ForkResults.saved(dir));
        Files.write(dir.resolve("jobs.csv"), "task,job\na,1\na,2\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("2 jobs saved", ForkResults.saved(dir), "counted from jobs.csv where the metadata has none");
    }
}
