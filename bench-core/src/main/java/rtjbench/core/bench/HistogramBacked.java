package rtjbench.core.bench;

import org.HdrHistogram.Histogram;

/** A sink that keeps its samples as a histogram ({@code record=histogram}) rather than one by one. */
public interface HistogramBacked {
    /** Every measured sample so far, in ticks (3 significant digits). Cold path: after the run. */
    Histogram ticks();
}
