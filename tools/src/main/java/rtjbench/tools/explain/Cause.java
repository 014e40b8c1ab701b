package rtjbench.tools.explain;

import java.util.List;

/**
 * One cause of a spike as spikes.csv writes it, {@code kind:detail:duration_ns}: how much of the sample's
 * window it covered ({@code durationNanos}), and the parts of the window it covered ({@code parts}, for the
 * union that decides what is left unexplained). A cause that only may have delayed the thread (a compilation
 * seen without a trace of the CPU) is {@code counted == false}: listed, not subtracted.
 */
public record Cause(String kind, String detail, long durationNanos, List<long[]> parts, boolean counted) {
    /** {@code kind:detail:duration_ns}, the detail cleared of the separators (: ; , and line ends). */
    public String csv() {
        return kind + ":" + clean(detail) + ":" + durationNanos;
    }

    static String clean(String detail) {
        return detail.replaceAll("[:;,\\r\\n\"]", " ").trim().replaceAll("\\s+", " ");
    }
}
