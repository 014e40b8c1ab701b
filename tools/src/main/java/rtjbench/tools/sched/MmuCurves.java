package rtjbench.tools.sched;

import java.util.LinkedHashMap;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.tools.plot.MmuCharts;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;

/** The collector's MMU curves of recorded runs and their chart, for {@code sched mmu} and the report. */
public final class MmuCurves {
    private MmuCurves() {}

    /** The MMU chart of these curves, as the report shows it too. */
    public static JFreeChart chart(Map<String, MmuCurve> curves) {
        return MmuCharts.chart(
                "Minimum mutator utilisation (stop-the-world pauses)",
                curves,
                "the least share of any window of that length left to the program; concurrent collector work not "
                        + "counted");
    }

    /**
     * The curve of every run below {@code root} that ran under an allocation load ({@code gc_load}) and recorded its
     * pauses, by {@link RecordedPauses#label()}: what a report of such a folder shows. Empty where there is none.
     */
    public static Map<String, MmuCurve> loadedRuns(ResultNode root) {
        Map<String, MmuCurve> curves = new LinkedHashMap<>();
        for (RunDir r : root.runs()) {
            if (r.metadata().has("gc_load") && RecordedPauses.recorded(r)) {
                RecordedPauses p = RecordedPauses.of(r);
                curves.put(uniqueLabel(p.label(), curves), p.curve());
            }
        }
        return curves;
    }

    /** {@code label}, or where a curve has it already {@code label (2)}, {@code label (3)}, ... */
    static String uniqueLabel(String label, Map<String, MmuCurve> curves) {
        String n = label;
        for (int i = 2; curves.containsKey(n); i++) n = label + " (" + i + ")";
        return n;
    }
}
