package rtjbench.tools.sched;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.sched.supply.PauseTrace;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.RunDir;

/**
 * A run's stop-the-world pauses in its measured phase as a {@link PauseTrace} ({@code jvm_activity.gc_pauses
 * .measured}: each pause's {@code start_ms} from the phase's start and its {@code duration_ms}), the trace as long
 * as the phase (from the first thread's crossing into its measured loop to the end), with what the trace leaves
 * out said in {@link #notes}: pauses kept only as a count, durations in whole milliseconds, and the concurrent
 * collector's work, which the run records as wall time (not the CPU it took) and the MMU does not count.
 */
public record RecordedPauses(RunDir run, PauseTrace trace, String source, double concurrentMs, List<String> notes) {

    /** Whether {@code run} recorded its measured phase's pauses one by one. */
    public static boolean recorded(RunDir run) {
        return measured(run).path("pauses").isArray()
                && run.metadata().path("jvm_activity").path("measured").has("duration_ms");
    }

    private static JsonNode measured(RunDir run) {
        return run.metadata().path("jvm_activity").path("gc_pauses").path("measured");
    }

    /** The trace of {@code run}; bad data (exit 1) naming the file and field where it has none. */
    public static RecordedPauses of(RunDir run) {
        String file = run.dir().resolve("metadata.json").toString();
        if (!recorded(run)) {
            throw ToolException.data(file + ": jvm_activity.gc_pauses.measured has no pauses list (the run"
                    + " recorded no pauses one by one: "
                    + run.metadata()
                            .path("jvm_activity")
                            .path("gc_pauses")
                            .path("source")
                            .asText("no gc_pauses block") + ")");
        }
        JsonNode m = measured(run);
        JsonNode activity = run.metadata().path("jvm_activity");
        double phaseMs = activity.path("measured").path("duration_ms").asDouble()
                + activity.path("boundary").path("snapshot_delay_ms").asDouble(0);
        JsonNode pauses = m.path("pauses");
        long[] starts = new long[pauses.size()];
        long[] durations = new long[pauses.size()];
        long end = nanos(phaseMs);
        for (int i = 0; i < pauses.size(); i++) {
            JsonNode p = pauses.get(i);
            if (!p.path("start_ms").isNumber() || !p.path("duration_ms").isNumber()) {
                throw ToolException.data(file + ": jvm_activity.gc_pauses.measured.pauses[" + i
                        + "]: start_ms and duration_ms are numbers");
            }
            starts[i] = Math.max(0, nanos(p.path("start_ms").asDouble()));
            durations[i] = Math.max(0, nanos(p.path("duration_ms").asDouble()));
            end = Math.max(end, starts[i] + durations[i]); // a pause that ends after the phase still stopped it
        }
        if (end <= 0) throw ToolException.data(file + ": jvm_activity.measured.duration_ms is not above 0");
        PauseTrace trace = new PauseTrace(end, starts, durations);
        String source = run.metadata()
                .path("jvm_activity")
                .path("gc_pauses")
                .path("source")
                .asText("?");
        double concurrentMs = m.path("concurrent_ms").asDouble(0);
        List<String> notes = new ArrayList<>();
        if (source.startsWith("GC notifications")) {
            notes.add("pause durations in whole milliseconds (" + source + "): each may be up to 1 ms short and a"
                    + " sub-millisecond pause reads 0, so the curve may be optimistic by that");
        }
        if (m.path("not_kept").asLong(0) > 0) {
            notes.add(m.path("not_kept").asLong() + " pauses or concurrent phases beyond what a run keeps were only"
                    + " counted: missing pauses make the curve optimistic");
        }
        if (concurrentMs > 0) {
            notes.add(String.format(
                    Locale.ROOT,
                    "concurrent collector work not counted: %.1f ms in %d cycles (%.1f%% of the phase's wall time);"
                            + " the run records the concurrent phases' wall time, not the CPU they took",
                    concurrentMs,
                    m.path("concurrent_cycles").asLong(0),
                    100 * concurrentMs / phaseMs));
        }
        return new RecordedPauses(run, trace, source, concurrentMs, List.copyOf(notes));
    }

    private static long nanos(double ms) {
        return Math.round(ms * 1e6);
    }

    /** The curve at the standard windows (100 µs .. 10 s, no longer than the trace). */
    public MmuCurve curve() {
        return trace.curve(MmuCurve.standardWindows(trace.length()));
    }

    /** {@code parallel-17 (Parallel) gc_load 300MB/s}: the VM entry or VM, the collector, the load. */
    public String label() {
        JsonNode m = run.metadata();
        String vm = m.path("jvm_entry").hasNonNull("name")
                ? m.path("jvm_entry").path("name").asText()
                : m.path("jvm").path("vm_name").asText("?") + " "
                        + m.path("jvm").path("version").asText("");
        String collector = m.path("collector").path("name").asText("");
        String load = m.path("gc_load").hasNonNull("asked")
                ? " gc_load " + m.path("gc_load").path("asked").asText()
                : "";
        String fork = m.path("fork").path("of").asInt(1) > 1
                ? " fork " + m.path("fork").path("index").asText()
                : "";
        return vm.trim() + (collector.isEmpty() ? "" : " (" + collector + ")") + load + fork;
    }
}
