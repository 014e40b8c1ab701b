package rtjbench.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ParallelTest {
    @Test
    void resultsComeInInputOrderWhateverOrderTheJobsFinishIn() throws Exception {
        List<Integer> inputs = IntStream.range(0, 20).boxed().toList();
        // The first job waits until the last has finished: finishing order differs from input order.
        CountDownLatch lastDone = new CountDownLatch(1);
        List<String> out = Parallel.map(inputs, i -> {
            if (i == 0) assertEquals(true, lastDone.await(10, TimeUnit.SECONDS));
            if (i == 19) lastDone.countDown();
            return "r" + i;
        });
        assertEquals(inputs.stream().map(i -> "r" + i).toList(), out);
    }

    @Test
    void jobsRunAtOnce() throws Exception {
        // Each job waits for all the others to have started: only true concurrency lets this finish.
        int n = Math.min(4, Parallel.THREADS);
        CountDownLatch started = new CountDownLatch(n);
        List<Boolean> all = Parallel.map(IntStream.range(0, n).boxed().toList(), i -> {
            started.countDown();
            return started.await(10, TimeUnit.SECONDS);
        });
        assertEquals(List.of(true, true, true, true).subList(0, n), all);
    }

    @Test
    void theFirstFailureInInputOrderIsThrownAsItWas() {
        ToolException first = ToolException.data("input 3 is bad");
        ToolException later = ToolException.data("input 7 is bad");
        ToolException thrown = assertThrows(
                ToolException.class,
                () -> Parallel.map(IntStream.range(0, 10).boxed().toList(), i -> {
                    if (i == 7) throw later;
                    if (i == 3) throw first;
                    return i;
                }));
        assertSame(first, thrown);
    }

    @Test
    void oneOrNoInputRunsOnTheCallersThread() throws Exception {
        assertEquals(List.of(), Parallel.map(List.<Integer>of(), i -> i));
        assertEquals(
                List.of(Thread.currentThread().getName()),
                Parallel.map(List.of(1), i -> Thread.currentThread().getName()));
    }
}
