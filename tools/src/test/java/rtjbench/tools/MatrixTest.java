package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** tools matrix: a row per VM entry and load level, with the pauses, misses and the failed entry's reason. */
class MatrixTest {
    @TempDir
    Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A point of a jvms x gc_load sweep with known samples, a deadline of 1000 ns and one recorded pause. */
    private void point(Path sweep, String jvm, String gcLoad, String collector, long[] samples, double pauseMs)
            throws Exception {
        Path run = Fixtures.run(
                sweep.resolve("jvms=" + jvm + ",gc_load=" + gcLoad.replace('/', '_')),
                "periodic",
                Map.of("jvms", jvm, "gc_load", gcLoad),
                List.of(samples),
                "Test VM",
                null);
        ObjectNode m = (ObjectNode) JSON.readTree(run.resolve("metadata.json").toFile());
        m.putObject("collector").put("name", collector).putArray("beans").add(collector + " bean");
        ObjectNode d = ((ObjectNode) m.get("workload")).putObject("deadline");
        d.put("deadline_ns", 1000);
        ObjectNode gc = m.putObject("jvm_activity").putObject("gc_pauses");
        gc.put("source", "fixture");
        ObjectNode measured = gc.putObject("measured");
        measured.put("count", 1).put("total_ms", pauseMs).put("max_ms", pauseMs);
        ObjectNode load = m.putObject("gc_load");
        load.put("asked_mb_per_s", 300.0).put("achieved_mb_per_s", 297.5);
        JSON.writeValue(run.resolve("metadata.json").toFile(), m);
    }

    @Test
    void aRowPerVmAndLoadWithPausesMissesAndTheFailedEntrysReason() throws Exception {
        Path sweep = Files.createDirectories(dir.resolve("gc"));
        point(sweep, "par", "300MB/s", "Parallel", new long[] {100, 200, 5000, 300, 40_000}, 0.035);
        point(sweep, "zgc", "300MB/s", "ZGC", new long[] {100, 150, 200, 250, 900}, 0);
        Files.writeString(sweep.resolve("sweep.json"), """
                {"format": "rtjbench-sweep/1", "testapp": "periodic", "testapp_name": "periodic", "swept": ["jvms", "gc_load"],
                 "entries": [
                  {"dir": "jvms=par,gc_load=300MB_s", "values": {"jvms": "par", "gc_load": "300MB/s"}, "status": "complete"},
                  {"dir": "jvms=zgc,gc_load=300MB_s", "values": {"jvms": "zgc", "gc_load": "300MB/s"}, "status": "complete"},
                  {"dir": "jvms=bad,gc_load=300MB_s", "values": {"jvms": "bad", "gc_load": "300MB/s"}, "status": "incomplete",
                   "reason": "the fork exited with status 1 (Unrecognized VM option 'UseFooGC')"}]}
                """);
        Fixtures.Result r = Fixtures.cli("matrix", "--unit", "ns", sweep.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> csv = Fixtures.lines(sweep.resolve("matrix.csv"));
        assertEquals(
                "testapp,jvm,collector,gc_load,load,status,count,p50_ns,p99_ns,p99_9_ns,max_ns,deadline_misses,miss_ratio,"
                        + "gc_pauses,gc_pause_total_ns,gc_pause_max_ns,achieved_mb_per_s,reason",
                csv.get(0));
        assertEquals(
                "periodic,par,Parallel,300MB/s,none,complete,5,300,40000,40000,40000,2,0.400000,1,35000,35000,297.5,",
                csv.get(1));
        assertEquals("periodic,zgc,ZGC,300MB/s,none,complete,5,200,900,900,900,0,0.000000,1,0,0,297.5,", csv.get(2));
        assertTrue(csv.get(3).startsWith("periodic,bad,?,300MB/s,none,incomplete,,,,,,,,,,,,"), csv.get(3));
        assertTrue(csv.get(3).contains("Unrecognized VM option 'UseFooGC'"), csv.get(3));
        assertTrue(r.out().contains("Parallel") && r.out().contains("bad ? gc 300MB/s: incomplete"), r.out());
        assertTrue(Files.exists(sweep.resolve("plots").resolve("matrix-ccdf.svg")));
    }
}
