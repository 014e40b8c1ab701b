package rtjbench.memory;

import org.junit.jupiter.api.Test;
import rtjbench.core.testing.HeapNeedAudit;

/** The heap each memory testapp declares against the heap it uses, at many threads x many samples and large buffers. */
class HeapNeedTest {
    @Test
    void everyMemoryTestappHoldsNoMoreThanItDeclares() throws Exception {
        HeapNeedAudit.in("rtjbench.memory.")
                .large("memalloc", "no_of_threads", "8", "count", "500000", "warmup", "10", "allocsize", "4M")
                .large(
                        "arraycopy",
                        "no_of_threads",
                        "8",
                        "count",
                        "500000",
                        "warmup",
                        "10",
                        "copysize",
                        "8M",
                        "explain_above",
                        "1ms")
                .large(
                        "sharedcache",
                        "no_of_threads",
                        "2",
                        "count",
                        "500000",
                        "warmup",
                        "10",
                        "fraction",
                        "8",
                        "control",
                        "true")
                .check();
    }
}
