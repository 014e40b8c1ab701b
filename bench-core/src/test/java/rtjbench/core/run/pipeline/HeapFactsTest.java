package rtjbench.core.run.pipeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.Arrays;
import java.util.Collections;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.core.jvm.VmMode;
import rtjbench.core.testing.ChildJvm;

class HeapFactsTest {
    private static final long MB = 1024 * 1024;

    @Test
    void theVmsOwnFlagsGiveTheSizesWhereItTellsThem() {
        // the heap bean of a Serial or Parallel VM with -Xms128m -Xmx128m: one survivor space left out of its max
        MemoryUsage serial = new MemoryUsage(128 * MB, 0, 129_761_280L, 129_761_280L);
        assertArrayEquals(new long[] {128 * MB, 128 * MB}, HeapFacts.initialAndMax("134217728", "134217728", serial));
    }

    @Test
    void withoutTheFlagsTheHeapBeanGivesThem() {
        MemoryUsage bean = new MemoryUsage(64 * MB, 0, 64 * MB, 128 * MB);
        assertArrayEquals(new long[] {64 * MB, 128 * MB}, HeapFacts.initialAndMax(null, null, bean));
        assertArrayEquals(new long[] {64 * MB, 256 * MB}, HeapFacts.initialAndMax("x", "268435456", bean));
    }

    /** A VM of each collector started with {@code -Xms64m -Xmx64m} reads 64 MB initial and maximum: a fixed heap. */
    @ParameterizedTest
    @ValueSource(strings = {"-XX:+UseSerialGC", "-XX:+UseParallelGC", "-XX:+UseG1GC"})
    void aHeapOfEqualInitialAndMaximumIsFixedUnderEachCollector(String collector) throws Exception {
        Process p = ChildJvm.start(
                Arrays.asList(collector, "-Xms64m", "-Xmx64m"),
                PrintFixed.class.getName(),
                Collections.<String>emptyList());
        String out = ChildJvm.output(p);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), collector);
        assertEquals("initial=67108864 max=67108864", out.trim(), collector);
    }

    /** The initial and maximum heap HeapFacts records for the VM it runs in. */
    public static final class PrintFixed {
        public static void main(String[] args) {
            MemoryUsage usage = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
            long[] sizes = HeapFacts.initialAndMax(VmMode.flag("InitialHeapSize"), VmMode.flag("MaxHeapSize"), usage);
            System.out.println("initial=" + sizes[0] + " max=" + sizes[1]);
        }
    }
}
