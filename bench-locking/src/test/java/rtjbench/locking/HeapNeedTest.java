package rtjbench.locking;

import org.junit.jupiter.api.Test;
import rtjbench.core.testing.HeapNeedAudit;

/** The heap each locking testapp declares against the heap it uses, at many threads x many samples. */
class HeapNeedTest {
    @Test
    void everyLockingTestappHoldsNoMoreThanItDeclares() throws Exception {
        HeapNeedAudit.in("rtjbench.locking.")
                .large(
                        "spinlock",
                        "no_of_threads",
                        "8",
                        "count",
                        "500000",
                        "warmup",
                        "10",
                        "lock",
                        "mcs",
                        "cs_lines",
                        "4096")
                .large(
                        "prio_inversion",
                        "scheduling_policy",
                        "fifo",
                        "cpus",
                        "0",
                        "count",
                        "10000",
                        "warmup",
                        "2",
                        "time_limit",
                        "1000s")
                .check();
    }
}
