package rtjbench.events;

import org.junit.jupiter.api.Test;
import rtjbench.core.testing.HeapNeedAudit;

/** The heap each event testapp declares against the heap it uses, at many threads x many samples and large buffers. */
class HeapNeedTest {
    @Test
    void everyEventTestappHoldsNoMoreThanItDeclares() throws Exception {
        HeapNeedAudit.in("rtjbench.events.")
                .large("dispatch", "no_of_threads", "4", "count", "500000", "warmup", "10")
                .large("dispatch_inversion", "count", "500000", "warmup", "10", "low_handlers", "1000")
                .large("periodic", "no_of_threads", "8", "count", "500000", "warmup", "10", "explain_above", "1ms")
                .large("thread_start", "no_of_threads", "4", "count", "20000", "warmup", "100")
                .large("context_switch", "count", "1000000", "warmup", "10")
                .large("cpmd", "count", "1000000", "warmup", "2", "wss", "16M")
                .large(
                        "taskset",
                        "taskset",
                        "src/test/resources/tasksets/two-tasks.csv",
                        "scheduler",
                        "global-fp",
                        "hyperperiods",
                        "20000",
                        "explain_above",
                        "1ms",
                        "time_limit",
                        "1000s")
                .check();
    }
}
