package rtjbench.core.timer;

import org.junit.jupiter.api.Test;
import rtjbench.core.testing.HeapNeedAudit;

/** The heap the timer declares against the heap it uses, at many threads x many regions per clock. */
class HeapNeedTest {
    @Test
    void everyTestappOfTheCoreHoldsNoMoreThanItDeclares() throws Exception {
        HeapNeedAudit.in("rtjbench.core.timer.")
                .large(
                        "timer",
                        "no_of_threads",
                        "8",
                        "count",
                        "500000",
                        "warmup",
                        "10",
                        "reads",
                        "100",
                        "batches",
                        "1000")
                .check();
    }
}
